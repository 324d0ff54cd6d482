import { redirect, useLoaderData } from 'react-router';
import { adminMeta } from '../features/admin/admin-meta';
import { readAdminToken } from '../features/admin/admin-session';
import { AdminSecurity } from '../features/admin/security-page';

// /admin/security (docs/decisions/027-admin-security.md). Client-only: served with the SPA shell.
export const meta = () => adminMeta('Admin Security');

// As the dashboard: without an admin session, /admin/login before anything renders; a token the
// server refuses is handled on the first 401 or 403.
export function clientLoader() {
  const token = readAdminToken();
  if (!token) throw redirect('/admin/login');
  return { token };
}

export default function AdminSecurityPage() {
  const { token } = useLoaderData<typeof clientLoader>();
  return <AdminSecurity token={token} />;
}
