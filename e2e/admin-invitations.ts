import fs from 'node:fs';
import path from 'node:path';
import { securityPaths } from '@tarang/shared/admin-security';
import { expect, type APIRequestContext } from '@playwright/test';
import * as OTPAuth from 'otpauth';

// Invitations and codes as a browser test meets them (docs/decisions/027-admin-security.md): the e-mail in
// the outbox (docs/decisions/007-mail-outbox.md) and the code of an authenticator app set up from the key a
// page shows.

const dataDir = process.env.E2E_DATA_DIR!;

/** The current code of the authenticator app set up from the key the page shows. */
export function totpNow(secret: string): string {
  return new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret.replace(/\s+/g, '')), digits: 6, period: 30, algorithm: 'SHA1' }).generate();
}

/**
 * The messages of one kind (`<id>-<kind>.eml` in the outbox, docs/decisions/007-mail-outbox.md) sent to
 * `email`, newest first, as the person receives them: quoted-printable soft breaks joined and =XX decoded.
 */
export function emailsTo(email: string, kind: string | undefined, dir = dataDir): string[] {
  const outbox = path.join(dir, 'outbox');
  const files = fs.existsSync(outbox) ? fs.readdirSync(outbox).filter((f) => f.endsWith(kind ? `-${kind}.eml` : '.eml')) : [];
  return files
    .sort((a, b) => parseInt(b, 10) - parseInt(a, 10))
    .map((file) =>
      fs
        .readFileSync(path.join(outbox, file), 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    )
    .filter((eml) => eml.toLowerCase().includes(`to: ${email.toLowerCase()}`));
}

/** The sign-up token in the newest invitation e-mailed to `email`. */
export async function invitationTokenFor(email: string): Promise<string> {
  let token: string | undefined;
  await expect
    .poll(
      () => {
        for (const eml of emailsTo(email, 'admin-invitation')) {
          token = /\/admin\/([^/\s]+)\/Signup/i.exec(eml)?.[1];
          if (token) return token;
        }
        return undefined;
      },
      { timeout: 15_000 },
    )
    .toBeTruthy();
  return token!;
}

/** An invitation for `email` sent through the API by a signed-in admin; answers the token from the e-mailed link. */
export async function inviteThroughApi(request: APIRequestContext, adminToken: string, email: string): Promise<string> {
  const res = await request.post(securityPaths.invitations, { data: { email }, headers: { authorization: `Bearer ${adminToken}` } });
  expect(res.status(), await res.text()).toBe(201);
  return invitationTokenFor(email);
}
