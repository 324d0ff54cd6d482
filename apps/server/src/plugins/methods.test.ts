import { apiMessages } from '@tarang/shared/api';
import { describe, expect, test } from 'vitest';
import { testDatabases } from '../test/databases';
import { useTestApp } from '../test/test-app';

// docs/decisions/042-api-contracts.md: what the documents promise about methods and the order of checks.
describe('methods and the order of checks', () => {
  const database = testDatabases()[0]!;
  const running = useTestApp(database, { MAIL_WORKER: 'off' });

  test('a known address asked with another method answers 405 with Allow; an unknown API address is 404', async () => {
    for (const [method, url, allow] of [
      ['TRACE', '/api/contact', 'POST'],
      ['PUT', '/api/contact', 'POST'],
      ['DELETE', '/license-status', 'GET, HEAD'],
      ['POST', '/api/admin/leads/contacts/7/not-spam/', undefined],
      ['PATCH', '/api/email/confirm?token=x', 'GET, HEAD, POST'],
      ['POST', '/about', 'GET, HEAD'],
    ] as const) {
      const res = await running.app.inject({ method: method as 'GET', url });
      if (allow === undefined) {
        expect(res.statusCode, `${method} ${url}`).not.toBe(405);
        continue;
      }
      expect(res.statusCode, `${method} ${url}`).toBe(405);
      expect(res.headers.allow).toBe(allow);
      expect(res.json()).toEqual({ statusCode: 405, error: apiMessages.methodNotAllowed, message: apiMessages.methodNotAllowed });
    }
    const unknown = await running.app.inject({ method: 'POST', url: '/api/no-such-call' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers.allow).toBeUndefined();
  });

  test('an admin call without a session is 401 whatever its body: the token is checked before the body', async () => {
    for (const payload of ['{"status":', '{"status":"nonsense","note":42}', '[]']) {
      const res = await running.app.inject({ method: 'PATCH', url: '/api/admin/leads/contacts/1', headers: { 'content-type': 'application/json' }, payload });
      expect(res.statusCode, payload).toBe(401);
    }
    const badType = await running.app.inject({ method: 'POST', url: '/api/admin/invitations', headers: { 'content-type': 'text/xml' }, payload: '<x/>' });
    expect(badType.statusCode).toBe(401);
  });
});
