import { adminLoginSchema, adminMessages } from '@tarang/shared/admin';
import { securityMessages, type AdminLoginStep } from '@tarang/shared/admin-security';
import { authMessages, emailSchema } from '@tarang/shared/auth';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button, buttonClass } from '../../components/ui/button';
import { TextField } from '../../components/ui/field';
import { errorText } from '../../lib/api';
import { alertFailure } from './alert-failure';
import { useZodForm } from '../../lib/use-zod-form';
import { AuthCard, CheckboxField } from './admin-layout';
import { adminLogin, adminLogout, verifyCode } from './admin-api';
import { storeAdminToken } from './admin-session';
import { dashboardPathFrom } from './lead-link';
import { invitationFromInput } from './security-text';
import { Enrolment, loadCodeSchema, sessionGone, StepHeading } from './enrolment';

// The admin area is its own chunk, loaded only under /admin: its schemas can come with it.
// product §5 "Admin login": both fields are required and the e-mail's format is checked, here by the
// schema (with the visitor form's message) rather than by the browser's bubble, so every message is the
// app's own, under its field, as on every other form (docs/decisions/024-focus-after-a-failed-submit.md).
// The server's schema stays as it is: a malformed address is simply a failed login there.
const formSchema = adminLoginSchema.extend({ email: emailSchema(authMessages.emailRequired, authMessages.emailInvalid) });
const loadSchema = async () => formSchema;

/**
 * product §2 "Admin login", in two steps (docs/decisions/027-admin-security.md): the password, then a code
 * from the authenticator app, or at the first login the enrolment. The password step's token is held here,
 * in memory only, until the second step signs the session in; only then is it stored (product §6) and
 * 'Login successful!' alerted.
 */
export function AdminLoginForm() {
  const navigate = useNavigate();
  const [step, setStep] = useState<AdminLoginStep>();
  // Set when the second step sends the admin back to the password: a (possibly empty) sentence saying why.
  const [notice, setNotice] = useState<string>();

  function signedIn(token: string) {
    // product §4 "Admin": store the token, say so, then go to the dashboard (on the lead a link named, lead-link.ts).
    storeAdminToken(token);
    window.alert(adminMessages.loginSuccess);
    navigate(dashboardPathFrom(window.location.search));
  }

  // Back to the password (asked for, or the half-finished session was refused). The half-finished session is
  // ended on the server too, as a logout would (docs/decisions/027-admin-security.md); its answer changes nothing here.
  function restart(message = 'Your sign-in expired. Please log in again.') {
    if (step) adminLogout(step.token).catch(() => {});
    setStep(undefined);
    setNotice(message);
  }

  return (
    <AuthCard title="Admin Login" intro={step ? (step.next === 'code' ? securityMessages.codeStep : securityMessages.enrolStep) : 'Sign in to see users, contact requests and demo requests.'}>
      {!step ? (
        <>
          <PasswordStep
            notice={notice}
            onStep={(next) => {
              setNotice(undefined);
              setStep(next);
            }}
          />
          <SignupLink />
        </>
      ) : step.next === 'code' ? (
        <CodeStep token={step.token} onSignedIn={() => signedIn(step.token)} onRestart={restart} />
      ) : (
        <Enrolment token={step.token} onDone={() => signedIn(step.token)} onSessionEnded={() => restart()} />
      )}
    </AuthCard>
  );
}

const empty = { email: '', password: '' };

function PasswordStep({ notice, onStep }: { notice: string | undefined; onStep: (step: AdminLoginStep) => void }) {
  const form = useZodForm(loadSchema, empty);
  const [showPassword, setShowPassword] = useState(false);
  // Back from the second step, focus starts again at Email (on a first visit it stays where the page put it).
  const formRef = useRef<HTMLFormElement>(null);
  const returned = notice !== undefined;
  useEffect(() => {
    if (returned) formRef.current?.querySelector('input')?.focus();
  }, [returned]);

  const onSubmit = form.submit({
    send: adminLogin,
    sent(result) {
      // product §8 "Admin": an answer without a token is a failed login.
      if (!result.data?.token || (result.data.next !== 'code' && result.data.next !== 'enrol')) return window.alert(adminMessages.loginFailed);
      onStep(result.data);
    },
    // A refusal alerts the server's sentence (429: securityMessages.tooManyFailures), no answer 'Login failed'.
    ...alertFailure(adminMessages.loginFailed),
  });

  return (
    <>
      {notice && (
        <p role="status" className="mb-4 rounded bg-brand-50 px-3 py-2 text-sm text-ink-900">
          {notice}
        </p>
      )}
      {/* noValidate: `required` and type=email still tell assistive technology what is asked; the schema judges. */}
      <form ref={formRef} noValidate onSubmit={onSubmit} aria-label="Admin login" className="space-y-4">
        <TextField label="Email" type="email" autoComplete="username" required {...form.field('email')} />
        <TextField
          label="Password"
          type={showPassword ? 'text' : 'password'}
          autoComplete="current-password"
          required
          {...form.field('password')}
        />
        <CheckboxField label="Show Password" checked={showPassword} onChange={setShowPassword} />
        <Button type="submit" busy={form.sending} className="w-full">
          Login
        </Button>
      </form>
    </>
  );
}

/** A button that reads as a link in the card's text: the sign-up disclosure and "start again". */
const linkButtonClass = 'font-semibold text-brand-700 underline-offset-2 hover:underline';

/** The second step: a code from the app, or one of the recovery codes. A wrong one is said under the field, which takes focus. */
function CodeStep({ token, onSignedIn, onRestart }: { token: string; onSignedIn: () => void; onRestart: (message?: string) => void }) {
  const form = useZodForm(loadCodeSchema, { code: '' });

  const onSubmit = form.submit({
    send: ({ code }) => verifyCode(token, code),
    sent: onSignedIn,
    refused(result) {
      if (sessionGone(result)) return onRestart(errorText(result, 'Your sign-in expired. Please log in again.'));
      if (!result.error?.fields) form.setErrors({ code: errorText(result, securityMessages.codeInvalid) });
    },
    failed() {
      form.setErrors({ code: 'The code could not be checked. Please try again.' });
    },
  });

  return (
    <div className="space-y-4">
      <StepHeading>Two-factor sign-in</StepHeading>
      <form noValidate onSubmit={onSubmit} aria-label="Two-factor sign-in" className="space-y-4">
        <TextField
          label="Code"
          inputMode="numeric"
          autoComplete="one-time-code"
          required
          maxLength={32}
          hint="Lost your app? A recovery code works here too."
          {...form.field('code')}
        />
        <Button type="submit" busy={form.sending} className="w-full">
          Verify
        </Button>
      </form>
      <button type="button" onClick={() => onRestart('')} className={`text-sm ${linkButtonClass}`}>
        Start again with your password
      </button>
    </div>
  );
}

/**
 * product §2's "link to signup". Sign-up is by invitation (product §12): the invite code is the
 * obscure segment of /admin/{code}/Signup, so the link asks for the code an operator sent and leads
 * to that address.
 */
function SignupLink() {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();

  // The app's message under the field, not the browser's bubble, as on every form; focus goes to the field.
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const invitation = invitationFromInput(code);
    if (invitation) return navigate(`/admin/${encodeURIComponent(invitation)}/signup`);
    setError(adminMessages.inviteCodeRequired);
    (event.currentTarget.elements.namedItem('code') as HTMLInputElement | null)?.focus();
  }

  return (
    <div className="mt-6 border-t border-ink-200 pt-5 text-sm text-ink-600">
      <p>
        New administrator?{' '}
        <button type="button" aria-expanded={open} aria-controls="admin-invite" onClick={() => setOpen((o) => !o)} className={linkButtonClass}>
          Sign up with your invitation
        </button>
      </p>
      {open && (
        <form id="admin-invite" aria-label="Open your invitation" noValidate className="mt-4 space-y-3" onSubmit={onSubmit}>
          <TextField
            label="Invitation code"
            name="code"
            required
            autoComplete="off"
            hint="Paste the sign-up link from your invitation e-mail, or just its code."
            error={error}
            value={code}
            onChange={(e) => {
              setCode(e.target.value);
              setError(undefined);
            }}
          />
          <button type="submit" className={buttonClass('secondary', 'w-full')}>
            Go to sign-up
          </button>
        </form>
      )}
    </div>
  );
}
