import { messagingOpenApi } from '@tarang/shared/messaging-openapi';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { testDatabases } from '../../test/databases';
import { createTestApp } from '../../test/test-app';
import { lintOpenApi, type LintProblem } from './openapi-lint';

const errorsOf = (problems: LintProblem[]) => problems.filter((p) => p.severity === 'error');

describe.each(testDatabases())('the OpenAPI documents on $name', (database) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp(await database.createMigrated());
  });
  afterAll(async () => {
    await app?.close();
    await database.cleanup();
  });

  test("the site's own /api/openapi.json passes Redocly's recommended rules with no errors", async () => {
    const res = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const document = res.json();
    // Calls behind a session name the bearer scheme; public ones say they need none.
    expect(document.paths['/api/contact/all'].get.security).toEqual([{ bearer: [] }]);
    expect(document.paths['/api/contact'].post.security).toEqual([]);
    expect(document.paths['/api/contact'].post.summary).toBe('Send a contact question');
    expect(errorsOf(await lintOpenApi(document))).toEqual([]);
  });

  test("the messaging API's document is served for download and passes Redocly's recommended rules with no errors", async () => {
    const res = await app.inject({ method: 'GET', url: '/api/messaging/openapi.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/attachment/);
    const served = res.json();
    expect(served.paths['/sms/send'].get.operationId).toBe('sendSms');
    expect(errorsOf(await lintOpenApi(served))).toEqual([]);
    expect(errorsOf(await lintOpenApi(messagingOpenApi()))).toEqual([]);
  });
});
