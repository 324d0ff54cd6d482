import { BOT_CHALLENGE_PATH } from '@tarang/shared/bot-check';
import fc from 'fast-check';
import { adminMostly } from '../inputs';
import { adminId, endpoint, get, noQuery, post } from './arbitraries';
import type { Target } from './target';

// docs/decisions/029-bot-protection.md: the forms' challenge, and "Not spam" on any table and id.

export const botProtectionTargets: Target[] = [
  { ...endpoint('GET', BOT_CHALLENGE_PATH), requests: get(BOT_CHALLENGE_PATH, noQuery), allowed: [200] },
  {
    ...endpoint('POST', '/api/admin/leads/:table/:id/not-spam'),
    requests: post(
      fc.tuple(fc.oneof(fc.constantFrom('contacts', 'demos', 'users', 'subscribers'), fc.string({ maxLength: 12 }).map(encodeURIComponent)), adminId).map(([table, id]) => `/api/admin/leads/${table}/${id}/not-spam`),
      fc.jsonValue(),
      adminMostly,
    ),
    allowed: [200, 400, 401, 403, 404, 413, 414, 415],
    writes: true,
  },
];
