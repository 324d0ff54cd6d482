import { adminMeta } from '../features/admin/admin-meta';
import { adminRoutePage } from '../features/admin/admin-route';
import type { Route } from './+types/admin-signup';

export { clientOnly as clientLoader } from '../lib/client-only';

// /admin/{invitation}/Signup: open to whoever holds the invitation (docs/decisions/027-admin-security.md).
export const meta: Route.MetaFunction = () => adminMeta('Admin Sign Up');
export default adminRoutePage(() => import('../features/admin/signup-page').then((m) => m.AdminSignupPage));
