import { adminMeta } from '../features/admin/admin-meta';
import { adminRoutePage } from '../features/admin/admin-route';
import { requireAdminToken } from '../features/admin/admin-session';
import type { Route } from './+types/admin-analytics';

export const meta: Route.MetaFunction = () => adminMeta('Admin Analytics');
// A stored session first, else the login page (docs/decisions/050-cookieless-analytics.md).
export const clientLoader = (): { token: string } => requireAdminToken();
export default adminRoutePage(() => import('../features/admin/analytics/analytics-page').then((m) => m.AdminAnalytics));
