import { analyticsPaths, analyticsTables } from '@tarang/shared/analytics';
import fc from 'fast-check';
import { adminMostly, anyText, authChoice, body, extraHeaders, isoInstant, queryOf } from '../inputs';
import { endpoint, get } from './arbitraries';
import type { RequestSpec, Target } from './target';

// docs/decisions/050-cookieless-analytics.md: the public pages' beacon (text/plain JSON, any sender) and the
// Analytics page's report (admin token only).

const pageUrl = fc.oneof(
  fc.constantFrom('http://localhost/', 'http://localhost/services/sms?utm_source=google&utm_campaign=x', 'https://tarang.example.com/price', 'https://elsewhere.example.net/'),
  fc.webUrl({ withQueryParameters: true, withFragments: true }),
  anyText,
  fc.constant(`http://localhost/?utm_campaign=${'x'.repeat(3000)}`),
);
const beaconBody = fc.record({ u: pageUrl, r: fc.oneof(fc.constant(''), fc.webUrl(), anyText) }, { requiredKeys: [] });

/** The beacon's requests: mostly text/plain as navigator.sendBeacon sends a string, sometimes JSON or anything. */
const beacon: fc.Arbitrary<RequestSpec> = fc.record({
  method: fc.constant('POST'),
  path: fc.constant(analyticsPaths.view),
  auth: authChoice,
  headers: extraHeaders,
  contentType: fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom<string | undefined>('text/plain;charset=UTF-8', 'text/plain') },
    { weight: 2, arbitrary: fc.constant<string | undefined>('application/json') },
    { weight: 1, arbitrary: fc.constantFrom<string | undefined>('text/html', 'application/x-www-form-urlencoded', undefined, '*/*') },
  ),
  body: body(beaconBody),
});

export const analyticsTargets: Target[] = [
  {
    ...endpoint('POST', analyticsPaths.view),
    requests: beacon,
    allowed: [204, 400, 413, 415],
    writes: true,
  },
  {
    ...endpoint('GET', analyticsPaths.report),
    requests: get(analyticsPaths.report, queryOf({ from: isoInstant, to: isoInstant }), adminMostly),
    allowed: [200, 400, 401, 403],
  },
  {
    ...endpoint('GET', '/api/admin/analytics/export/{table}'),
    requests: get(
      fc.oneof(fc.constantFrom(...Object.keys(analyticsTables)), fc.constantFrom('nope', '..', '%2e%2e', 'PAGES', ''), fc.stringMatching(/^[A-Za-z0-9_%.-]{0,24}$/)).map(analyticsPaths.export),
      queryOf({ from: isoInstant, to: isoInstant }),
      adminMostly,
    ),
    allowed: [200, 400, 401, 403, 404],
    kind: 'html-or-json',
  },
];
