import { useLoaderData } from 'react-router';
import { adminMeta } from '../features/admin/admin-meta';
import { requireAdminToken } from '../features/admin/admin-session';
import { AdminDashboard } from '../features/admin/dashboard';

// product §2: /admin/Dashboard (and /admin/dashboard). Client-only: served with the SPA shell.
export const meta = () => adminMeta('Admin Dashboard');

export const clientLoader = requireAdminToken;

export default function AdminDashboardPage() {
  const { token } = useLoaderData<typeof clientLoader>();
  return <AdminDashboard token={token} />;
}
