import type { FieldErrors } from '@tarang/shared/validation';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/field';
import { useToast } from '../../components/ui/toast';
import { errorText, type ApiResult } from '../../lib/api';
import { useZodForm } from '../../lib/use-zod-form';
import { forgotPassword, resendVerification, resetPassword, verifyEmail } from './auth-api';
import { useAuth } from './auth-context';
import { readToken } from './token-storage';
import { accountCopy } from './account-copy';

// The pages an account e-mail's link opens (docs/decisions/046-visitor-verification-and-reset.md).
// Client-only: the token is read from the address in the browser and never prerendered.

const loadRules = () => import('@tarang/shared/auth');

function Panel({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white px-4 py-14 sm:px-6 lg:py-20">
      <div className="mx-auto max-w-md rounded-panel border border-ink-200 bg-white p-6 shadow-card sm:p-8">
        <h1 className="section-title">{title}</h1>
        {intro && <p className="mb-6 mt-2 text-sm text-ink-600">{intro}</p>}
        {children}
      </div>
    </section>
  );
}

/** A form of these pages: its field, then the full-width submit button. */
function PageForm({ label, onSubmit, sending, submit, children }: { label: string; onSubmit: (event: FormEvent<HTMLFormElement>) => void; sending: boolean; submit: string; children: ReactNode }) {
  return (
    <form method="post" noValidate onSubmit={onSubmit} aria-label={label} className="space-y-4">
      {children}
      <Button type="submit" busy={sending} className="w-full">
        {submit}
      </Button>
    </form>
  );
}

/** A form's failures as toasts: the server's sentence, the first rule broken, or the page's own sentence. */
function toastFailures(toast: ReturnType<typeof useToast>) {
  return {
    refused: (result: ApiResult<unknown>) => toast.error(errorText(result, accountCopy.failed)),
    invalid: (errors: FieldErrors) => toast.error(Object.values(errors)[0]!),
    failed: () => toast.error(accountCopy.failed),
  };
}

/** /verify-email?token=…: verifies once, then lands on the Developer page (decision 046). Without a usable link: a new one. */
export function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const toast = useToast();
  const [problem, setProblem] = useState<string | undefined>(token ? undefined : accountCopy.noLink);
  const sent = useRef(false);

  useEffect(() => {
    // One request per visit: a second render must not spend the single-use link twice.
    if (sent.current || !token) return;
    sent.current = true;
    verifyEmail(token).then(
      (result) => {
        if (result.ok && result.data) {
          toast.success(result.data.message);
          void navigate('/developer', { replace: true });
        } else setProblem(errorText(result, accountCopy.failed));
      },
      () => setProblem(accountCopy.failed),
    );
  }, [token, navigate, toast]);

  return (
    <Panel title={accountCopy.verifyTitle}>
      <p role="status" className="mt-4 text-sm text-ink-700">
        {problem ?? accountCopy.verifying}
      </p>
      {problem && <NewLink />}
    </Panel>
  );
}

/** A signed-in visitor asks for a new verification link; anyone else logs in first. */
function NewLink() {
  const { user, openLogin } = useAuth();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<string>();
  async function resend() {
    const token = readToken();
    if (!token) return openLogin();
    setBusy(true);
    try {
      const result = await resendVerification(token);
      if (result.ok && result.data) setAnswer(result.data.message);
      else toast.error(errorText(result, accountCopy.failed));
    } catch {
      toast.error(accountCopy.failed);
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className="mt-6 space-y-4">
      {answer && <p className="text-sm text-ink-700">{answer}</p>}
      {user ? (
        <Button type="button" busy={busy} onClick={() => void resend()} className="w-full">
          {accountCopy.sendNewLink}
        </Button>
      ) : (
        <Button type="button" onClick={openLogin} className="w-full">
          {accountCopy.logInFirst}
        </Button>
      )}
      <Link to="/developer" className="inline-block font-semibold text-brand-700 underline-offset-2 hover:underline">
        {accountCopy.toDeveloper}
      </Link>
    </div>
  );
}

/** /reset-password: without a token, asks for a link; with one, chooses the new password. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  return token ? <ChooseNewPassword token={token} /> : <AskForLink />;
}

function AskForLink() {
  const toast = useToast();
  const [done, setDone] = useState<string>();
  const form = useZodForm<'email', { email: string }>(() => loadRules().then((m) => m.forgotPasswordSchema), { email: '' });
  const onSubmit = form.submit<{ message: string }>({
    send: (input) => forgotPassword(input),
    sent(result) {
      if (result.data) setDone(result.data.message);
    },
    ...toastFailures(toast),
  });
  return (
    <Panel title={accountCopy.forgotTitle} intro={accountCopy.forgotIntro}>
      {done ? (
        <p role="status" className="text-sm text-ink-700">
          {done}
        </p>
      ) : (
        <PageForm label={accountCopy.forgotTitle} onSubmit={onSubmit} sending={form.sending} submit={accountCopy.sendLink}>
          <TextField label={accountCopy.emailLabel} type="email" autoComplete="email" {...form.field('email')} />
        </PageForm>
      )}
    </Panel>
  );
}

function ChooseNewPassword({ token }: { token: string }) {
  const toast = useToast();
  const navigate = useNavigate();
  const form = useZodForm<'password', { password: string }>(() => loadRules().then((m) => m.resetPasswordSchema.pick({ password: true })), { password: '' });
  const onSubmit = form.submit<{ message: string }>({
    send: (input) => resetPassword({ token, password: input.password }),
    sent(result) {
      if (result.data) toast.success(result.data.message);
      void navigate('/login', { replace: true });
    },
    ...toastFailures(toast),
  });
  return (
    <Panel title={accountCopy.resetTitle} intro={accountCopy.resetIntro}>
      <PageForm label={accountCopy.resetTitle} onSubmit={onSubmit} sending={form.sending} submit={accountCopy.savePassword}>
        <TextField label={accountCopy.newPasswordLabel} type="password" autoComplete="new-password" {...form.field('password')} />
      </PageForm>
    </Panel>
  );
}
