import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { securityPaths } from '@tarang/shared/admin-security';
import { statsPaths } from '@tarang/shared/admin-stats';
import { lookingForOptions } from '@tarang/shared/demo';
import { runCli } from '../../apps/server/src/cli/run-cli';
import { totpCode } from '../../apps/server/src/modules/auth/totp';
import { connectDatabase, migrateToLatest, SQLITE_FILE_NAME } from '../../apps/server/src/db/connect';
import { rebuildTallies } from '../../apps/server/src/db/migrations/2026-11-27-013-filter-tallies';
import { rebuildQuarterPrefixes } from '../../apps/server/src/db/migrations/2026-11-27-014-quarter-prefixes';
import { dropDatabase } from '../../apps/server/src/test/databases';
import { dateRangeFor, type DateFilterOption, type InstantRange } from '../../apps/web/app/features/admin/date-range';
import { log, percentile, round, tempDir } from './lib/env';
import { FAKE_HASH, leadTables, type LeadTable, ROWS, seedColumns as columns, SPAN_SECONDS } from './lib/seed-data';
import { startServer } from './lib/server';

// The database budget (docs/decisions/012-benchmarks.md): 1,000,000 rows per lead table; the dashboard's
// first page under a date filter and its counts (X-Total-Count) in <= 50 ms p95, through the real HTTP list calls.

const SAMPLES = Number(process.env.BENCH_DB_SAMPLES ?? 40);
const WARMUP = 3;
/** Dates are computed as an admin in India would see them (the dashboard uses the browser's zone). */
const TIME_ZONE = 'Asia/Kolkata';
const ADMIN = { email: 'bench-admin@example.com', password: 'bench admin passphrase 2026' };
/** One of each lead filter, as the dashboard sends them. */
const LEAD_FILTERS: Record<string, string>[] = [{ status: 'contacted' }, { owner: 'unassigned' }, { source: 'newsletter' }, { campaign: 'diwali' }, { status: 'won', source: 'newsletter' }];

const tables = leadTables;
type TableName = LeadTable;

export interface CallFigure {
  /** A lead table's list call, or 'charts' for the dashboard's two statistics calls (docs/decisions/036-dashboard-charts.md). */
  table: TableName | 'charts';
  filter: DateFilterOption;
  /**
   * 'page': the first page (limit 50) with its X-Total-Count; 'count': the one-row call the count cards make;
   * 'daily' and 'demos-by-service': the charts' calls, in the admin's zone. `total` is then the sum of their counts.
   */
  call: 'page' | 'count' | 'daily' | 'demos-by-service';
  /** The lead filter beside the date range (status, owner, source, campaign), when there is one. */
  leadFilter?: string;
  total: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
}

export interface DashboardFigure {
  filter: DateFilterOption;
  /** The dashboard's first load: Users page plus the three count cards, sent together. */
  p50Ms: number;
  p95Ms: number;
}

export interface DialectResult {
  dialect: 'sqlite' | 'postgres';
  rows: number;
  seedMs: number;
  calls: CallFigure[];
  dashboard: DashboardFigure[];
  /** The query plans of the count and first page, so a regression says where it is. */
  plans: Record<string, string>;
  skipped?: string;
  ms: number;
}

/** Instants the dashboard would send for each filter, now, in TIME_ZONE. */
function filters(now: Date): { filter: DateFilterOption; range: InstantRange }[] {
  const lastYear = now.getUTCFullYear() - 1;
  // Custom: a quarter of last year (about 90 days, ~82,000 rows per table).
  const custom = { from: `${lastYear}-03-01`, to: `${lastYear}-05-31` };
  return (['all', 'today', 'week', 'month', 'year', 'custom'] as const).map((filter) => ({
    filter,
    range: dateRangeFor(filter, now, TIME_ZONE, custom),
  }));
}

// ---------- seeding ----------

async function seedPostgres(url: string, endMs: number) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const at = `to_timestamp(${endMs / 1000} - (${ROWS} - g) * ${SPAN_SECONDS / ROWS}::float8)`;
    const contact = `'9' || lpad(g::text, 9, '0')`;
    // The same statuses, sources and campaigns as seedRow (lib/seed-data.ts).
    const work = `(array['new','new','new','new','new','contacted','qualified','unqualified','won','lost'])[g % 10 + 1],
      case g % 4 when 0 then 'newsletter' when 1 then 'search' end, case g % 8 when 0 then 'diwali' when 4 then 'launch' end`;
    const selects: Record<TableName, string> = {
      users: `select 'User ' || g, 'user' || g || '@example.com', '${FAKE_HASH}', ${at} from generate_series(0, ${ROWS - 1}) g`,
      contacts: `select 'Lead ' || g, 'lead' || g || '@example.com', ${contact}, 'Question ' || g || ': what do 10,000 promotional SMS cost?', ${at}, ${work} from generate_series(0, ${ROWS - 1}) g`,
      demos: `select 'Demo ' || g, 'demo' || g || '@example.com', ${contact}, 'Business ' || (g % 5000), 'support', (array[${lookingForOptions.map((o) => `'${o}'`).join(',')}])[g % ${lookingForOptions.length} + 1], 'Demo request ' || g || ': we send about 50,000 OTPs a day.', ${at}, ${work} from generate_series(0, ${ROWS - 1}) g`,
      subscribers: `select 'reader' || g || '@example.com', case when g % 10 = 0 then 'pending' else 'confirmed' end, 'token-hash-' || g, ${at}, case when g % 10 = 0 then null else ${at} end from generate_series(0, ${ROWS - 1}) g`,
    };
    const tallied = (await client.query("select 1 from information_schema.tables where table_schema = current_schema() and table_name = 'lead_day_counts'")).rowCount;
    const hourTallied = (await client.query("select 1 from information_schema.tables where table_schema = current_schema() and table_name = 'lead_hour_counts'")).rowCount;
    const filterTallied = (await client.query("select 1 from information_schema.tables where table_schema = current_schema() and table_name = 'lead_filter_days'")).rowCount;
    for (const { name, table } of tables) {
      // A bulk load, done as an operator would: the per-row tally trigger (migration 004) is off
      // during the insert and the day tallies are rebuilt in one pass, as the migration does.
      // The 'all' count the benchmark reads back must equal ROWS (checked in measureCalls).
      if (tallied || hourTallied) await client.query(`alter table ${table} disable trigger user`);
      await client.query(`insert into ${table} (${columns[name].join(',')}) ${selects[name]}`);
      if (tallied) {
        await client.query(`delete from lead_day_counts where table_name = '${table}'`);
        await client.query(`insert into lead_day_counts (table_name, day, shard, n)
          select '${table}', to_char(created_at at time zone 'UTC', 'YYYY-MM-DD'), id % 8, count(*) from ${table} group by 2, 3`);
      }
      if (hourTallied) {
        // The charts' hour and day tallies (migration 012), rebuilt the same way.
        const rebuild: Record<TableName, [tally: string, column: string, where: string][]> = {
          users: [[`'users'`, 'created_at', 'true']],
          contacts: [[`'contact_requests'`, 'created_at', 'spam = 0']],
          demos: [
            [`'demo_requests'`, 'created_at', 'spam = 0'],
            [`'demo_requests:service:' || lookingfor`, 'created_at', 'spam = 0'],
          ],
          subscribers: [[`'subscribers:confirmed'`, 'confirmed_at', `status = 'confirmed' and confirmed_at is not null`]],
        };
        // With migration 013 the hour and day rows also count their prefixes: that migration's statements rebuild them.
        const hourTargets = filterTallied ? [] : ([['lead_hour_counts', 'hour', 'YYYY-MM-DD"T"HH24'], ['lead_chart_days', 'day', 'YYYY-MM-DD']] as const);
        for (const [tally, column, where] of rebuild[name]) {
          for (const [target, key, format] of hourTargets) {
            await client.query(`insert into ${target} (tally, ${key}, n)
              select ${tally}, to_char(${column} at time zone 'UTC', '${format}'), count(*) from ${table} where ${where} group by 1, 2`);
          }
        }
      }
      // The filter tallies and the hour rows with their quarters (migration 013), and the day rows' quarter
      // prefixes (migration 014), counted by those migrations' own statements.
      if (filterTallied) for (const statement of [...rebuildTallies(table, true), ...rebuildQuarterPrefixes(table, true)]) await client.query(statement);
      if (tallied || hourTallied) await client.query(`alter table ${table} enable trigger user`);
    }
    // A loaded table in steady state: autovacuum would have done this within minutes of the
    // inserts (visibility map for index-only scans, statistics for the planner).
    for (const { table } of tables) await client.query(`vacuum analyze ${table}`);
    if (hourTallied) for (const t of ['lead_hour_counts', 'lead_chart_days']) await client.query(`vacuum analyze ${t}`);
    if (filterTallied) await client.query('vacuum analyze lead_filter_days');
  } finally {
    await client.end();
  }
}

// ---------- PostgreSQL availability ----------

const defaultPgUrl = 'postgres://site:site@127.0.0.1:5432/site_test';

async function canConnect(url: string): Promise<string | undefined> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return undefined;
  } catch (err) {
    return err instanceof Error ? err.message : String(err);
  } finally {
    await client.end().catch(() => {});
  }
}

/** On a fresh machine of this kind PostgreSQL is installed but stopped: start it as .ci/run does. */
function startLocalPostgres(): boolean {
  if (process.getuid?.() !== 0 || spawnSync('which', ['pg_ctlcluster']).status !== 0) return false;
  const versions = fs.existsSync('/usr/lib/postgresql') ? fs.readdirSync('/usr/lib/postgresql').sort((a, b) => Number(a) - Number(b)) : [];
  const version = versions[versions.length - 1];
  if (!version) return false;
  log(`  PostgreSQL is not answering: starting cluster ${version}/main ...`);
  spawnSync('pg_ctlcluster', [version, 'main', 'start'], { stdio: 'ignore' });
  for (let i = 0; i < 30 && spawnSync('su', ['postgres', '-c', 'pg_isready -q']).status !== 0; i++) spawnSync('sleep', ['1']);
  const psql = (sql: string) => spawnSync('su', ['postgres', '-c', `psql -q -c "${sql.replaceAll('"', '\\"').replaceAll('$', '\\$')}"`], { stdio: 'ignore' });
  psql("DO $$ BEGIN IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname='site') THEN CREATE ROLE site LOGIN PASSWORD 'site' CREATEDB; END IF; END $$;");
  psql('CREATE DATABASE site_test OWNER site');
  return true;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** A fresh database for the run (the role has CREATEDB), dropped afterwards. */
export async function createBenchDatabase(): Promise<{ url: string; drop(): Promise<void> } | { skipped: string }> {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? defaultPgUrl;
  let why = await canConnect(adminUrl);
  if (why && startLocalPostgres()) why = await canConnect(adminUrl);
  if (why) return { skipped: `PostgreSQL not reachable at ${adminUrl.replace(/:[^:@/]+@/, ':***@')} (${why}); set BENCH_DATABASE_URL` };
  const name = `tarang_bench_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  // A run that was interrupted leaves its database behind; drop those whose process is gone.
  const stale = await admin.query<{ datname: string }>("select datname from pg_database where datname like 'tarang_bench_%'");
  for (const { datname } of stale.rows) {
    const pid = Number(/^tarang_bench_(\d+)_/.exec(datname)?.[1]);
    if (pid && !isRunning(pid)) await dropDatabase(admin, datname).catch(() => {});
  }
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await dropDatabase(c, name);
      await c.end();
    },
  };
}

/** The bench's admin, made by the operator CLI as an operator makes one. */
export async function createBenchAdmin(dataDir: string, databaseUrl: string | undefined) {
  let cliOut = '';
  const code = await runCli(['admin', 'create', '--email', ADMIN.email, '--name', 'Bench Admin'], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: databaseUrl ?? '', LOG_LEVEL: 'warn' },
    out: (t) => (cliOut += t),
    err: (t) => (cliOut += t),
    readPassword: async () => ADMIN.password,
  });
  if (code !== 0) throw new Error(`admin create failed (${code}): ${cliOut}`);
}

/** Signs the bench's admin in on a running server and enrols two-factor sign-in (docs/decisions/027-admin-security.md): its token. */
export async function benchAdminToken(base: string): Promise<string> {
  const login = await fetch(`${base}/api/auth/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  if (!login.ok) throw new Error(`admin login failed: ${login.status} ${await login.text()}`);
  const { token } = (await login.json()) as { token: string };
  const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const start = await fetch(`${base}${securityPaths.enrolStart}`, { method: 'POST', headers: { authorization: auth.authorization } });
  const { secret } = (await start.json()) as { secret: string };
  const done = await fetch(`${base}${securityPaths.enrolConfirm}`, { method: 'POST', headers: auth, body: JSON.stringify({ code: totpCode(secret, new Date()) }) });
  if (!done.ok) throw new Error(`admin enrolment failed: ${done.status} ${await done.text()}`);
  return token;
}

// ---------- measuring ----------

async function timed(url: string, token: string): Promise<{ ms: number; total: number }> {
  const started = performance.now();
  const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  await res.arrayBuffer();
  const ms = performance.now() - started;
  if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
  return { ms, total: Number(res.headers.get('x-total-count')) };
}

/** One call timed SAMPLES times after WARMUP calls: its p50, p95 and slowest time, and the total the last call answered. */
export async function timedCall(url: string, token: string): Promise<Pick<CallFigure, 'total' | 'p50Ms' | 'p95Ms' | 'maxMs'>> {
  for (let i = 0; i < WARMUP; i++) await timed(url, token);
  const samples: number[] = [];
  let total = 0;
  for (let i = 0; i < SAMPLES; i++) {
    const r = await timed(url, token);
    samples.push(r.ms);
    total = r.total;
  }
  samples.sort((a, b) => a - b);
  return { total, p50Ms: round(percentile(samples, 50)), p95Ms: round(percentile(samples, 95)), maxMs: round(samples[samples.length - 1]!) };
}

function listUrl(base: string, path: string, range: InstantRange, limit: number, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams({ limit: String(limit), ...extra });
  if (range.from) params.set('from', range.from);
  if (range.to) params.set('to', range.to);
  return `${base}${path}?${params}`;
}

async function measureCalls(base: string, token: string, now: Date) {
  const calls: CallFigure[] = [];
  const dashboard: DashboardFigure[] = [];
  for (const { filter, range } of filters(now)) {
    for (const t of tables) {
      for (const call of ['page', 'count'] as const) {
        const figure = await timedCall(listUrl(base, t.path, range, call === 'page' ? 50 : 1), token);
        // The counts must be right before their speed means anything.
        if (filter === 'all' && figure.total !== ROWS) throw new Error(`${t.name}: X-Total-Count ${figure.total}, expected ${ROWS}`);
        calls.push({ table: t.name, filter, call, ...figure });
      }
    }
    // The charts' two calls (docs/decisions/036-dashboard-charts.md), with the zone the dashboard sends.
    for (const [call, path] of [['daily', statsPaths.daily], ['demos-by-service', statsPaths.demosByService]] as const) {
      const params = new URLSearchParams({ tz: TIME_ZONE });
      if (range.from) params.set('from', range.from);
      if (range.to) params.set('to', range.to);
      const url = `${base}${path}?${params}`;
      const sumOf = async () => {
        const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
        const body = (await res.json()) as { days?: { contacts: number }[]; services?: { demos: number }[] };
        return body.days ? body.days.reduce((n, d) => n + d.contacts, 0) : (body.services ?? []).reduce((n, s) => n + s.demos, 0);
      };
      // The charts answer no X-Total-Count: their total is the sum of their figures.
      const figure = { ...(await timedCall(url, token)), total: await sumOf() };
      // The figures must be right before their speed means anything: over all time, every contact and every demo.
      if (filter === 'all' && figure.total !== ROWS) throw new Error(`${call}: the chart counts ${figure.total}, expected ${ROWS}`);
      calls.push({ table: 'charts', filter, call, ...figure });
    }
    // What the dashboard sends on load: the Users tab's first page and the three count cards, at once.
    const urls = [
      listUrl(base, '/api/auth/user/all', range, 50),
      listUrl(base, '/api/auth/user/all', range, 1),
      listUrl(base, '/api/contact/all', range, 1),
      listUrl(base, '/api/demo/all', range, 1),
    ];
    const samples: number[] = [];
    for (let i = 0; i < WARMUP + SAMPLES; i++) {
      const started = performance.now();
      await Promise.all(urls.map((u) => timed(u, token)));
      if (i >= WARMUP) samples.push(performance.now() - started);
    }
    samples.sort((a, b) => a - b);
    dashboard.push({ filter, p50Ms: round(percentile(samples, 50)), p95Ms: round(percentile(samples, 95)) });
    // The lead filters (docs/decisions/032-lead-pipeline-and-attribution.md) on the lead tables, with
    // the widest and a month's date range: each must stay within the same budget.
    if (filter === 'all' || filter === 'month') {
      for (const t of tables.filter((x) => x.name === 'contacts' || x.name === 'demos')) {
        for (const leadFilter of LEAD_FILTERS) {
          for (const call of ['page', 'count'] as const) {
            const figure = await timedCall(listUrl(base, t.path, range, call === 'page' ? 50 : 1, leadFilter), token);
            calls.push({ table: t.name, filter, call, leadFilter: new URLSearchParams(leadFilter).toString(), ...figure });
          }
        }
      }
      const leadRows = calls.filter((c) => c.filter === filter && c.leadFilter);
      log(`  ${filter.padEnd(6)} lead filters: worst p95 ${Math.max(...leadRows.map((c) => c.p95Ms))} ms (${leadRows.filter((c) => c.p95Ms > 50).map((c) => `${c.table} ${c.leadFilter} ${c.call} ${c.p95Ms}`).join(', ') || 'all within 50 ms'})`);
    }
    const row = calls.filter((c) => c.filter === filter);
    log(
      `  ${filter.padEnd(6)} worst call p95 ${Math.max(...row.map((c) => c.p95Ms))} ms` +
        `  dashboard load p95 ${dashboard[dashboard.length - 1]!.p95Ms} ms  (totals ${tables.map((t) => row.find((c) => c.table === t.name)?.total).join(' / ')})`,
    );
  }
  return { calls, dashboard };
}

async function explainPlans(dialect: 'sqlite' | 'postgres', where: { file?: string; url?: string }, now: Date): Promise<Record<string, string>> {
  const year = filters(now).find((f) => f.filter === 'year')!.range;
  const queries = {
    countYear: `select count(*) from contact_requests where created_at >= '${year.from}' and created_at < '${year.to}'`,
    countAll: 'select count(*) from contact_requests',
    pageYear: `select * from contact_requests where created_at >= '${year.from}' and created_at < '${year.to}' order by created_at desc, id desc limit 51`,
  };
  const plans: Record<string, string> = {};
  if (dialect === 'sqlite') {
    const db = new SQLite(where.file!, { readonly: true });
    for (const [k, q] of Object.entries(queries)) {
      plans[k] = (db.prepare(`explain query plan ${q}`).all() as { detail: string }[]).map((r) => r.detail).join('; ');
    }
    db.close();
  } else {
    const c = new pg.Client({ connectionString: where.url! });
    await c.connect();
    for (const [k, q] of Object.entries(queries)) {
      const r = await c.query(`explain (analyze, costs off, timing off) ${q}`);
      plans[k] = r.rows.map((row: Record<string, string>) => row['QUERY PLAN']!.trim()).join(' | ');
    }
    await c.end();
  }
  return plans;
}

export interface PreparedDialect {
  dialect: 'sqlite' | 'postgres';
  dataDir?: string;
  pgDb?: { url: string; drop(): Promise<void> };
  seedMs: number;
  skipped?: string;
}

/**
 * Makes the database, applies the migrations, loads the rows and creates the admin (with the
 * operator CLI). Nothing here is timed against a budget, so run.ts starts it while the site builds.
 */
export async function prepareDialect(dialect: 'sqlite' | 'postgres'): Promise<PreparedDialect> {
  let pgDb: PreparedDialect['pgDb'];
  if (dialect === 'postgres') {
    const made = await createBenchDatabase();
    if ('skipped' in made) return { dialect, seedMs: 0, skipped: made.skipped };
    pgDb = made;
  }
  const dataDir = tempDir(`db-${dialect}`);
  try {
    const handle = connectDatabase({ dataDir, databaseUrl: pgDb?.url });
    await migrateToLatest(handle.db, handle.dialect);
    await handle.close();

    const endMs = Date.now() - 5000;
    const seedStarted = Date.now();
    log(`  seeding ${ROWS.toLocaleString('en-US')} rows into each of ${tables.length} tables (${dialect}) ...`);
    if (dialect === 'sqlite') await seedSqliteInChild(`${dataDir}/${SQLITE_FILE_NAME}`, endMs);
    else await seedPostgres(pgDb!.url, endMs);
    const seedMs = Date.now() - seedStarted;
    log(`  ${dialect} seeded in ${(seedMs / 1000).toFixed(1)} s`);

    await createBenchAdmin(dataDir, pgDb?.url);
    return { dialect, dataDir, ...(pgDb ? { pgDb } : {}), seedMs };
  } catch (err) {
    await cleanUp({ dialect, dataDir, ...(pgDb ? { pgDb } : {}), seedMs: 0 });
    throw err;
  }
}

export async function cleanUp(p: PreparedDialect) {
  if (p.dataDir) fs.rmSync(p.dataDir, { recursive: true, force: true });
  await p.pgDb?.drop().catch((err: unknown) => log(`  could not drop the bench database: ${String(err)}`));
}

/** better-sqlite3 is synchronous: seeding runs in its own process so the build can go on beside it. */
function seedSqliteInChild(file: string, endMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(new URL('./seed-sqlite.ts', import.meta.url)), file, String(endMs)], {
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, BENCH_DB_ROWS: String(ROWS) },
    });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`SQLite seeding exited with ${code}`))));
  });
}

/** Starts the server on the prepared database and measures the list calls; always cleans up. */
export async function measureDialect(prepared: PreparedDialect, webDist: string): Promise<DialectResult> {
  const { dialect } = prepared;
  const started = Date.now();
  if (prepared.skipped) return { dialect, rows: ROWS, seedMs: 0, calls: [], dashboard: [], plans: {}, skipped: prepared.skipped, ms: 0 };
  log(`database scale: ${dialect}`);
  try {
    const server = await startServer({ webDist, dataDir: prepared.dataDir!, ...(prepared.pgDb ? { databaseUrl: prepared.pgDb.url } : {}), label: `db-${dialect}` });
    try {
      const token = await benchAdminToken(server.url);
      const now = new Date();
      const { calls, dashboard } = await measureCalls(server.url, token, now);
      const plans = await explainPlans(dialect, dialect === 'sqlite' ? { file: `${prepared.dataDir}/${SQLITE_FILE_NAME}` } : { url: prepared.pgDb!.url }, now);
      return { dialect, rows: ROWS, seedMs: prepared.seedMs, calls, dashboard, plans, ms: Date.now() - started };
    } finally {
      await server.stop();
    }
  } finally {
    await cleanUp(prepared);
  }
}

