import { leadPaths, leadStatuses } from '@tarang/shared/leads';
import fc from 'fast-check';
import { adminMostly, field } from '../inputs';
import { adminId, endpoint, get, noQuery, post, send } from './arbitraries';
import type { Target } from './target';

// docs/decisions/032-lead-pipeline-and-attribution.md: a lead's detail, status and owner, notes, and "new since your last visit".

/** A lead's path: the two lead tables or anything else, and any id. */
const leadTarget = fc
  .tuple(fc.oneof(fc.constantFrom('contacts', 'demos', 'users'), fc.string({ maxLength: 12 }).map(encodeURIComponent)), adminId)
  .map(([table, id]) => `/api/admin/leads/${table}/${id}`);

export const leadTargets: Target[] = [
  {
    ...endpoint('GET', '/api/admin/leads/:table/:id'),
    requests: get(leadTarget, noQuery, adminMostly),
    allowed: [200, 400, 401, 403, 404, 414],
  },
  {
    ...endpoint('PATCH', '/api/admin/leads/:table/:id'),
    requests: send(
      'PATCH',
      leadTarget,
      fc.oneof(
        fc.record(
          {
            status: field(fc.constantFrom(...leadStatuses)),
            reason: field(fc.string({ maxLength: 600 })),
            ownerId: fc.oneof(fc.constant(null), fc.integer({ min: -2, max: 5 }), fc.jsonValue()),
          },
          { requiredKeys: [] },
        ),
        fc.jsonValue(),
      ),
      adminMostly,
    ),
    allowed: [200, 400, 401, 403, 404, 413, 414, 415],
    writes: true,
  },
  {
    ...endpoint('POST', '/api/admin/leads/:table/:id/notes'),
    requests: post(
      leadTarget.map((p) => `${p}/notes`),
      fc.oneof(fc.record({ text: field(fc.string({ maxLength: 6000 })) }, { requiredKeys: [] }), fc.jsonValue()),
      adminMostly,
    ),
    allowed: [201, 400, 401, 403, 404, 413, 414, 415],
    writes: true,
  },
  { ...endpoint('POST', '/api/admin/leads/visit'), requests: post(leadPaths.visit, fc.jsonValue(), adminMostly), allowed: [200, 400, 401, 403, 413, 415], writes: true },
];
