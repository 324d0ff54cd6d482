import { lazy, Suspense } from 'react';
import { site } from '../config/site';
import { pageMeta } from '../lib/seo';
import type { Route } from './+types/verify-email';

// /verify-email?token=…: the verification e-mail's link (docs/decisions/046-visitor-verification-and-reset.md).
// Client-only like /developer: not prerendered, answered with the SPA shell, its code loaded on demand.
export const meta: Route.MetaFunction = () => pageMeta({ title: `Verify your e-mail | ${site.name}`, description: 'Verify the e-mail address of your account.', path: '/verify-email', noindex: true });

const VerifyEmailPage = lazy(() => import('../features/auth/account-pages').then((m) => ({ default: m.VerifyEmailPage })));

export default function VerifyEmailRoute() {
  return (
    <Suspense fallback={null}>
      <VerifyEmailPage />
    </Suspense>
  );
}
