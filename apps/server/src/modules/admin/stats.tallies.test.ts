import { lookingForOptions } from '@tarang/shared/demo';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { testDatabases } from '../../test/databases';
import { insertLeadRows } from '../../test/leads';
import { manualClock } from '../../test/manual-clock';
import { useDatabaseMigratedAcross } from '../../test/migrated-database';
import { createStatsRepository } from './stats.repository';
import { createStatsService, daysBetween } from './stats.service';

// docs/decisions/036-dashboard-charts.md: the charts count from per-UTC-hour tallies (migration 012)
// plus the partial hours at the day edges. Each day's figure must equal counting the rows themselves,
// in any time zone, before and after the changes that move a row in or out of a tally.

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const T0 = Date.parse('2026-03-05T00:00:00.000Z');
const iso = (ms: number) => new Date(ms).toISOString();
const zones = ['UTC', 'Asia/Kolkata', 'America/New_York', 'America/St_Johns', 'Asia/Kathmandu', 'Australia/Lord_Howe', 'Pacific/Chatham'];

/** Instants on and around whole and quarter hours, over about two weeks that include a US daylight-saving change. */
const instant = fc
  .tuple(fc.integer({ min: 0, max: 16 * 24 * 4 }), fc.constantFrom(0, 1, -1, 7 * 60_000 + 3))
  .map(([quarter, nudge]) => T0 + quarter * 15 * 60_000 + nudge);

describe.each(testDatabases())('chart tallies on $name', (database) => {
  let next = 0;
  const clock = manualClock(new Date(T0 + 20 * DAY));

  async function addRows(times: number[]) {
    for (const ms of times) {
      const i = next++;
      const at = iso(ms);
      const status = (['pending', 'confirmed', 'confirmed', 'unsubscribed'] as const)[i % 4]!;
      await insertLeadRows(fresh.handle.db, i, {
        user: { created_at: at },
        contact: { created_at: at, spam: i % 4 === 0 ? 1 : 0 },
        demo: { lookingfor: lookingForOptions[i % 3]!, created_at: at, spam: i % 5 === 0 ? 1 : 0 },
        subscriber: { status, created_at: iso(ms - DAY), confirmed_at: status === 'pending' ? null : at },
      });
    }
  }

  /** The truth, from the rows: how many fall in each bucket. */
  async function expected(bounds: number[]) {
    const times = async (query: Promise<{ t: Date | string | null }[]>) => (await query).map((r) => (r.t === null ? NaN : new Date(r.t).getTime()));
    const contacts = await times(fresh.handle.db.selectFrom('contact_requests').select('created_at as t').where('spam', '=', 0).execute());
    const demos = await times(fresh.handle.db.selectFrom('demo_requests').select('created_at as t').where('spam', '=', 0).execute());
    const signups = await times(fresh.handle.db.selectFrom('users').select('created_at as t').execute());
    const confirmed = await times(fresh.handle.db.selectFrom('subscribers').select('confirmed_at as t').where('status', '=', 'confirmed').execute());
    const bucket = (list: number[], i: number) => list.filter((t) => t >= bounds[i]! && t < bounds[i + 1]!).length;
    return bounds.slice(1).map((_, i) => ({ contacts: bucket(contacts, i), demos: bucket(demos, i), signups: bucket(signups, i), confirmedSubscribers: bucket(confirmed, i) }));
  }

  async function expectedServices(from?: number, to?: number) {
    const rows = await fresh.handle.db.selectFrom('demo_requests').select(['lookingfor', 'created_at']).where('spam', '=', 0).execute();
    return lookingForOptions.map((service) => ({
      service,
      demos: rows.filter((r) => {
        const t = new Date(r.created_at).getTime();
        return r.lookingfor === service && (from === undefined || t >= from) && (to === undefined || t < to);
      }).length,
    }));
  }

  async function checkRandomRanges(runs: number) {
    const service = createStatsService(createStatsRepository(fresh.handle.db), clock);
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...zones), instant, instant, async (tz, a, b) => {
        const [from, to] = a > b ? [b, a] : [a, b];
        const { days } = await service.daily({ from: iso(from), to: iso(to), tz });
        const { bounds, days: labels } = daysBetween(from, to, tz);
        expect(days.map((d) => d.day)).toEqual(labels);
        expect(days.map(({ day: _day, ...counts }) => counts)).toEqual(await expected(bounds));
        expect((await service.demosByService({ from: iso(from), to: iso(to), tz })).services).toEqual(await expectedServices(from, to));
      }),
      { numRuns: runs },
    );
  }

  // Rows written before migration 012 are tallied by its backfill: stop at 007, insert, then migrate.
  const fresh = useDatabaseMigratedAcross(database, {
    upTo: '2026-11-26-007-bot-protection',
    before: () => addRows(fc.sample(instant, { numRuns: 60, seed: 7 })),
    after: () => addRows(fc.sample(instant, { numRuns: 60, seed: 8 })),
  });

  test('each day of any time zone counts what the rows say: spam left out, confirmations by their day, services apart', async () => {
    await checkRandomRanges(60);
  });

  test('restoring spam, erasing, unsubscribing, confirming and changing a service keep every figure right', async () => {
    const db = fresh.handle.db;
    await db.updateTable('contact_requests').set({ spam: 0 }).where('spam', '=', 1).where('id', '<=', 20).execute();
    await db.updateTable('demo_requests').set({ spam: 0 }).where('spam', '=', 1).where('id', '<=', 30).execute();
    await db.updateTable('contact_requests').set({ spam: 1, spam_reason: 'honeypot' }).where('id', 'in', [2, 3]).execute();
    await db.deleteFrom('contact_requests').where('id', 'in', [5, 6, 7]).execute();
    await db.deleteFrom('demo_requests').where('id', 'in', [8, 9]).execute();
    await db.deleteFrom('users').where('id', '<', 4).execute();
    await db.deleteFrom('subscribers').where('id', 'in', [2, 3]).execute();
    await db.updateTable('subscribers').set({ status: 'unsubscribed', unsubscribed_at: iso(T0 + 15 * DAY) }).where('id', 'in', [6, 7, 10]).execute();
    await db.updateTable('subscribers').set({ status: 'confirmed', confirmed_at: iso(T0 + 9 * DAY + 30 * 60_000) }).where('id', 'in', [1, 4, 5]).execute();
    await db.updateTable('demo_requests').set({ lookingfor: 'WhatsApp API Integration' }).where('id', 'in', [11, 12, 13]).execute();
    await db.updateTable('contact_requests').set({ created_at: iso(T0 + 3 * DAY + 45 * 60_000) }).where('id', '=', 14).execute();
    await checkRandomRanges(40);
  });

  test('an open range starts on the first tallied day and ends today; the services count everything', async () => {
    const service = createStatsService(createStatsRepository(fresh.handle.db), clock);
    const tz = 'Asia/Kolkata';
    const { days } = await service.daily({ tz });
    const first = Math.min(
      ...(await fresh.handle.db.selectFrom('lead_hour_counts').select('hour').execute()).map((r) => Date.parse(`${r.hour}:00:00.000Z`)),
    );
    // India keeps UTC+5:30 all year.
    expect(days[0]!.day).toBe(iso(first + 5.5 * HOUR).slice(0, 10));
    expect(days.at(-1)!.day).toBe('2026-03-25');
    const users = Number((await fresh.handle.db.selectFrom('users').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    expect(days.reduce((sum, d) => sum + d.signups, 0)).toBe(users);
    expect((await service.demosByService({ tz })).services).toEqual(await expectedServices());
  });
});
