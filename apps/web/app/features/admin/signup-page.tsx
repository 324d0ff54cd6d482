import { securityMessages } from '@tarang/shared/admin-security';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { AdminLayout, AuthCard } from './admin-layout';
import { checkInvitation } from './admin-api';
import { AdminSignupForm } from './signup-form';

// product §2: /admin/{name}/Signup. The segment is a single-use invitation token bound to one address
// (docs/decisions/027-admin-security.md): the page asks the server whether it can be used before showing the form.
type Check = { state: 'checking' } | { state: 'valid'; email: string } | { state: 'invalid' } | { state: 'failed' };

export function AdminSignupPage() {
  const { code = '' } = useParams();
  const [attempt, setAttempt] = useState(0);
  // The answer for which token and try: an answer for another one means this one is still being checked.
  const [answer, setAnswer] = useState<{ key: string; check: Check }>();
  const key = `${attempt}:${code}`;
  const check: Check = answer?.key === key ? answer.check : { state: 'checking' };

  useEffect(() => {
    const controller = new AbortController();
    checkInvitation(code, controller.signal).then(
      (result) => {
        if (result.ok && result.data?.email) setAnswer({ key, check: { state: 'valid', email: result.data.email } });
        else setAnswer({ key, check: { state: result.status === 404 || result.status === 400 ? 'invalid' : 'failed' } });
      },
      () => {
        if (!controller.signal.aborted) setAnswer({ key, check: { state: 'failed' } });
      },
    );
    return () => controller.abort();
  }, [code, key]);

  return (
    <AdminLayout>
      {check.state === 'valid' ? (
        <AdminSignupForm code={code} email={check.email} />
      ) : check.state === 'invalid' ? (
        <AuthCard title="This invitation can't be used" intro={securityMessages.invitationInvalid}>
          <Link to="/admin/login" className="font-semibold text-brand-700 underline-offset-2 hover:underline">
            Go to the admin login
          </Link>
        </AuthCard>
      ) : check.state === 'failed' ? (
        <AuthCard title="Admin Sign Up" intro="Your invitation could not be checked just now.">
          <Button variant="secondary" onClick={() => setAttempt((a) => a + 1)}>
            Try again
          </Button>
        </AuthCard>
      ) : (
        <AuthCard title="Admin Sign Up" intro="Checking your invitation…">
          <p role="status" className="sr-only">
            Checking your invitation…
          </p>
        </AuthCard>
      )}
    </AdminLayout>
  );
}
