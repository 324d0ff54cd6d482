import { adminMessages } from '@tarang/shared/admin';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button, buttonClass } from '../../components/ui/button';
import { TextField } from '../../components/ui/field';
import { AuthCard, CheckboxField } from './admin-layout';
import { adminLogin, serverErrorText } from './admin-api';
import { storeAdminToken } from './admin-session';

/**
 * spec 2 "Admin login": Email, Password, Show Password, Login and a link to sign-up.
 * spec 5: both fields are required and the e-mail format is checked by the input type,
 * so the browser's own validation runs before anything is sent.
 */
export function AdminLoginForm() {
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [sending, setSending] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSending(true);
    try {
      const result = await adminLogin({ email: email.trim(), password });
      if (result.ok && result.data?.token) {
        // spec 4 "Admin": store the token, say so, then go to the dashboard.
        storeAdminToken(result.data.token);
        window.alert(adminMessages.loginSuccess);
        navigate('/admin/dashboard');
        return;
      }
      // spec 8 "Admin": the server's error text, or 'Login failed'.
      window.alert(serverErrorText(result, adminMessages.loginFailed));
    } catch {
      window.alert(adminMessages.loginFailed);
    } finally {
      setSending(false);
    }
  }

  return (
    <AuthCard title="Admin Login" intro="Sign in to see users, contact requests and demo requests.">
      <form onSubmit={onSubmit} aria-label="Admin login" className="space-y-4">
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="username"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <TextField
          label="Password"
          name="password"
          type={showPassword ? 'text' : 'password'}
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <CheckboxField label="Show Password" checked={showPassword} onChange={setShowPassword} />
        <Button type="submit" busy={sending} className="w-full">
          Login
        </Button>
      </form>
      <SignupLink />
    </AuthCard>
  );
}

/**
 * The spec's "link to signup". Sign-up is by invitation (decisions.md "Security"): the
 * invite code is the obscure segment of /admin/{code}/Signup, so the link asks for the
 * code an operator sent and leads to that address.
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
