import { adminLoginSchema, adminMessages } from '@tarang/shared/admin';
import { useState } from 'react';
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
const loadSchema = async () => adminLoginSchema;

/**
 * product §2 "Admin login": Email, Password, Show Password, Login and a link to sign-up.
 * product §5 "Admin login": both fields are required and the e-mail format is checked by the input
 * type, so the browser's own validation runs (no noValidate) before the shared schema and the call.
 */
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
      <form onSubmit={onSubmit} aria-label="Admin login" className="space-y-4">
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
        <form
          id="admin-invite"
          aria-label="Open your invitation"
          className="mt-4 space-y-3"
          onSubmit={(e) => {
            e.preventDefault();
            const trimmed = code.trim();
            if (trimmed) navigate(`/admin/${encodeURIComponent(trimmed)}/signup`);
          }}
        >
          <TextField
            label="Invitation code"
            name="code"
            required
            autoComplete="off"
            hint="The code in the sign-up link the site operator sent you."
            value={code}
            onChange={(e) => setCode(e.target.value)}
          />
          <button type="submit" className={buttonClass('secondary', 'w-full')}>
            Go to sign-up
          </button>
        </form>
      )}
    </div>
  );
}
