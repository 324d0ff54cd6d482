import { adminMeta } from '../features/admin/admin-meta';
import { adminRoutePage } from '../features/admin/admin-route';
import { requireAdminToken } from '../features/admin/admin-session';
import type { Route } from './+types/admin-content';

export const meta: Route.MetaFunction = () => adminMeta('Admin Content');
// A stored session first, else the login page (docs/product.md "Content studio").
export const clientLoader = (): { token: string } => requireAdminToken();
export default adminRoutePage(() => import('../features/admin/content/content-list-page').then((m) => m.AdminContentList));
