import { lookingForOptions } from '@tarang/shared/demo';
import { LEAD_OWNER_UNASSIGNED, type LeadStatus } from '@tarang/shared/leads';
import { startOfDayInstant, civilDateAt, addDays } from '@tarang/shared/time-zone';
import { sql } from 'kysely';
import { describe, expect, test } from 'vitest';
import { rebuildTallies } from '../../db/migrations/2026-11-27-013-filter-tallies';
import { rebuildQuarterPrefixes } from '../../db/migrations/2026-11-27-014-quarter-prefixes';
import { testDatabases } from '../../test/databases';
import { insertLeadRows } from '../../test/leads';
import { manualClock } from '../../test/manual-clock';
import { useDatabaseMigratedAcross } from '../../test/migrated-database';
import { seeded } from '../../test/seeded-random';
import { CLI_ACTOR, createAuditService } from '../audit/audit.service';
import { createLeadWorkService } from '../leads/lead-work.service';
import { createListsRepository, type ListFilter, listTables, type ListName } from './lists.repository';
import { createStatsRepository, dailySources, type DailySeries } from './stats.repository';
import { daysBetween } from './stats.service';

// docs/decisions/032-lead-pipeline-and-attribution.md and 036-dashboard-charts.md: filtered counts sum the
// per-day filter tallies of migration 013, and leads per day cuts each zone's day from day and hour rows
// with quarter counts. Property-style: a seeded pseudo-random set of leads, and every tallied answer
// compared with plain SQL over the rows, before and after the changes that move a lead between tallies.

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** Five weeks that hold the North American (8 March) and European (29 March) daylight-saving changes of 2026. */
const START = Date.parse('2026-03-01T00:00:00.000Z');
const SPAN_DAYS = 36;
const zones = ['UTC', 'Asia/Kolkata', 'America/St_Johns', 'Asia/Kathmandu', 'Europe/London'];
const statuses: LeadStatus[] = ['new', 'contacted', 'qualified', 'unqualified', 'won', 'lost'];
const sources = [null, 'newsletter', 'search', 'partner'];
const campaigns = [null, 'diwali', 'launch'];
const iso = (ms: number) => new Date(ms).toISOString();

describe.each(testDatabases())('filter tallies and quarter-hour chart counts on $name', (database) => {
  const admins: number[] = [];
  let serial = 0;
  const random = seeded(20261127);
  const clock = manualClock(new Date(START + SPAN_DAYS * DAY));

  /** An instant in the span: on, just off, or between quarter hours and midnights, where an off-by-one would show. */
  const instant = () => {
    const quarter = START + random.int(SPAN_DAYS * 96) * 15 * MINUTE;
    return quarter + random.pick([0, 0, 1, -1, 7 * MINUTE + 3, 14 * MINUTE + 59_999]);
  };

  async function addLeads(count: number) {
    for (let k = 0; k < count; k++) {
      const i = serial++;
      const at = iso(instant());
      const work = () => ({
        status: random.pick(statuses),
        owner_admin_id: random.pick([null, null, ...admins]),
        utm_source: random.pick(sources),
        utm_campaign: random.pick(campaigns),
        spam: random.int(6) === 0 ? 1 : 0,
        created_at: at,
      });
      const contact = work();
      const demo = { lookingfor: random.pick(lookingForOptions), ...work() };
      const attribution = () => ({ utm_source: random.pick(sources), utm_campaign: random.pick(campaigns), created_at: at });
      const user = attribution();
      const status = random.pick(['pending', 'confirmed', 'confirmed', 'unsubscribed'] as const);
      const subscriber = { status, confirmed_at: status === 'pending' ? null : iso(instant()), ...attribution() };
      await insertLeadRows(fresh.handle.db, i, { user, contact, demo, subscriber });
    }
  }

  /** The truth: count(*) over the rows, the filter spelled out column by column. */
  async function naiveCount(name: ListName, filter: ListFilter): Promise<number> {
    const where = [sql`1 = 1`];
    const lead = name === 'contacts' || name === 'demos';
    if (lead) where.push(sql`spam = ${filter.spam ? 1 : 0}`);
    if (lead && filter.status) where.push(sql`status = ${filter.status}`);
    if (lead && filter.owner === LEAD_OWNER_UNASSIGNED) where.push(sql`owner_admin_id is null`);
    else if (lead && filter.owner !== undefined) where.push(sql`owner_admin_id = ${filter.owner}`);
    if (filter.source) where.push(sql`utm_source = ${filter.source}`);
    if (filter.campaign) where.push(sql`utm_campaign = ${filter.campaign}`);
    const rows = await sql<{ created_at: Date | string }>`select created_at from ${sql.table(listTables[name].table)} where ${sql.join(where, sql` and `)}`.execute(fresh.handle.db);
    const from = filter.from === undefined ? -Infinity : Date.parse(filter.from);
    const to = filter.to === undefined ? Infinity : Date.parse(filter.to);
    return rows.rows.filter((r) => {
      const t = new Date(r.created_at).getTime();
      return t >= from && t < to;
    }).length;
  }

  /** A range the dashboard could send: a zone's midnights (both, one or no end), or odd instants. */
  function range(): { from?: string; to?: string } {
    const tz = random.pick(zones);
    const midnight = () => startOfDayInstant(addDays(civilDateAt(new Date(START - 2 * DAY), tz), random.int(SPAN_DAYS + 4)), tz);
    const [a, b] = random.int(3) === 0 ? [instant(), instant()] : [midnight(), midnight()];
    const [lo, hi] = a <= b ? [a, b] : [b, a];
    const shape = random.int(5);
    return { ...(shape !== 1 ? { from: iso(lo) } : {}), ...(shape !== 2 ? { to: iso(hi) } : {}) };
  }

  /** Every filter alone, every pair, and some of three or four (counted from the rows by index). */
  function leadFilter(name: ListName): ListFilter {
    const lead = name === 'contacts' || name === 'demos';
    const all: ListFilter = {
      ...(lead ? { status: random.pick(statuses), owner: random.pick([LEAD_OWNER_UNASSIGNED, ...admins]) } : {}),
      source: random.pick(sources.slice(1)) as string,
      campaign: random.pick(campaigns.slice(1)) as string,
    };
    const keys = Object.keys(all) as (keyof ListFilter)[];
    const chosen = keys.filter(() => random.int(2) === 0);
    const picked = chosen.length > 0 ? chosen : [random.pick(keys)];
    return Object.fromEntries(picked.map((k) => [k, all[k]]));
  }

  async function checkCounts(runs: number) {
    const repo = createListsRepository(fresh.handle.db);
    const names = Object.keys(listTables) as ListName[];
    for (let run = 0; run < runs; run++) {
      const name = random.pick(names);
      const filter: ListFilter = { ...leadFilter(name), ...range(), ...(random.int(4) === 0 ? { spam: true } : {}) };
      expect({ name, filter, n: await repo.count(name, filter) }).toEqual({ name, filter, n: await naiveCount(name, filter) });
    }
  }

  /** Each series per day of a zone against a plain group by of the rows. */
  async function checkChart(runs: number) {
    const repo = createStatsRepository(fresh.handle.db);
    const truth: Record<DailySeries, string> = {
      contacts: 'select created_at as t from contact_requests where spam = 0',
      demos: 'select created_at as t from demo_requests where spam = 0',
      signups: 'select created_at as t from users',
      confirmedSubscribers: `select confirmed_at as t from subscribers where status = 'confirmed' and confirmed_at is not null`,
    };
    for (let run = 0; run < runs; run++) {
      const tz = zones[run % zones.length]!;
      const { from, to } = range();
      const lo = from === undefined ? START - 3 * DAY : Date.parse(from);
      const hi = to === undefined ? START + (SPAN_DAYS + 3) * DAY : Date.parse(to);
      const { bounds } = daysBetween(lo, hi, tz);
      for (const series of Object.keys(dailySources) as DailySeries[]) {
        const rows = (await sql.raw<{ t: Date | string }>(truth[series]).execute(fresh.handle.db)).rows.map((r) => new Date(r.t).getTime());
        const expected = bounds.slice(1).map((end, i) => rows.filter((t) => t >= bounds[i]! && t < end).length);
        expect({ tz, series, lo, hi, days: (await repo.bucketCounts([series], bounds))[0] }).toEqual({ tz, series, lo, hi, days: expected });
      }
    }
  }

  // Leads written before migration 013 are tallied by its backfill: stop at 012, insert, then migrate.
  const fresh = useDatabaseMigratedAcross(
    database,
    {
      upTo: '2026-11-27-012-chart-tallies',
      before: async (handle) => {
        for (let k = 0; k < 3; k++) {
          const row = await handle.db.insertInto('admins').values({ name: `A${k}`, email: `a${k}@example.com`, password_hash: 'x', created_at: iso(START) }).returning('id').executeTakeFirstOrThrow();
          admins.push(Number(row.id));
        }
        await addLeads(60);
      },
      after: () => addLeads(90),
    },
    120_000,
  );

  test('every filter, pair and larger combination counts what count(*) counts, in either view, over ranges cut in any zone', async () => {
    await checkCounts(250);
  });

  test('each day of UTC, India, Newfoundland, Nepal and London (across its clock change) is what a group by of the rows says', async () => {
    await checkChart(25);
  });

  test('working a lead, restoring spam, erasing and moving a lead keep the counts and the chart right', async () => {
    const db = fresh.handle.db;
    const work = createLeadWorkService(db, createListsRepository(db), createAuditService(db, clock), clock);
    for (let k = 1; k <= 12; k++) {
      const table = k % 2 === 0 ? 'contacts' : 'demos';
      await work.change(CLI_ACTOR, null, table, k, { status: random.pick(statuses), ownerId: random.pick([null, ...admins]) });
    }
    await work.change(CLI_ACTOR, null, 'contacts', 20, { note: 'Called back' });
    await db.updateTable('contact_requests').set({ spam: 0 }).where('spam', '=', 1).where('id', '<=', 60).execute();
    await db.updateTable('demo_requests').set({ spam: 1, spam_reason: 'honeypot' }).where('id', 'in', [3, 4, 5]).execute();
    await db.deleteFrom('contact_requests').where('id', 'in', [7, 8, 9]).execute();
    await db.deleteFrom('demo_requests').where('id', '>', 140).execute();
    await db.deleteFrom('users').where('id', '<', 10).execute();
    await db.updateTable('subscribers').set({ status: 'unsubscribed' }).where('id', '<', 15).execute();
    await db.updateTable('contact_requests').set({ created_at: iso(START + 10 * DAY + 45 * MINUTE + 1) }).where('id', 'in', [30, 31]).execute();
    await db.updateTable('users').set({ utm_source: 'newsletter', utm_campaign: null }).where('id', 'in', [40, 41]).execute();
    await db.updateTable('demo_requests').set({ utm_campaign: 'launch', owner_admin_id: null }).where('id', 'in', [50, 51]).execute();
    await checkCounts(200);
    await checkChart(15);
  });

  test('a tally row that drops to zero is deleted: no source or campaign text outlives its last lead', async () => {
    const db = fresh.handle.db;
    const row = await db
      .insertInto('contact_requests')
      .values({ name: 'One', email: 'one@example.com', contact: '9876543210', question: 'A question here', utm_source: 'only-once', created_at: iso(START + DAY) })
      .returning('id')
      .executeTakeFirstOrThrow();
    const held = async () => Number((await db.selectFrom('lead_filter_days').select((eb) => eb.fn.countAll().as('n')).where('v1', '=', 'only-once').executeTakeFirstOrThrow()).n);
    expect(await held()).toBeGreaterThan(0);
    await db.deleteFrom('contact_requests').where('id', '=', row.id).execute();
    expect(await held()).toBe(0);
    expect(Number((await db.selectFrom('lead_filter_days').select((eb) => eb.fn.countAll().as('n')).where('n', '<=', 0).executeTakeFirstOrThrow()).n)).toBe(0);
  });

  test('the bulk-load rebuild counts the same tallies as the triggers kept', async () => {
    const db = fresh.handle.db;
    const snapshot = async () => ({
      filters: (await db.selectFrom('lead_filter_days').selectAll().orderBy('table_name').orderBy('dims').orderBy('v1').orderBy('v2').orderBy('day').execute()).map((r) => ({ ...r, n: Number(r.n) })),
      hours: (await db.selectFrom('lead_hour_counts').selectAll().where('n', '>', 0).orderBy('tally').orderBy('hour').execute()).map((r) => ({
        ...r,
        n: Number(r.n),
        before15: Number(r.before15),
        before30: Number(r.before30),
        before45: Number(r.before45),
      })),
      days: (await db.selectFrom('lead_chart_days').selectAll().where('n', '>', 0).orderBy('tally').orderBy('day').execute()).map((r) =>
        Object.fromEntries(Object.entries(r).map(([k, v]) => [k, k === 'tally' || k === 'day' ? v : Number(v)])),
      ),
    });
    const kept = await snapshot();
    expect(kept.filters.length).toBeGreaterThan(100);
    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom('lead_filter_days').execute();
      await trx.deleteFrom('lead_hour_counts').execute();
      await trx.deleteFrom('lead_chart_days').execute();
      for (const table of ['contact_requests', 'demo_requests', 'users', 'subscribers']) {
        const pg = fresh.handle.dialect === 'postgres';
        for (const statement of [...rebuildTallies(table, pg), ...rebuildQuarterPrefixes(table, pg)]) await sql.raw(statement).execute(trx);
      }
    });
    expect(await snapshot()).toEqual(kept);
  });
});
