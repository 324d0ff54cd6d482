import { adminMeta } from '../features/admin/admin-meta';
import { adminRoutePage } from '../features/admin/admin-route';
import { requireAdminToken } from '../features/admin/admin-session';
import type { Route } from './+types/admin-dashboard';

export const meta: Route.MetaFunction = () => adminMeta('Admin Dashboard');
// A stored session first, else the login page (product §12), which then opens the lead a link named.
export const clientLoader = ({ request }: Route.ClientLoaderArgs): { token: string } => requireAdminToken(new URL(request.url).search);
export default adminRoutePage(() => import('../features/admin/dashboard').then((m) => m.AdminDashboard));
