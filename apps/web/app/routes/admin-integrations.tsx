import { useLoaderData } from 'react-router';
import { adminMeta } from '../features/admin/admin-meta';
import { requireAdminToken } from '../features/admin/admin-session';
import { AdminIntegrations } from '../features/admin/integrations-page';

// /admin/integrations: CRM webhooks (docs/decisions/033-webhooks.md). Client-only: served with the SPA shell.
export const meta = () => adminMeta('Admin Integrations');

export const clientLoader = requireAdminToken;

export default function AdminIntegrationsPage() {
  const { token } = useLoaderData<typeof clientLoader>();
  return <AdminIntegrations token={token} />;
}
