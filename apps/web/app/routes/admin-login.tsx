import { adminMeta } from '../features/admin/admin-meta';
import { adminRoutePage } from '../features/admin/admin-route';
import type { Route } from './+types/admin-login';

export { clientOnly as clientLoader } from '../lib/client-only';

// /admin/login: open to anyone (product §12).
export const meta: Route.MetaFunction = () => adminMeta('Admin Login');
export default adminRoutePage(() => import('../features/admin/login-page').then((m) => m.AdminLoginPage));
