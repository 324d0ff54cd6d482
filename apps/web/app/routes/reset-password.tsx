import { lazy, Suspense } from 'react';
import { site } from '../config/site';
import { pageMeta } from '../lib/seo';
import type { Route } from './+types/reset-password';

// /reset-password: asks for a reset link, or with the e-mailed link's token chooses a new password
// (docs/decisions/046-visitor-verification-and-reset.md). Client-only like /developer.
export const meta: Route.MetaFunction = () => pageMeta({ title: `Reset your password | ${site.name}`, description: 'Choose a new password for your account.', path: '/reset-password', noindex: true });

const ResetPasswordPage = lazy(() => import('../features/auth/account-pages').then((m) => ({ default: m.ResetPasswordPage })));

export default function ResetPasswordRoute() {
  return (
    <Suspense fallback={null}>
      <ResetPasswordPage />
    </Suspense>
  );
}
