import { webhookEvents, webhookPaths } from '@tarang/shared/webhooks';
import fc from 'fast-check';
import { adminMostly, anyText, cursorValue, field, listLimit, queryOf } from '../inputs';
import { adminId, command, endpoint, get, noQuery, post, send } from './arbitraries';
import type { Target } from './target';

// docs/decisions/033-webhooks.md: the Integrations page's calls, on any endpoint and delivery id.

/** Webhook events: valid sets, unknown names and things that are not lists. */
const webhookEventList = fc.oneof(fc.subarray([...webhookEvents]), fc.array(fc.oneof(fc.constantFrom('lead.deleted', 'webhook.test', ''), anyText), { maxLength: 6 }), fc.jsonValue());
/**
 * Endpoint URLs: local receivers (the only kind a test may store), private and public ones the server must
 * refuse, other schemes, credentials and noise. A URL that would be accepted reaches only this machine: any
 * web URL's host becomes 127.0.0.1, or its scheme one the server refuses.
 */
const localOrRefused = fc.webUrl({ withQueryParameters: true, withFragments: true }).chain((raw) =>
  fc.constantFrom('http:', 'ftp:', 'https:').map((scheme) => {
    const url = new URL(raw);
    if (scheme === 'ftp:') return `ftp://${url.host}${url.pathname}`;
    url.hostname = '127.0.0.1';
    return scheme === 'http:' ? url.href : url.href.replace(/^http:/, 'https:');
  }),
);
const webhookBody = fc.record(
  {
    url: field(
      fc.oneof(
        fc.constantFrom('http://127.0.0.1:9/hook', 'http://localhost:9/hook', 'http://crm.example.com/hook', 'http://10.0.0.1/', 'https://169.254.169.254/', 'ftp://crm.example.com/', 'https://u:p@127.0.0.1/', 'javascript:alert(1)'),
        localOrRefused,
      ),
    ),
    events: webhookEventList,
    description: field(anyText),
  },
  { requiredKeys: [] },
);

export const webhookTargets: Target[] = [
  { ...endpoint('GET', '/api/admin/webhooks'), requests: get(webhookPaths.endpoints, noQuery, adminMostly), allowed: [200, 401, 403] },
  {
    ...endpoint('POST', '/api/admin/webhooks'),
    requests: post(webhookPaths.endpoints, webhookBody, adminMostly),
    allowed: [201, 400, 401, 403, 413, 415],
    writes: true,
  },
  {
    ...endpoint('PATCH', '/api/admin/webhooks/:id'),
    requests: send('PATCH', adminId.map((id) => webhookPaths.endpoint(id)), fc.record({ events: webhookEventList, enabled: fc.oneof(fc.boolean(), fc.jsonValue()), description: anyText }, { requiredKeys: [] }), adminMostly),
    allowed: [200, 400, 401, 403, 404, 413, 414, 415],
    writes: true,
  },
  command('DELETE', webhookPaths.endpoint(':id'), [200, 400, 401, 403, 404, 413, 414, 415], adminMostly),
  {
    ...endpoint('GET', '/api/admin/webhooks/:id/deliveries'),
    requests: get(adminId.map((id) => webhookPaths.deliveries(id)), queryOf({ limit: listLimit, cursor: cursorValue }), adminMostly),
    allowed: [200, 400, 401, 403, 404, 414],
  },
  command('POST', webhookPaths.test(':id'), [202, 400, 401, 403, 404, 413, 414, 415], adminMostly),
  command('POST', webhookPaths.rotate(':id'), [200, 400, 401, 403, 404, 413, 414, 415], adminMostly),
  {
    ...endpoint('POST', '/api/admin/webhooks/:id/deliveries/:deliveryId/retry'),
    requests: post(fc.tuple(adminId, adminId).map(([id, deliveryId]) => webhookPaths.retry(id, deliveryId)), fc.jsonValue(), adminMostly),
    allowed: [202, 400, 401, 403, 404, 409, 413, 414, 415],
    writes: true,
  },
];
