import { redirect, useLoaderData } from 'react-router';
import { adminMeta } from '../features/admin/admin-meta';
import { readAdminToken } from '../features/admin/admin-session';
import { AdminDashboard } from '../features/admin/dashboard';

// product §2: /admin/Dashboard (and /admin/dashboard). Client-only: served with the SPA shell.
export const meta = () => adminMeta('Admin Dashboard');

// product §12: without an admin session the dashboard goes to /admin/login
// before anything renders; a token the server refuses is handled on the first 401.
export function clientLoader() {
  const token = readAdminToken();
  if (!token) throw redirect('/admin/login');
  return { token };
}

export default function AdminDashboardPage() {
  const { token } = useLoaderData<typeof clientLoader>();
  return <AdminDashboard token={token} />;
}
