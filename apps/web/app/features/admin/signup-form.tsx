import { ADMIN_PASSWORD_MIN, adminMessages } from '@tarang/shared/admin';
import type { FieldErrors } from '@tarang/shared/validation';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/field';
import { AuthCard, CheckboxField } from './admin-layout';
import { adminSignup, serverErrorText } from './admin-api';

const empty = { firstName: '', lastName: '', email: '', password: '', confirmPassword: '' };
type Values = typeof empty;

/**
 * spec 2 "Admin signup" and spec 5: First Name, Last Name (not sent), Email, Password,
 * Confirm Password and the terms checkbox. The invite code is the path segment the server
 * checks (decisions.md "Security"); First Name goes as `name`.
 */
export function AdminSignupForm({ code }: { code: string }) {
  const navigate = useNavigate();
  const [values, setValues] = useState<Values>(empty);
  const [agreed, setAgreed] = useState(false);
  const [sending, setSending] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});

  const set = (name: keyof Values) => (e: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [name]: e.target.value }));
    setFieldErrors((errors) => {
      if (!(name in errors)) return errors;
      const next = { ...errors };
      delete next[name];
      return next;
    });
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!agreed) return;
    // spec 5: a mismatch is alerted and nothing is sent.
    if (values.password !== values.confirmPassword) {
      window.alert(adminMessages.passwordsDoNotMatch);
      return;
    }
    setSending(true);
    try {
      const name = values.firstName.trim();
      const result = await adminSignup({ code, email: values.email.trim(), password: values.password, ...(name ? { name } : {}) });
      if (result.ok) {
        window.alert(adminMessages.signupSuccess);
        navigate('/admin/login');
        return;
      }
      // The server's field messages also show under the fields they concern ('name' is First Name).
      const fields = result.error?.fields ?? {};
      setFieldErrors({ ...fields, ...(fields.name ? { firstName: fields.name } : {}) });
      window.alert(serverErrorText(result, adminMessages.signupFailed));
    } catch {
      window.alert(adminMessages.signupFailed);
    } finally {
      setSending(false);
    }
  }

  return (
    <AuthCard title="Admin Sign Up" intro="Create your administrator account with the invitation you were sent.">
      <form onSubmit={onSubmit} aria-label="Admin sign-up" className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="First Name" name="firstName" autoComplete="given-name" maxLength={100} value={values.firstName} error={fieldErrors.firstName} onChange={set('firstName')} />
          {/* spec 2: Last Name is asked for but not sent. */}
          <TextField label="Last Name" name="lastName" autoComplete="family-name" value={values.lastName} onChange={set('lastName')} />
        </div>
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          value={values.email}
          error={fieldErrors.email}
          onChange={set('email')}
        />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="new-password"
          required
          minLength={ADMIN_PASSWORD_MIN}
          hint={`At least ${ADMIN_PASSWORD_MIN} characters.`}
          value={values.password}
          error={fieldErrors.password}
          onChange={set('password')}
        />
        <TextField
          label="Confirm Password"
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          required
          value={values.confirmPassword}
          onChange={set('confirmPassword')}
        />
        <CheckboxField
          name="terms"
          checked={agreed}
          onChange={setAgreed}
          label={
            <>
              I agree to the{' '}
              <Link to="/Term-Condition" target="_blank" rel="noopener" className="font-semibold text-brand-700 underline">
                Terms and Conditions
              </Link>
            </>
          }
        />
        {/* spec 5: Sign Up stays disabled until the terms are accepted. */}
        <Button type="submit" busy={sending} disabled={!agreed} className="w-full">
          Sign Up
        </Button>
      </form>
      <p className="mt-6 border-t border-ink-200 pt-5 text-sm text-ink-600">
        Already have an account?{' '}
        <Link to="/admin/login" className="font-semibold text-brand-700 underline-offset-2 hover:underline">
          Login
        </Link>
      </p>
    </AuthCard>
  );
}
