// The four tables the admin dashboard lists, as the server and the dashboard both name them. Without
// zod, so importing a path or a name never pulls the schema library into a page.

export const tableKinds = ['users', 'contacts', 'demos', 'subscribers'] as const;
export type TableKind = (typeof tableKinds)[number];

/** The database table behind each kind. */
export const tableNames = {
  users: 'users',
  contacts: 'contact_requests',
  demos: 'demo_requests',
  subscribers: 'subscribers',
} as const satisfies Record<TableKind, string>;

/** product §7: the list calls, one per kind, admin token only. */
export const listPaths = {
  users: '/api/auth/user/all',
  contacts: '/api/contact/all',
  demos: '/api/demo/all',
  subscribers: '/api/subscribe/all',
} as const satisfies Record<TableKind, string>;

const EXPORT_BASE = '/api/admin/export';
/** The CSV export route; `:name` is a table kind. */
export const EXPORT_ROUTE = `${EXPORT_BASE}/:name`;
/** Where each kind's CSV export is fetched. */
export const exportPaths = {
  users: `${EXPORT_BASE}/users`,
  contacts: `${EXPORT_BASE}/contacts`,
  demos: `${EXPORT_BASE}/demos`,
  subscribers: `${EXPORT_BASE}/subscribers`,
} as const satisfies Record<TableKind, string>;

/** The response header that carries a list's total, whatever page is asked for. */
export const TOTAL_COUNT_HEADER = 'x-total-count';
