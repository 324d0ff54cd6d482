import { statsPaths } from '@tarang/shared/admin-stats';
import { listQuerySchema } from '@tarang/shared/admin';
import { auditActions, auditQuerySchema, securityPaths } from '@tarang/shared/admin-security';
import { privacyPaths } from '@tarang/shared/privacy';
import fc from 'fast-check';
import { adminMostly, anyText, cursorValue, field, isoInstant, listLimit, queryOf, validEmail } from '../inputs';
import { adminId, command, endpoint, get, noQuery, post } from './arbitraries';
import { pagedListModel } from './model';
import { ADMIN, type Target } from './target';

// The dashboard's calls: the lists and their export, the audit trail, the charts, the site's state, the
// administrators and their invitations, and a person's data.

/**
 * An admin's POST whose body names one person by e-mail (an invitation, a person's export or erasure):
 * a new address, or the signed-in admin's own, which some of them refuse.
 */
function personPost(path: string, allowed: number[]): Target {
  const person = fc.record({ email: field(fc.oneof(validEmail, fc.constant(ADMIN.email))) }, { requiredKeys: [] });
  return { ...endpoint('POST', path), requests: post(path, person, adminMostly), allowed, writes: true };
}
const listQuery = queryOf({
  from: isoInstant,
  to: isoInstant,
  q: fc.oneof(anyText, fc.constantFrom("' OR 1=1 --", '%', '_', '\\')),
  limit: listLimit,
  cursor: cursorValue,
});
const statsQuery = queryOf({
  from: isoInstant,
  to: isoInstant,
  tz: fc.oneof(fc.constantFrom('UTC', 'Asia/Kolkata', 'America/New_York', 'Asia/Kathmandu', 'Mars/Olympus', '', '+05:30'), anyText),
});
const auditQuery = queryOf({
  from: isoInstant,
  to: isoInstant,
  actor: fc.oneof(validEmail, fc.constantFrom('cli', 'CLI', "' OR 1=1 --", '%'), anyText),
  action: fc.oneof(fc.constantFrom(...auditActions), fc.constantFrom('LOGIN', 'drop', '', 'list.view '), anyText),
  limit: listLimit,
  cursor: cursorValue,
});

const listModel = pagedListModel(listQuerySchema);

const exportName = fc.oneof(
  fc.constantFrom('users', 'contacts', 'demos', 'subscribers'),
  fc.constantFrom('USERS', 'admins', 'sessions', '..%2Fusers', '%00', '%', 'users.csv', 'u'.repeat(150)),
  fc.string({ maxLength: 12 }).map(encodeURIComponent),
);

export const adminTargets: Target[] = [
  ...(['/api/auth/user/all', '/api/contact/all', '/api/demo/all', '/api/subscribe/all'] as const).map((p): Target => ({
    ...endpoint('GET', p),
    requests: get(p, listQuery, adminMostly),
    allowed: [200, 400, 401, 403],
    model: listModel,
  })),
  {
    ...endpoint('GET', '/api/admin/export/:name'),
    requests: get(
      exportName.map((n) => `/api/admin/export/${n}`),
      listQuery,
      adminMostly,
    ),
    allowed: [200, 400, 401, 403, 404, 414],
    kind: 'html-or-json',
  },
  {
    ...endpoint('GET', '/api/admin/audit'),
    requests: get('/api/admin/audit', auditQuery, adminMostly),
    allowed: [200, 400, 401, 403],
    model: pagedListModel(auditQuerySchema),
  },
  {
    ...endpoint('GET', '/api/admin/audit/export'),
    requests: get(securityPaths.auditExport, auditQuery, adminMostly),
    allowed: [200, 400, 401, 403],
    kind: 'html-or-json',
  },
  ...([statsPaths.daily, statsPaths.demosByService] as const).map(
    (p): Target => ({ ...endpoint('GET', p), requests: get(p, statsQuery, adminMostly), allowed: [200, 400, 401, 403] }),
  ),
  {
    ...endpoint('GET', '/api/admin/site-status'),
    requests: get('/api/admin/site-status', noQuery, adminMostly),
    allowed: [200, 401, 403],
  },
  ...([securityPaths.mySessions, securityPaths.admins, securityPaths.invitations] as const).map(
    (p): Target => ({ ...endpoint('GET', p), requests: get(p, noQuery, adminMostly), allowed: [200, 401, 403] }),
  ),
  command('POST', securityPaths.revokeOtherSessions, [200, 400, 401, 403, 413, 415], adminMostly),
  ...(['disable', 'enable', 'revoke-sessions'] as const).map(
    (action): Target => ({
      name: `POST /api/admin/admins/:id/${action}`,
      covers: [`post /api/admin/admins/{id}/${action}`],
      requests: post(
        adminId.map((id) => `${securityPaths.admins}/${id}/${action}`),
        fc.jsonValue(),
        adminMostly,
      ),
      allowed: [200, 400, 401, 403, 404, 413, 414, 415],
      writes: true,
    }),
  ),
  personPost(securityPaths.invitations, [201, 400, 401, 403, 409, 413, 415]),
  // docs/decisions/031-privacy-retention-erasure.md: a person's data, export and erase (an active admin's address: 409).
  personPost(privacyPaths.exportPerson, [200, 400, 401, 403, 413, 415]),
  personPost(privacyPaths.erasePerson, [200, 400, 401, 403, 409, 413, 415]),
  command('DELETE', `${securityPaths.invitations}/:id`, [200, 400, 401, 403, 404, 409, 413, 414, 415], adminMostly),
];
