import { useLoaderData } from 'react-router';
import { adminMeta } from '../features/admin/admin-meta';
import { requireAdminToken } from '../features/admin/admin-session';
import { AdminSecurity } from '../features/admin/security-page';

// /admin/security (docs/decisions/027-admin-security.md). Client-only: served with the SPA shell.
export const meta = () => adminMeta('Admin Security');

export const clientLoader = requireAdminToken;

export default function AdminSecurityPage() {
  const { token } = useLoaderData<typeof clientLoader>();
  return <AdminSecurity token={token} />;
}
