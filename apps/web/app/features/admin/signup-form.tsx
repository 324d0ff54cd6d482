import { adminMessages, adminSignupSchema, ADMIN_PASSWORD_MIN } from '@tarang/shared/admin';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/field';
import { alertFailure } from './alert-failure';
import { useZodForm } from '../../lib/use-zod-form';
import { AuthCard, CheckboxField } from './admin-layout';
import { adminSignup } from './admin-api';

// The invite code is the address's segment, not something the admin types: the server checks it.
const formSchema = adminSignupSchema.omit({ code: true });
const loadSchema = async () => formSchema;

/**
 * product §2 "Admin signup" and §5: First Name, Last Name (not sent), Email, Password, Confirm Password
 * and the terms checkbox. The invite code is the path segment the server checks (product §12); First
 * Name goes as `name`. noValidate, and no native length rule: the browser's own bubble would hide the
 * schema's messages, such as 'Password must be at least 12 characters'; `required` stays for assistive
 * technology.
 */
export function AdminSignupForm({ code, email }: { code: string; email: string }) {
  const navigate = useNavigate();
  // First Name is the schema's `name`, so the server's field errors land under it too. The invitation is
  // bound to one address (docs/decisions/027-admin-security.md): Email comes filled in and cannot be changed.
  const form = useZodForm(loadSchema, { name: '', lastName: '', email, password: '', confirmPassword: '' });
  const [agreed, setAgreed] = useState(false);

  const onSubmit = form.submit({
    async send({ name, password }) {
      // product §5 "Admin signup": a mismatch is alerted and nothing is sent.
      if (password !== form.values.confirmPassword) {
        window.alert(adminMessages.passwordsDoNotMatch);
        return null;
      }
      return adminSignup({ code, email, password, ...(name ? { name } : {}) });
    },
    sent() {
      window.alert(adminMessages.signupSuccess);
      navigate('/admin/login');
    },
    ...alertFailure(adminMessages.signupFailed),
  });

  return (
    <AuthCard title="Admin Sign Up" intro="Create your administrator account with the invitation you were sent.">
      <form noValidate onSubmit={onSubmit} aria-label="Admin sign-up" className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="First Name" autoComplete="given-name" maxLength={100} {...form.field('name')} />
          {/* product §2: Last Name is asked for but not sent. */}
          <TextField label="Last Name" autoComplete="family-name" {...form.field('lastName')} />
        </div>
        <TextField label="Email" type="email" autoComplete="email" required readOnly hint="The address your invitation was sent to." className="[&_input]:bg-ink-50" {...form.field('email')} />
        <TextField label="Password" type="password" autoComplete="new-password" required hint={`At least ${ADMIN_PASSWORD_MIN} characters.`} {...form.field('password')} />
        <TextField label="Confirm Password" type="password" autoComplete="new-password" required {...form.field('confirmPassword')} />
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
        {/* product §5 "Admin signup": Sign Up stays disabled until the terms are accepted. */}
        <Button type="submit" busy={form.sending} disabled={!agreed} className="w-full">
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
