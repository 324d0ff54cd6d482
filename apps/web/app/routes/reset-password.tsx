import { site } from '../config/site';
import { lazyPage } from '../lib/lazy-page';
import { pageMeta } from '../lib/seo';
import type { Route } from './+types/reset-password';

export { clientOnly as clientLoader } from '../lib/client-only';

// /reset-password: asks for a reset link, or with the e-mailed link's token chooses a new password
// (docs/decisions/046-visitor-verification-and-reset.md). Client-only like /developer.
export const meta: Route.MetaFunction = () => pageMeta({ title: `Reset your password | ${site.name}`, description: 'Choose a new password for your account.', path: '/reset-password', noindex: true });

export default lazyPage(() => import('../features/auth/account-pages').then((m) => m.ResetPasswordPage));
