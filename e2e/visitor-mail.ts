import { expect, type APIRequestContext } from '@playwright/test';
import { visitorAccountPaths } from '@tarang/shared/auth';
import { emailsTo } from './admin-invitations';

// A visitor's verification and reset links as a browser test meets them: in the e-mail the outbox wrote
// (docs/decisions/046-visitor-verification-and-reset.md).

/**
 * The path and query of the newest link to `page` in a `kind` e-mail sent to `email`, waiting for the mail;
 * `dir` is the data folder of a story's server of its own.
 */
export async function mailedLink(email: string, kind: 'verify-email' | 'password-reset' | 'email-change', page: string, dir?: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      () => {
        for (const eml of emailsTo(email, kind, dir)) {
          link = new RegExp(`${page}\\?token=[A-Za-z0-9_-]{43}`).exec(eml)?.[0];
          if (link) return link;
        }
        return undefined;
      },
      { timeout: 15_000 },
    )
    .toBeTruthy();
  return link!;
}

/** Verifies a visitor's address with the link from their verification e-mail, as test mode's sends need. */
export async function verifyEmailOf(request: APIRequestContext, email: string): Promise<void> {
  const link = await mailedLink(email, 'verify-email', visitorAccountPaths.verifyEmailPage);
  const token = new URL(link, 'http://localhost').searchParams.get('token');
  const res = await request.post(visitorAccountPaths.verifyEmail, { data: { token } });
  expect(res.status(), await res.text()).toBe(200);
}
