import { redirect, useLoaderData } from 'react-router';
import { adminMeta } from '../features/admin/admin-meta';
import { readAdminToken } from '../features/admin/admin-session';
import { AdminAudit } from '../features/admin/audit-view';

// /admin/audit: the audit trail (docs/decisions/027-admin-security.md). Client-only, like the dashboard.
export const meta = () => adminMeta('Audit Trail');

// product §12: without an admin session the page goes to /admin/login before anything renders;
// a token the server refuses is handled on the first 401.
export function clientLoader() {
  const token = readAdminToken();
  if (!token) throw redirect('/admin/login');
  return { token };
}

export default function AdminAuditPage() {
  const { token } = useLoaderData<typeof clientLoader>();
  return <AdminAudit token={token} />;
}
