import { adminMeta } from '../features/admin/admin-meta';
import { adminRoutePage } from '../features/admin/admin-route';
import { requireAdminToken } from '../features/admin/admin-session';
import type { Route } from './+types/admin-security';

export const meta: Route.MetaFunction = () => adminMeta('Admin Security');
// A stored session first, else the login page (docs/decisions/027-admin-security.md).
export const clientLoader = (): { token: string } => requireAdminToken();
export default adminRoutePage(() => import('../features/admin/security-page').then((m) => m.AdminSecurity));
