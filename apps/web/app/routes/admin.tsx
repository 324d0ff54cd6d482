import { type ComponentType, lazy, Suspense } from 'react';
import { useMatches } from 'react-router';
import { adminMeta } from '../features/admin/admin-meta';
import { requireAdminToken } from '../features/admin/admin-session';
import type { Route } from './+types/admin';

// Every admin page (product §2, §12) is this one client-only module under its own route id
// (apps/web/app/routes.ts), and each page's code is imported when it opens. The route manifest that
// every public page loads then names one admin module with a short list of imports, instead of one
// module and a dozen chunks per admin page (docs/decisions/037-one-admin-route-module.md).

type Page = { title: string; Page: ComponentType<{ token: string }> };

/** A page module's named export as a lazily loaded component. */
const page = <K extends string>(load: () => Promise<Record<K, ComponentType<{ token: string }>>>, name: K) =>
  lazy(() => load().then((m) => ({ default: m[name] })));

const pages: Record<string, Page> = {
  'admin-login': { title: 'Admin Login', Page: page(() => import('../features/admin/login-page'), 'AdminLoginPage') },
  'admin-signup': { title: 'Admin Sign Up', Page: page(() => import('../features/admin/signup-page'), 'AdminSignupPage') },
  'admin-dashboard': { title: 'Admin Dashboard', Page: page(() => import('../features/admin/dashboard'), 'AdminDashboard') },
  'admin-security': { title: 'Admin Security', Page: page(() => import('../features/admin/security-page'), 'AdminSecurity') },
  'admin-audit': { title: 'Audit Trail', Page: page(() => import('../features/admin/audit-view'), 'AdminAudit') },
  'admin-integrations': { title: 'Admin Integrations', Page: page(() => import('../features/admin/integrations-page'), 'AdminIntegrations') },
};

/** The admin page a route id names; routes.ts gives each admin route one of these ids. */
const pageFor = (id: string | undefined): Page => pages[id ?? ''] ?? pages['admin-login']!;

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(pageFor(matches.at(-1)?.id).title);

/** The sign-in and invitation pages are open; every other admin page needs a stored session first. */
export function clientLoader({ request }: Route.ClientLoaderArgs): { token: string } {
  const last = new URL(request.url).pathname.replace(/\/+$/, '').split('/').pop()?.toLowerCase();
  return last === 'login' || last === 'signup' ? { token: '' } : requireAdminToken();
}

export default function AdminPage({ loaderData }: Route.ComponentProps) {
  const { token } = loaderData;
  const { Page } = pageFor(useMatches().at(-1)?.id);
  return (
    <Suspense fallback={null}>
      <Page token={token} />
    </Suspense>
  );
}
