import { site } from '../config/site';
import { lazyPage } from '../lib/lazy-page';
import { pageMeta } from '../lib/seo';
import type { Route } from './+types/verify-email';

export { clientOnly as clientLoader } from '../lib/client-only';

// /verify-email?token=…: the verification e-mail's link (docs/decisions/046-visitor-verification-and-reset.md).
// Client-only like /developer: not prerendered, answered with the SPA shell, its code loaded on demand.
export const meta: Route.MetaFunction = () => pageMeta({ title: `Verify your e-mail | ${site.name}`, description: 'Verify the e-mail address of your account.', path: '/verify-email', noindex: true });

export default lazyPage(() => import('../features/auth/account-pages').then((m) => m.VerifyEmailPage));
