import { adminLoginSchema, adminMessages } from '@tarang/shared/admin';
import { authMessages, emailSchema } from '@tarang/shared/auth';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button, buttonClass } from '../../components/ui/button';
import { TextField } from '../../components/ui/field';
import { alertFailure } from './alert-failure';
import { useZodForm } from '../../lib/use-zod-form';
import { AuthCard, CheckboxField } from './admin-layout';
import { adminLogin } from './admin-api';
import { storeAdminToken } from './admin-session';

const empty = { email: '', password: '' };
// The admin area is its own chunk, loaded only under /admin: its schemas can come with it.
// product §5 "Admin login": both fields are required and the e-mail's format is checked, here by the
// schema (with the visitor form's message) rather than by the browser's bubble, so every message is the
// app's own, under its field, as on every other form (docs/decisions/024-focus-after-a-failed-submit.md).
// The server's schema stays as it is: a malformed address is simply a failed login there.
const formSchema = adminLoginSchema.extend({ email: emailSchema(authMessages.emailRequired, authMessages.emailInvalid) });
const loadSchema = async () => formSchema;

/** product §2 "Admin login": Email, Password, Show Password, Login and a link to sign-up. */
export function AdminLoginForm() {
  const navigate = useNavigate();
  const form = useZodForm(loadSchema, empty);
  const [showPassword, setShowPassword] = useState(false);

  const onSubmit = form.submit({
    send: adminLogin,
    sent(result) {
      // product §8 "Admin": an answer without a token is a failed login.
      if (!result.data?.token) return window.alert(adminMessages.loginFailed);
      // product §4 "Admin": store the token, say so, then go to the dashboard.
      storeAdminToken(result.data.token);
      window.alert(adminMessages.loginSuccess);
      navigate('/admin/dashboard');
    },
    ...alertFailure(adminMessages.loginFailed),
  });

  return (
    <AuthCard title="Admin Login" intro="Sign in to see users, contact requests and demo requests.">
      {/* noValidate: `required` and type=email still tell assistive technology what is asked; the schema judges. */}
      <form noValidate onSubmit={onSubmit} aria-label="Admin login" className="space-y-4">
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
      <SignupLink />
    </AuthCard>
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
    const trimmed = code.trim();
    if (trimmed) return navigate(`/admin/${encodeURIComponent(trimmed)}/signup`);
    setError(adminMessages.inviteCodeRequired);
    (event.currentTarget.elements.namedItem('code') as HTMLInputElement | null)?.focus();
  }

  return (
    <div className="mt-6 border-t border-ink-200 pt-5 text-sm text-ink-600">
      <p>
        New administrator?{' '}
        <button
          type="button"
          aria-expanded={open}
          aria-controls="admin-invite"
          onClick={() => setOpen((o) => !o)}
          className="font-semibold text-brand-700 underline-offset-2 hover:underline"
        >
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
            hint="The code in the sign-up link the site operator sent you."
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
