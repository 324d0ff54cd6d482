import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { analyticsPaths, type AnalyticsReport, analyticsTables, type AnalyticsTable } from '@tarang/shared/analytics';
import { connectDatabase, migrateToLatest, SQLITE_FILE_NAME } from '../../apps/server/src/db/connect';
import { createAnalyticsRepository } from '../../apps/server/src/modules/analytics/analytics.repository';
import { rollupChange, rollupDay } from '../../apps/server/src/modules/analytics/rollup';
import { dateRangeFor, type DateFilterOption } from '../../apps/web/app/features/admin/date-range';
import { benchAdminToken, createBenchAdmin, createBenchDatabase, timedCall } from './db-scale';
import { log, percentile, round, tempDir } from './lib/env';
import { startServer } from './lib/server';

// Every Analytics view over 10 million raw page views (docs/decisions/050-cookieless-analytics.md, issue 51's
// scale goal: 10 million page views a month on one instance, each view <= 100 ms p95 on SQLite and
// PostgreSQL). The raw views are written set-based (generate_series on PostgreSQL, a recursive CTE on
// SQLite) over the last 30 UTC days, with goals beside them; every day is rolled up whole by the product's
// own rollup (the repository's rollUpDay with rollup.ts). Then new views arrive, 10 seconds' worth at a time,
// and are counted incrementally (rollUpPending, docs/decisions/053-incremental-analytics-rollup.md), timed.
// Then the real server answers the Analytics page's report for each of the dashboard's date filters, and
// each table's CSV export, over HTTP.
// BENCH_ANALYTICS_EVENTS sets the count: 1,000,000 by default, 10,000,000 for the goal's figure.

export const EVENTS = Number(process.env.BENCH_ANALYTICS_EVENTS ?? 1_000_000);
/**
 * Views stored since the last rollup in the "new views" case: 10 seconds at the ingest goal's 200 beacons a
 * second (each instance counts what is new every 10 s; docs/decisions/053-incremental-analytics-rollup.md).
 */
const PENDING = Number(process.env.BENCH_ANALYTICS_PENDING ?? 2000);
/** Rollups timed with PENDING new views each. */
const PENDING_ROLLUPS = 20;
const DAYS = 30;
/** One goal per this many views, the five goals in turn. */
const GOAL_EVERY = 200;
/** As db-scale: the dashboard's dates as an admin in India sees them. */
const TIME_ZONE = 'Asia/Kolkata';
const DAY_MS = 86_400_000;

export interface ViewFigure {
  /** 'report': the Analytics page's one call; an AnalyticsTable: that table's CSV export. */
  view: 'report' | AnalyticsTable;
  filter: DateFilterOption;
  /** The report's page views over the range (the check that the figures are there before their speed). */
  views?: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
}

export interface AnalyticsDialectResult {
  dialect: 'sqlite' | 'postgres';
  events: number;
  goals: number;
  days: number;
  /** Writing the raw views and goals, indexes included. */
  fillMs: number;
  /**
   * Rolling every day up whole, and the slowest day (about EVENTS / DAYS views): what decision 050's report
   * waited for when today's rollup was stale, and what a day rolled up before migration 030 costs once.
   */
  rollupMs: number;
  slowestDayRollupMs: number;
  /** The server's first report, every day rolled up (analytics.service.ts refresh). */
  firstReportMs: number;
  /**
   * New views since the last rollup: counting PENDING of them, what a report that finds them waits for
   * before its own time below (docs/decisions/053-incremental-analytics-rollup.md).
   */
  pending?: { views: number; rollupP50Ms: number; rollupP95Ms: number; rollupMaxMs: number };
  views: ViewFigure[];
  skipped?: string;
  ms: number;
}

const pgDay = (s: string) => `to_char(${s} at time zone 'UTC', 'YYYY-MM-DD')`;

/**
 * The columns of view g (0-based) as SQL over an integer g, the same on both databases: a visitor is three
 * views in a row (one visit), its source, campaign and device fixed per visitor; paths over home, price,
 * three service pages and 37 posts.
 */
function viewColumns(g: string) {
  const v = `(${g} / 3)`;
  return {
    path: `case ${g} % 10 when 0 then '/' when 1 then '/price' when 2 then '/services/sms' when 3 then '/services/whatsapp' when 4 then '/services/voice' else '/blog/post-' || (${g} % 37) end`,
    referrer: `case ${v} % 7 when 0 then 'https://www.google.com/search' when 1 then 'https://www.linkedin.com/feed' when 2 then 'https://news' || (${v} % 50) || '.example.org/post' end`,
    source: `case ${v} % 7 when 0 then 'search' when 1 then 'social' when 2 then 'other' else 'direct' end`,
    utm_source: `case ${v} % 11 when 0 then 'newsletter' when 1 then 'google' when 2 then 'partner' || (${v} % 5) end`,
    utm_medium: `case ${v} % 11 when 0 then 'email' when 1 then 'cpc' when 2 then 'referral' end`,
    utm_campaign: `case ${v} % 11 when 0 then 'diwali' when 1 then 'launch' when 2 then 'webinar-' || (${v} % 5) end`,
    device: `case ${v} % 5 when 0 then 'mobile' when 1 then 'mobile' when 2 then 'tablet' else 'desktop' end`,
  };
}
const goalName = (h: string) => `case ${h} % 5 when 0 then 'demo' when 1 then 'contact' when 2 then 'signup' when 3 then 'subscribe' else 'test_key' end`;
/** A 32-character visitor hash stand-in, as the product's base64url digest is 32 characters. */
const pgVisitor = (g: string) => `lpad((${g} / 3)::text, 32, 'v')`;
const sqliteVisitor = (g: string) => `substr('vvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvv' || (${g} / 3), -32, 32)`;

const eventColumnList = 'at, day, visitor, path, referrer, source, utm_source, utm_medium, utm_campaign, utm_term, utm_content, device';

async function fillPostgres(url: string, startMs: number, stepMs: number, goals: number) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    // A bulk load: the indexes are built once after the rows, as an operator would (same definitions).
    const { rows: indexes } = await client.query<{ indexname: string; indexdef: string }>(
      "select indexname, indexdef from pg_indexes where schemaname = current_schema() and tablename in ('analytics_events', 'analytics_goals') and indexdef not like '%UNIQUE%'",
    );
    for (const { indexname } of indexes) await client.query(`drop index ${indexname}`);
    const c = viewColumns('g');
    const at = `to_timestamp((${startMs} + g * ${stepMs}::float8) / 1000)`;
    await client.query(`insert into analytics_events (${eventColumnList})
      select ${at}, ${pgDay(at)}, ${pgVisitor('g')}, ${c.path}, ${c.referrer}, ${c.source}, ${c.utm_source}, ${c.utm_medium}, ${c.utm_campaign}, null, null, ${c.device}
      from generate_series(0, ${EVENTS - 1}::bigint) g`);
    const goalAt = `to_timestamp((${startMs} + h * ${GOAL_EVERY} * ${stepMs}::float8) / 1000)`;
    await client.query(`insert into analytics_goals (at, day, visitor, goal)
      select ${goalAt}, ${pgDay(goalAt)}, ${pgVisitor(`h * ${GOAL_EVERY}`)}, ${goalName('h')} from generate_series(0, ${goals - 1}::bigint) h`);
    for (const { indexdef } of indexes) await client.query(indexdef);
    await client.query('vacuum analyze analytics_events');
    await client.query('vacuum analyze analytics_goals');
  } finally {
    await client.end();
  }
}

function fillSqlite(file: string, startMs: number, stepMs: number, goals: number) {
  const db = new SQLite(file);
  try {
    db.pragma('journal_mode = WAL');
    const indexes = db
      .prepare("select name, sql from sqlite_master where type = 'index' and tbl_name in ('analytics_events', 'analytics_goals') and sql is not null")
      .all() as { name: string; sql: string }[];
    const c = viewColumns('g');
    // The ISO-8601 text the application writes ('2026-11-29T10:00:00.000Z').
    const iso = (ms: string) => `strftime('%Y-%m-%dT%H:%M:%fZ', (${ms}) / 1000.0, 'unixepoch')`;
    db.transaction(() => {
      for (const { name } of indexes) db.exec(`drop index ${name}`);
      db.exec(`with recursive s(g) as (select 0 union all select g + 1 from s where g < ${EVENTS - 1})
        insert into analytics_events (${eventColumnList})
        select at, substr(at, 1, 10), visitor, path, referrer, source, utm_source, utm_medium, utm_campaign, null, null, device from (
          select ${iso(`${startMs} + g * ${stepMs}`)} as at, ${sqliteVisitor('g')} as visitor, ${c.path} as path, ${c.referrer} as referrer,
            ${c.source} as source, ${c.utm_source} as utm_source, ${c.utm_medium} as utm_medium, ${c.utm_campaign} as utm_campaign, ${c.device} as device from s)`);
      db.exec(`with recursive s(h) as (select 0 union all select h + 1 from s where h < ${goals - 1})
        insert into analytics_goals (at, day, visitor, goal)
        select at, substr(at, 1, 10), ${sqliteVisitor(`h * ${GOAL_EVERY}`)}, ${goalName('h')} from (select h, ${iso(`${startMs} + h * ${GOAL_EVERY} * ${stepMs}`)} as at from s)`);
      for (const { sql } of indexes) db.exec(sql);
    })();
    db.exec('analyze');
  } finally {
    db.close();
  }
}

/**
 * `count` views a few milliseconds apart up to now, as view numbers from `first` on: half of them by visitors
 * already counted today (their visits grow), half by new ones. Not marked counted, as the beacon stores them.
 */
async function addRecentViews(dialect: 'sqlite' | 'postgres', dataDir: string, url: string | undefined, first: number, count: number) {
  const c = viewColumns('g');
  const endMs = Date.now();
  if (dialect === 'postgres') {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const at = `to_timestamp((${endMs} - (${first + count} - g) * 5) / 1000.0)`;
      await client.query(`insert into analytics_events (${eventColumnList})
        select ${at}, ${pgDay(at)}, ${pgVisitor('g')}, ${c.path}, ${c.referrer}, ${c.source}, ${c.utm_source}, ${c.utm_medium}, ${c.utm_campaign}, null, null, ${c.device}
        from generate_series(${first}::bigint, ${first + count - 1}::bigint) g`);
    } finally {
      await client.end();
    }
    return;
  }
  const db = new SQLite(path.join(dataDir, SQLITE_FILE_NAME));
  try {
    db.pragma('busy_timeout = 5000');
    db.exec(`with recursive s(g) as (select ${first} union all select g + 1 from s where g < ${first + count - 1})
      insert into analytics_events (${eventColumnList})
      select at, substr(at, 1, 10), visitor, path, referrer, source, utm_source, utm_medium, utm_campaign, null, null, device from (
        select strftime('%Y-%m-%dT%H:%M:%fZ', (${endMs} - (${first + count} - g) * 5) / 1000.0, 'unixepoch') as at, ${sqliteVisitor('g')} as visitor, ${c.path} as path,
          ${c.referrer} as referrer, ${c.source} as source, ${c.utm_source} as utm_source, ${c.utm_medium} as utm_medium, ${c.utm_campaign} as utm_campaign, ${c.device} as device from s)`);
  } finally {
    db.close();
  }
}

/** The view number where the r-th batch of new views starts: each batch's first half are the previous one's visitors. */
const batchStart = (r: number) => EVENTS - PENDING / 2 + (r * PENDING) / 2;

/** Counts PENDING new views at a time with the product's incremental rollup, PENDING_ROLLUPS times. */
async function timePendingRollups(dialect: 'sqlite' | 'postgres', dataDir: string, url: string | undefined): Promise<number[]> {
  const handle = connectDatabase({ dataDir, ...(url ? { databaseUrl: url } : {}) });
  const repo = createAnalyticsRepository(handle.db);
  const samples: number[] = [];
  try {
    for (let r = 0; r < PENDING_ROLLUPS; r++) {
      await addRecentViews(dialect, dataDir, url, batchStart(r), PENDING);
      const yesterday = new Date(Date.now() - DAY_MS).toISOString().slice(0, 10);
      const t = performance.now();
      const counted = await repo.rollUpPending(yesterday, { day: (day) => (events, goals) => rollupDay(day, events, goals), change: rollupChange });
      samples.push(performance.now() - t);
      if (counted !== PENDING) throw new Error(`the rollup counted ${counted} new views, expected ${PENDING}`);
    }
  } finally {
    await handle.close();
  }
  return samples.sort((a, b) => a - b);
}

/** Rolls every day of the fill up with the product's rollup, day by day; the total and the slowest day. */
async function rollUpEveryDay(dataDir: string, databaseUrl: string | undefined, days: string[]): Promise<{ rollupMs: number; slowestDayRollupMs: number }> {
  const handle = connectDatabase({ dataDir, ...(databaseUrl ? { databaseUrl } : {}) });
  const repo = createAnalyticsRepository(handle.db);
  const started = performance.now();
  let slowest = 0;
  try {
    for (const day of days) {
      const t = performance.now();
      await repo.rollUpDay(day, (events, goals) => rollupDay(day, events, goals));
      slowest = Math.max(slowest, performance.now() - t);
    }
  } finally {
    await handle.close();
  }
  const rollupMs = Math.round(performance.now() - started);
  if (databaseUrl) {
    // Every raw row was just marked counted at once: cleaned up as autovacuum would after such a load.
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      await client.query('vacuum analyze analytics_events');
      await client.query('vacuum analyze analytics_goals');
    } finally {
      await client.end();
    }
  }
  return { rollupMs, slowestDayRollupMs: Math.round(slowest) };
}

const timesOf = ({ p50Ms, p95Ms, maxMs }: Pick<ViewFigure, 'p50Ms' | 'p95Ms' | 'maxMs'>) => ({ p50Ms, p95Ms, maxMs });

const filtersAt = (now: Date) => {
  const lastYear = now.getUTCFullYear() - 1;
  return (['all', 'today', 'week', 'month', 'year', 'custom'] as const).map((filter) => ({
    filter,
    range: dateRangeFor(filter, now, TIME_ZONE, { from: `${lastYear}-03-01`, to: `${lastYear}-05-31` }),
  }));
};

export async function measureAnalyticsViews(dialect: 'sqlite' | 'postgres', webDist: string): Promise<AnalyticsDialectResult> {
  const started = Date.now();
  const empty = { dialect, events: EVENTS, goals: 0, days: DAYS, fillMs: 0, rollupMs: 0, slowestDayRollupMs: 0, firstReportMs: 0, views: [] };
  let pgDb: { url: string; drop(): Promise<void> } | undefined;
  if (dialect === 'postgres') {
    const made = await createBenchDatabase();
    if ('skipped' in made) return { ...empty, skipped: made.skipped, ms: 0 };
    pgDb = made;
  }
  const dataDir = tempDir(`analytics-${dialect}`);
  try {
    const handle = connectDatabase({ dataDir, ...(pgDb ? { databaseUrl: pgDb.url } : {}) });
    await migrateToLatest(handle.db, handle.dialect);
    await handle.close();

    // The last DAYS days up to a few seconds ago, evenly: about EVENTS / DAYS views a UTC day.
    const endMs = Date.now() - 5000;
    const startMs = endMs - DAYS * DAY_MS;
    const stepMs = (DAYS * DAY_MS) / EVENTS;
    const goals = Math.floor(EVENTS / GOAL_EVERY);
    log(`  ${dialect}: writing ${EVENTS.toLocaleString('en-US')} raw views and ${goals.toLocaleString('en-US')} goals over ${DAYS} days ...`);
    const fillStarted = Date.now();
    if (pgDb) await fillPostgres(pgDb.url, startMs, stepMs, goals);
    else fillSqlite(path.join(dataDir, SQLITE_FILE_NAME), startMs, stepMs, goals);
    const fillMs = Date.now() - fillStarted;
    log(`  ${dialect}: filled in ${(fillMs / 1000).toFixed(1)} s`);

    const days: string[] = [];
    for (let t = Math.floor(startMs / DAY_MS) * DAY_MS; t <= endMs; t += DAY_MS) days.push(new Date(t).toISOString().slice(0, 10));
    const rolled = await rollUpEveryDay(dataDir, pgDb?.url, days);
    log(`  ${dialect}: ${days.length} days rolled up in ${(rolled.rollupMs / 1000).toFixed(1)} s (slowest day ${rolled.slowestDayRollupMs} ms)`);
    const rollups = await timePendingRollups(dialect, dataDir, pgDb?.url);
    const added = PENDING_ROLLUPS * PENDING;
    log(`  ${dialect}: ${PENDING_ROLLUPS} rollups of ${PENDING.toLocaleString('en-US')} new views: p95 ${round(percentile(rollups, 95))} ms`);
    await createBenchAdmin(dataDir, pgDb?.url);

    const server = await startServer({ webDist, dataDir, ...(pgDb ? { databaseUrl: pgDb.url } : {}), label: `analytics-${dialect}` });
    try {
      const token = await benchAdminToken(server.url);
      const now = new Date();
      const views: ViewFigure[] = [];
      const urlOf = (p: string, range: { from?: string; to?: string }) => {
        const params = new URLSearchParams();
        if (range.from) params.set('from', range.from);
        if (range.to) params.set('to', range.to);
        return `${server.url}${p}?${params}`;
      };
      const report = async (range: { from?: string; to?: string }) => {
        const res = await fetch(urlOf(analyticsPaths.report, range), { headers: { authorization: `Bearer ${token}` } });
        if (res.status !== 200) throw new Error(`the report answered ${res.status}: ${await res.text()}`);
        return (await res.json()) as AnalyticsReport;
      };
      const firstStarted = performance.now();
      const all = await report({});
      const firstReportMs = Math.round(performance.now() - firstStarted);
      // The figures must be right before their speed means anything: every view written is counted.
      if (all.totals.views !== EVENTS + added) throw new Error(`the report counts ${all.totals.views} views over all time, expected ${EVENTS + added}`);
      const pending = { views: PENDING, rollupP50Ms: round(percentile(rollups, 50)), rollupP95Ms: round(percentile(rollups, 95)), rollupMaxMs: round(rollups.at(-1)!) };
      for (const { filter, range } of filtersAt(now)) {
        const times = timesOf(await timedCall(urlOf(analyticsPaths.report, range), token));
        views.push({ view: 'report', filter, views: (await report(range)).totals.views, ...times });
        // Each table's CSV export answers the same report: timed over the widest and the month's range.
        if (filter === 'all' || filter === 'month') {
          for (const table of Object.keys(analyticsTables) as AnalyticsTable[]) {
            views.push({ view: table, filter, ...timesOf(await timedCall(urlOf(analyticsPaths.export(table), range), token)) });
          }
        }
        const row = views.filter((v) => v.filter === filter);
        log(`  ${dialect} ${filter.padEnd(6)} report p95 ${row[0]!.p95Ms} ms, worst view p95 ${Math.max(...row.map((v) => v.p95Ms))} ms (${row[0]!.views} views)`);
      }
      return { dialect, events: EVENTS, goals, days: days.length, fillMs, ...rolled, firstReportMs, pending, views, ms: Date.now() - started };
    } finally {
      await server.stop();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
    await pgDb?.drop().catch((err: unknown) => log(`  could not drop the bench database: ${String(err)}`));
  }
}
