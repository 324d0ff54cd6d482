import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { apiMessages } from '@tarang/shared/api';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { testDatabases } from '../test/databases';
import { createTestApp } from '../test/test-app';
import { slashyPaths, tinyWebBuild } from './inputs';

// The outside security test's findings on paths and bodies (docs/decisions/028-security-test-findings.md).

const json = { 'content-type': 'application/json' };

for (const database of testDatabases()) {
  describe(`paths and bodies on ${database.name}`, () => {
    let app: FastifyInstance;
    const web = tinyWebBuild();
    beforeAll(async () => {
      app = await createTestApp(await database.create(), { MAIL_WORKER: 'off', RATE_LIMITS: 'off', WEB_DIST: web });
    });
    afterAll(async () => {
      await app?.close();
      await database.cleanup();
      fs.rmSync(web, { recursive: true, force: true });
    });

    test('a path of many slashes answers at once (linear work, not quadratic)', async () => {
      // 200,000 slashes: quadratic work on one of these took minutes; linear work takes milliseconds.
      for (const url of slashyPaths(200_000)) {
        const res = await app.inject({ url });
        expect(res.statusCode, url.slice(0, 12)).toBeLessThan(500);
      }
    });

    test('deeply nested JSON under the size limit answers 400 in the one error shape', async () => {
      const n = 30_000;
      const bodies = [
        `${'['.repeat(n)}${']'.repeat(n)}`,
        `{"name":${'['.repeat(n)}${']'.repeat(n)}}`,
        `{"name":"A","email":"a@example.com","question":${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}}`,
        `${'['.repeat(100_000).slice(0, 60_000)}`,
      ];
      for (const url of ['/api/contact', '/api/demo', '/api/auth/user/login', '/api/auth/user/signup']) {
        for (const payload of bodies) {
          const res = await app.inject({ method: 'POST', url, headers: json, payload });
          expect(res.statusCode, `${url} ${payload.slice(0, 12)}`).toBe(400);
          const body = res.json();
          expect(body).toEqual({ statusCode: 400, error: body.message, message: expect.any(String) });
          expect([apiMessages.malformedJson, apiMessages.tooDeep]).toContain(body.message);
        }
      }
    });

    test('ordinary nesting is still accepted', async () => {
      const res = await app.inject({ method: 'POST', url: '/api/contact', headers: json, payload: JSON.stringify({ name: [[['x']]] }) });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields?.name).toBeDefined();
    });
  });
}
