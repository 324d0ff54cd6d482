import { site } from '../config/site';
import { lazyPage } from '../lib/lazy-page';
import { pageMeta } from '../lib/seo';
import type { Route } from './+types/account';

export { clientOnly as clientLoader } from '../lib/client-only';

// /account: a signed-in visitor's name, password, e-mail address, sessions and account deletion; it also
// opens the e-mail change link (docs/decisions/047-visitor-account-page.md). Client-only like /developer:
// not prerendered, answered with the SPA shell, its code loaded by the page, not the route manifest.
export const meta: Route.MetaFunction = () => pageMeta({ title: `Your account | ${site.name}`, description: 'Your name, password, e-mail address and sessions.', path: '/account', noindex: true });

export default lazyPage(() => import('../features/account/account-page').then((m) => m.AccountPage));
