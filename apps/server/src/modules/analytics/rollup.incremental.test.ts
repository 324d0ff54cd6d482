import { describe, expect, test } from 'vitest';
import type { DatabaseHandle } from '../../db/connect';
import { storedView } from '../../test/analytics-view';
import { testDatabases } from '../../test/databases';
import { useMigratedDatabase } from '../../test/migrated-database';
import { seeded } from '../../test/seeded-random';
import { type AnalyticsEventRow, createAnalyticsRepository } from './analytics.repository';
import { rollupChange, rollupDay } from './rollup';

// docs/decisions/053-incremental-analytics-rollup.md: rollups that count only what was stored since the last
// one hold exactly what counting each whole day again holds. Property-style: seeded random views and goals,
// stored in random batches whose times run out of order (a late view can join two visits or change a
// visit's entry page), rolled up after some batches, sometimes twice at once; then compared row for row
// with a whole-day count of the same raw rows, and with the repository's own whole-day rollup.

const HOUR = 3_600_000;
const paths = ['/', '/price', '/services/sms', '/services/voice', '/blog/a', '/blog/b'];
const referrers = [null, null, 'https://www.google.com/search', 'https://www.linkedin.com/feed', 'https://news.example.org/post'];
const campaigns = [null, null, 'diwali', 'launch'];
const goals = ['demo', 'contact', 'signup', 'subscribe', 'test_key', 'not-a-goal'];

const rollup = { day: (day: string) => (events: Parameters<typeof rollupDay>[1], g: Parameters<typeof rollupDay>[2]) => rollupDay(day, events, g), change: rollupChange };

const text = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
/** Rows in one order whatever the database's collation. */
const inOrder = <D extends { day: string; dimension: string; value: string }, H extends { hour: string }>(daily: D[], hourly: H[]) => ({
  daily: daily.sort((a, b) => text(a.day, b.day) || text(a.dimension, b.dimension) || text(a.value, b.value)),
  hourly: hourly.sort((a, b) => text(a.hour, b.hour)),
});

/** Every rollup row of the given days. */
async function rollupsOf(handle: DatabaseHandle, days: string[]) {
  const db = handle.db;
  const daily = await db.selectFrom('analytics_daily').selectAll().where('day', 'in', days).execute();
  const hourly = await db.selectFrom('analytics_hourly').selectAll().execute();
  return inOrder(daily, hourly.filter((h) => days.includes(h.hour.slice(0, 10))));
}

/** What counting each day whole from its raw rows gives, in the order rollupsOf reads. */
async function wholeDays(handle: DatabaseHandle, days: string[]) {
  const db = handle.db;
  const daily = [];
  const hourly = [];
  for (const day of days) {
    const events = await db.selectFrom('analytics_events').selectAll().where('day', '=', day).orderBy('visitor').orderBy('at').orderBy('id').execute();
    const stored = await db.selectFrom('analytics_goals').select(['visitor', 'goal', 'at']).where('day', '=', day).orderBy('at').orderBy('id').execute();
    const whole = rollupDay(day, events, stored);
    daily.push(...whole.daily);
    hourly.push(...whole.hourly);
  }
  return inOrder(daily, hourly);
}

describe.each(testDatabases())('incremental analytics rollups on $name', (database) => {
  const state = useMigratedDatabase(database);

  test.each([20261129, 7, 51])('seed %i: rolling up batch by batch equals counting each day whole', async (seed) => {
    const random = seeded(seed);
    const repo = createAnalyticsRepository(state.handle.db);
    // Each seed has days of its own in the one database.
    const start = Date.parse('2026-10-01T00:00:00Z') + (seed % 50) * 3 * 24 * HOUR;
    const days = [0, 1].map((d) => new Date(start + d * 24 * HOUR).toISOString().slice(0, 10));
    const visitors = Array.from({ length: 9 }, (_, i) => `seed${seed}-visitor-${i}`);
    let stored = 0;

    for (let round = 0; round < 40; round++) {
      const batch: AnalyticsEventRow[] = [];
      for (let i = random.int(12); i > 0; i--) {
        const d = random.int(2);
        // Within a few hours, so visits meet and part around the 30-minute gap.
        const at = new Date(start + d * 24 * HOUR + 9 * HOUR + random.int(4 * 60) * 60_000 + random.int(60) * 1000).toISOString();
        const referrer = random.pick(referrers);
        batch.push({
          at,
          day: days[d]!,
          visitor: random.pick(visitors),
          path: random.pick(paths),
          referrer,
          source: referrer ? 'other' : 'direct',
          utm_source: random.pick([null, 'newsletter', 'google']),
          utm_medium: random.pick([null, 'email']),
          utm_campaign: random.pick(campaigns),
          utm_term: null,
          utm_content: null,
          device: random.pick(['desktop', 'mobile', 'tablet']),
        });
      }
      if (batch.length > 0) await repo.insertEvents(batch);
      stored += batch.length;
      if (random.int(3) === 0) {
        const d = random.int(2);
        const at = new Date(start + d * 24 * HOUR + 9 * HOUR + random.int(4 * 60) * 60_000).toISOString();
        // A goal can come from a visitor with no view that day.
        await repo.insertGoal({ at, day: days[d]!, visitor: random.pick([...visitors, `seed${seed}-only-a-goal`]), goal: random.pick(goals) });
      }
      const roll = random.int(5);
      if (roll === 0) await Promise.all([repo.rollUpPending(days[0]!, rollup), repo.rollUpPending(days[0]!, rollup)]);
      else if (roll < 3) await repo.rollUpPending(days[0]!, rollup);
    }
    await repo.rollUpPending(days[0]!, rollup);
    expect(stored).toBeGreaterThan(100);

    const incremental = await rollupsOf(state.handle, days);
    const whole = await wholeDays(state.handle, days);
    expect(incremental.daily.length).toBeGreaterThan(20);
    expect(incremental).toEqual(whole);
    // The repository's whole-day rollup of the same rows writes the same rollups.
    for (const day of days) await repo.rollUpDay(day, rollup.day(day));
    expect(await rollupsOf(state.handle, days)).toEqual(incremental);
    // Nothing is left to count.
    expect(await repo.rollUpPending(days[0]!, rollup)).toBe(0);
  });

  test('a day rolled up before views were marked is made again whole once, then counted incrementally', async () => {
    const repo = createAnalyticsRepository(state.handle.db);
    const db = state.handle.db;
    const day = '2026-09-01';
    const view = (visitor: string, minute: number, path: string) => storedView(visitor, new Date(Date.parse(`${day}T10:00:00Z`) + minute * 60_000).toISOString(), path);
    // As migration 030 finds a day: rollups counting the first views, no row marked, a later view not counted yet.
    await repo.insertEvents([view('a', 0, '/'), view('a', 5, '/price'), view('b', 1, '/')]);
    const before = rollupDay(day, await db.selectFrom('analytics_events').selectAll().where('day', '=', day).orderBy('visitor').orderBy('at').orderBy('id').execute(), []);
    await db.insertInto('analytics_daily').values(before.daily).execute();
    await db.insertInto('analytics_hourly').values(before.hourly).execute();
    await repo.insertEvents([view('b', 10, '/services/sms')]);

    await repo.rollUpPending(day, rollup);
    const total = () => db.selectFrom('analytics_daily').selectAll().where('day', '=', day).where('dimension', '=', 'total').executeTakeFirstOrThrow();
    expect(await total()).toMatchObject({ visitors: 2, visits: 2, views: 4, bounces: 0 });
    expect(await db.selectFrom('analytics_events').select('id').where('day', '=', day).where('rolled', '=', 0).execute()).toEqual([]);

    // A view stored afterwards is added to the day, not counted over the whole of it again.
    await repo.insertEvents([view('c', 20, '/')]);
    expect(await repo.rollUpPending(day, rollup)).toBe(1);
    expect(await total()).toMatchObject({ visitors: 3, visits: 3, views: 5, bounces: 1 });
    expect(await rollupsOf(state.handle, [day])).toEqual(await wholeDays(state.handle, [day]));
  });
});
