import { adminMeta } from '../features/admin/admin-meta';
import { adminRoutePage } from '../features/admin/admin-route';
import { requireAdminToken } from '../features/admin/admin-session';
import type { Route } from './+types/admin-integrations';

export const meta: Route.MetaFunction = () => adminMeta('Admin Integrations');
// A stored session first, else the login page (docs/decisions/033-webhooks.md).
export const clientLoader = (): { token: string } => requireAdminToken();
export default adminRoutePage(() => import('../features/admin/integrations-page').then((m) => m.AdminIntegrations));
