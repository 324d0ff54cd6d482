import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { developerPaths } from '@tarang/shared/developer';
import { EXAMPLE_ENTITY_ID, EXAMPLE_TEMPLATE_ID, OTP_TEMPLATE, SENDER_ID } from '@tarang/shared/messaging-api';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createSessionsRepository } from '../../src/modules/auth/sessions.repository';
import { hashToken, newToken } from '../../src/modules/auth/tokens';
import { signedInAdmin } from '../../src/test/admin-session';
import type { TestDatabase } from '../../src/test/databases';
import { createTestApp } from '../../src/test/test-app';
import { adminTargets } from './fuzz/admin';
import { analyticsTargets } from './fuzz/analytics';
import { authTargets } from './fuzz/auth';
import { botProtectionTargets } from './fuzz/bot-protection';
import { contentTargets } from './fuzz/content';
import { formTargets } from './fuzz/forms';
import { intakeTargets } from './fuzz/intake';
import { leadTargets } from './fuzz/leads';
import { siteTargets } from './fuzz/site';
import { ADMIN, type Context, LICENCE_KEY, OTHER_ADMIN, type RequestSpec, type Target, TEST_KEY, USER } from './fuzz/target';
import { testModeTargets } from './fuzz/test-mode';
import { testCallbackTargets } from './fuzz/test-callbacks';
import { webhookTargets } from './fuzz/webhooks';
import { answersDatabase, fuzzRuns, fuzzRunsGiven, removeAnswersDatabases } from './hard-mode';
import type { AuthChoice, BodySpec } from './inputs';
import { fingerprint, problemsWith, type SentRequest } from './invariants';

// Property-based requests against every endpoint. Whatever arrives (bodies, query strings,
// headers, methods, paths), the server never answers 5xx, never shows internals, answers errors in
// the one JSON shape, and a request it refuses stores nothing. Where a route has a schema, the
// answer is also checked against the schema as a model: it accepts exactly what the schema accepts,
// and stores exactly what the schema made of it (docs/decisions/011-hardening.md). The targets are in
// fuzz/, one file per module; this file sets up the app they run against and runs them in the order below.

/** Every target, in the order the suite runs them. */
const targets: Target[] = [
  ...formTargets,
  ...authTargets,
  ...adminTargets,
  ...botProtectionTargets,
  ...webhookTargets,
  ...testModeTargets,
  ...testCallbackTargets,
  ...leadTargets,
  ...siteTargets,
  ...intakeTargets,
  ...analyticsTargets,
  ...contentTargets,
];

const RUNS = fuzzRuns(50);
/**
 * npm test stays quick on a busy two-core machine: PostgreSQL (a network round trip and a real fsync
 * per commit) and the routes that spend an argon2 hash per request get a third of the runs.
 * test:hard sets FUZZ_RUNS for every route.
 */
function runsFor(target: Target, dialect: string): number {
  // test:hard: every route gets FUZZ_RUNS, the argon2 ones half (their CPU is the hash, the same every time).
  if (fuzzRunsGiven) return target.argon2 ? Math.ceil(RUNS / 2) : RUNS;
  return Math.max(15, Math.round(RUNS * (dialect === 'postgres' ? 1 / 3 : 1) * (target.argon2 ? 1 / 3 : 1)));
}
const ANSWER_WITHIN_MS = 10_000;

async function authHeader(choice: AuthChoice, ctx: Context, consumes: boolean): Promise<string | undefined> {
  const fresh = async (role: 'admin' | 'user') => {
    const { token, hash } = newToken();
    const subject = await ctx.app.database.db
      .selectFrom(role === 'admin' ? 'admins' : 'users')
      .select('id')
      .where('email', '=', role === 'admin' ? ADMIN.email : USER.email)
      .executeTakeFirstOrThrow();
    const now = new Date();
    await createSessionsRepository(ctx.app.database.db).create(hash, role, subject.id, now, new Date(now.getTime() + 3_600_000));
    return token;
  };
  // The management targets may end the shared session (revoke-others, revoke-sessions): make a new one then.
  const shared = async () => ((await ctx.app.auth.session(ctx.tokens.admin)) ? ctx.tokens.admin : (ctx.tokens.admin = await fresh('admin')));
  const admin = consumes ? () => fresh('admin') : shared;
  // The visitor's "sign out everywhere else" ends the shared visitor session too (docs/decisions/047-visitor-account-page.md).
  const sharedUser = async () => ((await ctx.app.auth.session(ctx.tokens.user)) ? ctx.tokens.user : (ctx.tokens.user = await fresh('user')));
  switch (choice) {
    case 'none':
      return undefined;
    case 'admin':
      return `Bearer ${await admin()}`;
    case 'user':
      return `Bearer ${consumes ? await fresh('user') : await sharedUser()}`;
    case 'fresh-admin':
      return `Bearer ${await fresh('admin')}`;
    case 'fresh-user':
      return `Bearer ${await fresh('user')}`;
    case 'unknown':
      return `Bearer ${randomBytes(32).toString('base64url')}`;
    case 'garbage':
      return 'Bearer not-a-token';
    case 'basic':
      return 'Basic YWRtaW46YWRtaW4=';
    case 'lowercase-admin':
      return `bearer ${await admin()}`;
    case 'spaced-admin':
      return `Bearer    ${await admin()}   `;
  }
}

function payloadOf(b: BodySpec): string | undefined {
  if (b.kind === 'none') return undefined;
  return b.kind === 'raw' ? b.text : JSON.stringify(b.value);
}

async function materialize(spec: RequestSpec, ctx: Context, consumes: boolean): Promise<SentRequest> {
  const headers: Record<string, string> = { ...spec.headers };
  const authorization = await authHeader(spec.auth, ctx, consumes);
  if (authorization !== undefined) headers.authorization = authorization;
  if (spec.contentType !== undefined) headers['content-type'] = spec.contentType;
  const search = spec.query && spec.query.length > 0 ? `?${new URLSearchParams(spec.query).toString()}` : '';
  const payload = payloadOf(spec.body);
  return { method: spec.method, url: `${spec.path}${search}`, headers, ...(payload === undefined ? {} : { payload }) };
}

/** A small stand-in for the web build, so the static routes are fuzzed without building the site. */
function fakeWebBuild(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tarang-fuzz-web-'));
  const page = (title: string) =>
    `<!doctype html><html lang="en"><head><title>${title}</title><script>window.__boot=1</script></head><body><h1>${title}</h1><script type="module" src="/assets/app-abc123.js"></script></body></html>`;
  const files: Record<string, string> = {
    'index.html': page('Home'),
    'about/index.html': page('About'),
    '404/index.html': page('Page Not Found'),
    '__spa-fallback.html': page('Admin'),
    'assets/app-abc123.js': 'console.log("app")',
    'robots.txt': 'User-agent: *\nAllow: /\n',
  };
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

function withTimeout<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    work,
    new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`${what}: no answer within ${ms} ms`)), ms))),
  ]).finally(() => clearTimeout(timer));
}

// ---------------------------------------------------------------- the suite

/**
 * The whole fuzz suite on one database. fuzz.test.ts runs it on SQLite and fuzz.postgres.test.ts on
 * PostgreSQL: two files, so the two run side by side.
 */
export function fuzzEveryEndpoint(database: TestDatabase) {
  describe(`fuzzing every endpoint on ${database.name}`, () => {
    const ctx = {} as Context;
    const webDir = fakeWebBuild();
    const tally = {
      requests: 0,
      refused: 0,
      accepted: 0,
      byStatus: {} as Record<string, number>,
      endpoints: 0,
      fiveHundreds: 0,
      leaks: 0,
      rowsFromRefused: 0,
      modelMismatches: 0,
    };

    beforeAll(async () => {
      ctx.app = await createTestApp(await answersDatabase(database), {
        RATE_LIMITS: 'off',
        MAIL_WORKER: 'off',
        // Endpoints the fuzzer adds are stored, never called: this suite is about the API's answers. The only
        // ones it can add are local receivers (fuzz/webhooks.ts).
        WEBHOOK_WORKER: 'off',
        WEBHOOK_LOCAL_RECEIVER: 'on',
        WEB_DIST: webDir,
      });
      const admin = await signedInAdmin(ctx.app, ADMIN.email, ADMIN.password);
      await ctx.app.auth.createAdmin(OTHER_ADMIN.email, OTHER_ADMIN.password);
      await ctx.app.auth.signupUser(USER);
      // Test mode's sends wait for a verified address (docs/decisions/046-visitor-verification-and-reset.md).
      await ctx.app.auth.markEmailVerified(USER.email);
      await ctx.app.site.setLicenceKey(LICENCE_KEY);
      await ctx.app.site.setLocked(true);
      ctx.tokens = { admin: admin.token, user: await ctx.app.auth.loginUser(USER.email, USER.password) };
      // The visitor's test key and DLT registrations, so test-mode requests reach the rules behind the key.
      const visitor = await ctx.app.database.db.selectFrom('users').select('id').where('email', '=', USER.email).executeTakeFirstOrThrow();
      await ctx.app.database.db.insertInto('test_keys').values({ user_id: visitor.id, key_hash: hashToken(TEST_KEY), key_prefix: 'tk_test_ffff…', created_at: new Date().toISOString() }).execute();
      const auth = { authorization: `Bearer ${ctx.tokens.user}` };
      await ctx.app.inject({ method: 'PUT', url: developerPaths.dlt, headers: auth, payload: { entityId: EXAMPLE_ENTITY_ID, senders: [SENDER_ID] } });
      await ctx.app.inject({ method: 'POST', url: developerPaths.templates, headers: auth, payload: { templateId: EXAMPLE_TEMPLATE_ID, senderId: SENDER_ID, category: 'service_implicit', body: OTP_TEMPLATE } });
    });

    afterAll(async () => {
      await ctx.app?.close();
      await database.cleanup();
      fs.rmSync(webDir, { recursive: true, force: true });
      removeAnswersDatabases();
      const line = `fuzz on ${database.name}: ${tally.requests} requests to ${tally.endpoints} endpoints; ${tally.refused} refused with 4xx, ${tally.accepted} accepted; ${tally.fiveHundreds} answered 5xx, ${tally.leaks} showed internals, ${tally.rowsFromRefused} refused requests changed stored data; statuses ${JSON.stringify(tally.byStatus)}`;
      console.log(line);
      const out = path.resolve('test-results/hard');
      fs.mkdirSync(out, { recursive: true });
      fs.writeFileSync(
        path.join(out, `fuzz-${database.name}.json`),
        `${JSON.stringify({ database: database.name, ...tally, runsPerEndpoint: fuzzRunsGiven ? RUNS : 'quick' }, null, 2)}\n`,
      );
    });

    // Once is enough: the route list does not depend on the database.
    if (database.name === 'sqlite') {
      test('every route in the OpenAPI document has a fuzz target', async () => {
        const doc = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as { paths: Record<string, Record<string, unknown>> };
        const routes = Object.entries(doc.paths).flatMap(([p, ops]) => Object.keys(ops).map((m) => `${m} ${p}`));
        const covered = new Set(targets.flatMap((t) => t.covers));
        expect(
          routes.filter((r) => !covered.has(r)),
          'add a target for each new route to its module in apps/server/test/hard/fuzz/',
        ).toEqual([]);
      });
    }

    test.each(targets)(
      '$name: never 5xx, never internals, one error shape, nothing stored when refused',
      async (target) => {
        tally.endpoints++;
        await target.before?.(ctx);
        await fc.assert(
          fc.asyncProperty(target.requests, async (spec) => {
            const sent = await materialize(spec, ctx, target.consumesToken === true);
            const before = await fingerprint(ctx.app.database.db);
            const res = await withTimeout(ctx.app.inject(sent as InjectOptions), ANSWER_WITHIN_MS, `${sent.method} ${sent.url.slice(0, 100)}`);
            const after = await fingerprint(ctx.app.database.db);
            tally.requests++;
            tally.byStatus[res.statusCode] = (tally.byStatus[res.statusCode] ?? 0) + 1;
            if (res.statusCode >= 400) tally.refused++;
            else tally.accepted++;

            const problems = problemsWith(res, sent, target.kind);
            if (res.statusCode >= 500) tally.fiveHundreds++;
            if (problems.some((p) => p.startsWith('internals'))) tally.leaks++;
            // Any generated address may be a known one asked with a method it does not take: 405 with Allow (decision 042).
            const notAllowed = res.statusCode === 405 && typeof res.headers.allow === 'string' && res.headers.allow !== '';
            if (!target.allowed.includes(res.statusCode) && !notAllowed)
              problems.push(`status ${res.statusCode} is not one this route answers (${target.allowed.join(', ')}): ${res.body.slice(0, 200)}`);
            if ((res.statusCode >= 400 || !target.writes) && before !== after) {
              tally.rowsFromRefused++;
              problems.push(`a ${res.statusCode} answer changed stored data:\n  before ${before}\n  after  ${after}`);
            }
            if (target.model && res.statusCode < 500) {
              const mismatches = await target.model(spec, res, ctx);
              if (mismatches.length > 0) tally.modelMismatches++;
              problems.push(...mismatches);
            }
            if (problems.length > 0) {
              throw new Error(
                `${sent.method} ${sent.url.slice(0, 200)}\n  headers ${JSON.stringify(sent.headers).slice(0, 300)}\n  body ${String(sent.payload).slice(0, 300)}\n  → ${problems.join('\n  → ')}`,
              );
            }
          }),
          { numRuns: runsFor(target, database.name), endOnFailure: process.env.FUZZ_SHRINK !== '1' },
        );
      },
      60_000 + RUNS * 400,
    );

    test('the database is intact after the fuzzing', async () => {
      if (ctx.app.database.dialect === 'sqlite') {
        const { rows } = await sql<{ integrity_check: string }>`pragma integrity_check`.execute(ctx.app.database.db);
        expect(rows.map((r) => r.integrity_check)).toEqual(['ok']);
      }
      // Every table the SQL-injection strings named is still there and readable.
      for (const table of ['contact_requests', 'users', 'admins', 'outbox', 'sessions', 'demo_requests', 'subscribers', 'site_settings'] as const) {
        await expect(
          ctx.app.database.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow(),
        ).resolves.toBeDefined();
      }
    });
  });
}
