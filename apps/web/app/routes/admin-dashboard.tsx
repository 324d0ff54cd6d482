import { adminMeta } from '../features/admin/admin-meta';
import { adminRoutePage } from '../features/admin/admin-route';
import { requireAdminToken } from '../features/admin/admin-session';
import type { Route } from './+types/admin-dashboard';

export const meta: Route.MetaFunction = () => adminMeta('Admin Dashboard');
// A stored session first, else the login page (product §12).
export const clientLoader = (): { token: string } => requireAdminToken();
export default adminRoutePage(() => import('../features/admin/dashboard').then((m) => m.AdminDashboard));
