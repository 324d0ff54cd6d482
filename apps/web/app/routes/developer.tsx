import { site } from '../config/site';
import { lazyPage } from '../lib/lazy-page';
import { pageMeta } from '../lib/seo';
import type { Route } from './+types/developer';

export { clientOnly as clientLoader } from '../lib/client-only';

// /developer: a signed-in visitor's console: the getting-started checklist, test key, DLT registrations and
// test request log (docs/product.md §15, docs/decisions/034-test-mode.md, 048-developer-console.md). Client-only like the admin pages: not prerendered, answered with the
// SPA shell. The page's code is imported here, not by the route, so the route manifest every public page
// loads does not list its chunks (docs/decisions/037-one-admin-route-module.md).
export const meta: Route.MetaFunction = () => pageMeta({ title: `Developer console | ${site.name}`, description: 'Your getting-started checklist, test API key, DLT templates and test request log.', path: '/developer', noindex: true });

export default lazyPage(() => import('../features/developer/developer-page').then((m) => m.DeveloperPage));
