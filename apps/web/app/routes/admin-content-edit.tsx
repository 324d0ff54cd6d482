import { adminMeta } from '../features/admin/admin-meta';
import { adminRoutePage } from '../features/admin/admin-route';
import { requireAdminToken } from '../features/admin/admin-session';
import type { Route } from './+types/admin-content-edit';

export const meta: Route.MetaFunction = () => adminMeta('Admin Content Editor');
// /admin/content/new?kind=post|answer writes a new entry; /admin/content/:id edits one (docs/product.md "Content studio").
export const clientLoader = (): { token: string } => requireAdminToken();
export default adminRoutePage(() => import('../features/admin/content/content-editor-page').then((m) => m.AdminContentEditor));
