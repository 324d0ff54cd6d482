import path from 'node:path';
import autocannon, { type Result } from 'autocannon';
import SQLite from 'better-sqlite3';
import { analyticsPaths } from '@tarang/shared/analytics';
import { SQLITE_FILE_NAME } from '../../apps/server/src/db/connect';
import { log } from './lib/env';
import { startServer } from './lib/server';

// The analytics beacon under load (docs/decisions/050-cookieless-analytics.md): 10 million page views a
// month peak at about 200 beacons a second. The section sends that rate for a minute to a real server
// (SQLite, rate limits off as for every bench server) while a visitor's page loads go on beside it, and
// reads the same page's latency with no beacons first: the control. Host-bound figures, reported.

const RATE = Number(process.env.BENCH_BEACON_RATE ?? 200);
const SECONDS = Number(process.env.BENCH_BEACON_SECONDS ?? 60);
/** The page a visitor loads meanwhile, and how often: enough requests for a p99, little CPU. */
const CONTROL_PATH = '/price';
const CONTROL_RATE = 20;
const CONTROL_SECONDS = 20;
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36';

interface Latency {
  requests: number;
  errors: number;
  non2xx: number;
  timeouts: number;
  p50Ms: number;
  p99Ms: number;
}

export interface BeaconResult {
  rate: number;
  seconds: number;
  beacons: Latency & { perSecond: number };
  /**
   * Page views in the database once the server has stopped (it writes what is pending as it closes). At
   * least every answered beacon; a few more when requests still in flight as the minute ended were stored.
   */
  stored: number;
  control: { path: string; alone: Latency; underLoad: Latency };
  /** 0 errors, every beacon answered 204 and stored, at the rate asked. */
  held: boolean;
  ms: number;
}

const latency = (r: Result): Latency => ({
  requests: r.requests.total,
  errors: r.errors,
  non2xx: r.non2xx,
  timeouts: r.timeouts,
  p50Ms: r.latency.p50,
  p99Ms: r.latency.p99,
});

export async function runBeaconLoad(webDist: string): Promise<BeaconResult> {
  const started = Date.now();
  const server = await startServer({ webDist, label: 'beacons' });
  let stopped = false;
  try {
    const page = (seconds: number) =>
      autocannon({ url: `${server.url}${CONTROL_PATH}`, connections: 2, overallRate: CONTROL_RATE, duration: seconds, headers: { 'user-agent': BROWSER } });
    await page(3);
    const alone = latency(await page(CONTROL_SECONDS));

    // Each beacon names another page and campaign, as sendBeacon sends them: text/plain JSON from the site's origin.
    let n = 0;
    const beacons = autocannon({
      url: `${server.url}${analyticsPaths.view}`,
      method: 'POST',
      connections: 20,
      overallRate: RATE,
      duration: SECONDS,
      headers: { 'content-type': 'text/plain;charset=UTF-8', origin: server.url, 'user-agent': BROWSER },
      requests: [
        {
          setupRequest: (request) => {
            n += 1;
            return { ...request, body: JSON.stringify({ u: `${server.url}/services/${n % 8}?utm_source=bench&utm_campaign=c${n % 50}`, r: n % 3 === 0 ? 'https://www.google.com/' : '' }) };
          },
        },
      ],
    });
    const underLoad = latency(await page(SECONDS));
    const sent = await beacons;
    await server.stop();
    stopped = true;
    const db = new SQLite(path.join(server.dataDir, SQLITE_FILE_NAME), { readonly: true });
    const stored = Number((db.prepare('select count(*) as n from analytics_events').get() as { n: number }).n);
    db.close();

    const answered = latency(sent);
    const perSecond = Math.round(sent.requests.average);
    const held = answered.errors === 0 && answered.timeouts === 0 && answered.non2xx === 0 && stored >= answered.requests && answered.requests >= RATE * SECONDS * 0.95;
    log(`  beacons: ${answered.requests} sent at ${perSecond}/s, ${stored} stored, errors ${answered.errors}, non-2xx ${answered.non2xx}, p99 ${answered.p99Ms} ms`);
    log(`  ${CONTROL_PATH}: p99 ${alone.p99Ms} ms alone, ${underLoad.p99Ms} ms beside the beacons (p50 ${alone.p50Ms} → ${underLoad.p50Ms} ms)`);
    return { rate: RATE, seconds: SECONDS, beacons: { ...answered, perSecond }, stored, control: { path: CONTROL_PATH, alone, underLoad }, held, ms: Date.now() - started };
  } finally {
    if (!stopped) await server.stop();
  }
}
