import type { ReactNode } from 'react';
import { useLoaderData, useMatches, type ClientLoaderFunctionArgs, type MetaArgs } from 'react-router';
import { AdminLayout } from '../features/admin/admin-layout';
import { adminMeta } from '../features/admin/admin-meta';
import { requireAdminToken } from '../features/admin/admin-session';
import { AdminAudit } from '../features/admin/audit-view';
import { AdminDashboard } from '../features/admin/dashboard';
import { AdminLoginForm } from '../features/admin/login-form';
import { AdminSecurity } from '../features/admin/security-page';
import { AdminSignupPage } from '../features/admin/signup-page';

// Every admin page (product §2, §12) is this one client-only module under its own route id
// (apps/web/app/routes.ts). The route manifest that every public page loads then names one admin
// module with one list of imports, instead of one of each per admin page
// (docs/decisions/037-one-admin-route-module.md).

type Page = { title: string; signedIn: boolean; render: (token: string) => ReactNode };

const pages: Record<string, Page> = {
  'admin-login': {
    title: 'Admin Login',
    signedIn: false,
    render: () => (
      <AdminLayout>
        <AdminLoginForm />
      </AdminLayout>
    ),
  },
  'admin-signup': { title: 'Admin Sign Up', signedIn: false, render: () => <AdminSignupPage /> },
  'admin-dashboard': { title: 'Admin Dashboard', signedIn: true, render: (token) => <AdminDashboard token={token} /> },
  'admin-security': { title: 'Admin Security', signedIn: true, render: (token) => <AdminSecurity token={token} /> },
  'admin-audit': { title: 'Audit Trail', signedIn: true, render: (token) => <AdminAudit token={token} /> },
};

/** The admin page a route id names; routes.ts gives each admin route one of these ids. */
const pageFor = (id: string | undefined): Page => pages[id ?? ''] ?? pages['admin-login']!;

export const meta = ({ matches }: MetaArgs) => adminMeta(pageFor(matches.at(-1)?.id).title);

/** The sign-in and invitation pages are open; every other admin page needs a stored session first. */
export function clientLoader({ request }: ClientLoaderFunctionArgs): { token: string } {
  const last = new URL(request.url).pathname.replace(/\/+$/, '').split('/').pop()?.toLowerCase();
  return last === 'login' || last === 'signup' ? { token: '' } : requireAdminToken();
}

export default function AdminPage() {
  const { token } = useLoaderData<typeof clientLoader>();
  const id = useMatches().at(-1)?.id;
  return pageFor(id).render(token);
}
