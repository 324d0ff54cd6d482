import { useLoaderData } from 'react-router';
import { adminMeta } from '../features/admin/admin-meta';
import { requireAdminToken } from '../features/admin/admin-session';
import { AdminAudit } from '../features/admin/audit-view';

// /admin/audit: the audit trail (docs/decisions/027-admin-security.md). Client-only, like the dashboard.
export const meta = () => adminMeta('Audit Trail');

export const clientLoader = requireAdminToken;

export default function AdminAuditPage() {
  const { token } = useLoaderData<typeof clientLoader>();
  return <AdminAudit token={token} />;
}
