import { testCallbackPaths } from '@tarang/shared/test-callbacks';
import fc from 'fast-check';
import { anyText, cursorValue, field, listLimit, queryOf } from '../inputs';
import { command, endpoint, get, send } from './arbitraries';
import type { Target } from './target';

// docs/decisions/049-test-mode-callbacks.md: the Developer page's callback URL and request inspector.

/**
 * Callback URLs: the local receiver (the only address any run may store), and what the address guard
 * refuses (private and link-local addresses, other schemes, credentials, noise). Never a public address.
 */
const callbackUrl = fc.oneof(
  fc.constantFrom('http://127.0.0.1:9/hooks', 'http://10.0.0.1/', 'https://169.254.169.254/', 'https://[fd00::1]/', 'ftp://127.0.0.1/', 'http://u:p@127.0.0.1:9/', 'javascript:alert(1)'),
  fc.string({ maxLength: 40 }).map((s) => `http://127.0.0.1:9/${encodeURIComponent(s)}`),
);
const inspectorCursor = fc.oneof(
  cursorValue,
  fc.record({ r: fc.oneof(fc.integer(), anyText), c: fc.oneof(fc.integer(), fc.constant(null)) }, { requiredKeys: [] }).map((c) => Buffer.from(JSON.stringify(c)).toString('base64url')),
);

export const testCallbackTargets: Target[] = [
  {
    ...endpoint('PUT', testCallbackPaths.callback),
    requests: send('PUT', testCallbackPaths.callback, fc.record({ url: field(callbackUrl) }, { requiredKeys: [] })),
    allowed: [200, 400, 401, 403, 413, 415],
    writes: true,
  },
  command('DELETE', testCallbackPaths.callback, [200, 400, 401, 403, 413, 415]),
  command('POST', testCallbackPaths.rotateSecret, [200, 400, 401, 403, 409, 413, 415]),
  command('POST', testCallbackPaths.testEvent, [202, 400, 401, 403, 409, 413, 415]),
  {
    ...endpoint('GET', testCallbackPaths.inspector),
    requests: get(testCallbackPaths.inspector, queryOf({ limit: listLimit, cursor: inspectorCursor })),
    allowed: [200, 400, 401, 403, 414],
  },
  command('POST', testCallbackPaths.resend(':id'), [202, 400, 401, 403, 404, 409, 413, 414, 415]),
];
