import { Writable } from 'node:stream';
import { securityPaths } from '@tarang/shared/admin-security';
import { afterAll, describe, expect, test } from 'vitest';
import { signedInAdmin } from '../../test/admin-session';
import { sqliteDatabase } from '../../test/databases';
import { manualClock } from '../../test/manual-clock';
import { createTestApp } from '../../test/test-app';
import { totpCode } from './totp';

// docs/decisions/027-admin-security.md: no password, bearer token, invitation token, code or secret in a
// log line. The logging does not depend on the database, so one is enough. (Addresses that carry an
// invitation token in their path are redacted by the request logger, with its own tests.)

describe('admin sign-in logs', () => {
  const database = sqliteDatabase();
  afterAll(() => database.cleanup());

  test('a whole sign-in, invitation and sign-up at trace level log no secret', async () => {
    const lines: string[] = [];
    const logStream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const clock = manualClock(new Date('2026-11-26T10:00:00.000Z'));
    const app = await createTestApp(await database.createMigrated(), { RATE_LIMITS: 'off', MAIL_WORKER: 'off', LOG_LEVEL: 'trace' }, { clock, logStream });
    try {
      const admin = await signedInAdmin(app, 'logged@example.com');
      const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
      const secrets = [admin.password, admin.token, admin.secret, ...admin.recoveryCodes];

      await app.inject({ method: 'POST', url: '/api/auth/admin/login', payload: { email: admin.email, password: 'a-wrong-password-1' } });
      const step = (await app.inject({ method: 'POST', url: '/api/auth/admin/login', payload: { email: admin.email, password: admin.password } })).json().token as string;
      await clock.advance(30_000);
      const code = totpCode(admin.secret, clock.now());
      await app.inject({ method: 'POST', url: securityPaths.verifyCode, headers: bearer(step), payload: { code: '000000' === code ? '111111' : '000000' } });
      expect((await app.inject({ method: 'POST', url: securityPaths.verifyCode, headers: bearer(step), payload: { code } })).statusCode).toBe(200);
      const proof = { password: admin.password, code: admin.recoveryCodes[0]! };
      const enrol = (await app.inject({ method: 'POST', url: securityPaths.enrolStart, headers: bearer(step), payload: proof })).json() as { secret: string };
      secrets.push(step, enrol.secret);

      expect((await app.inject({ method: 'POST', url: securityPaths.invitations, headers: bearer(step), payload: { email: 'next@example.com' } })).statusCode).toBe(201);
      const mail = await app.database.db.selectFrom('outbox').select('text_body').where('kind', '=', 'admin-invitation').executeTakeFirstOrThrow();
      const invitation = /\/admin\/([A-Za-z0-9_-]{43})\/Signup/.exec(mail.text_body)![1]!;
      const signup = await app.inject({ method: 'POST', url: '/api/auth/admin/signup', payload: { code: invitation, email: 'next@example.com', password: 'next-admin-password' } });
      expect(signup.statusCode).toBe(201);
      secrets.push(invitation, 'next-admin-password');
      await app.inject({ method: 'POST', url: '/api/auth/admin/logout', headers: bearer(step) });

      const text = lines.join('');
      expect(lines.length).toBeGreaterThan(20);
      expect(text).toContain('auth admin-login refused');
      for (const secret of secrets) expect(text, `a log line holds ${secret.slice(0, 4)}…`).not.toContain(secret);
      expect(text).not.toContain(`"${code}"`);
    } finally {
      await app.close();
    }
  });
});
