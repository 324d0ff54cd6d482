import fc from 'fast-check';
import { authChoice, body, contentType, extraHeaders, field, slashyPaths } from '../inputs';
import { endpoint, get, noQuery, post } from './arbitraries';
import { LICENCE_KEY, type Target } from './target';

// The site wrapper's calls (docs/decisions/008-site-wrapper.md), the health check, the API document, the
// pages and assets, and methods no route answers.

const staticPath = fc.oneof(
  fc.constantFrom(
    '/',
    '/about',
    '/ABOUT/',
    '/assets/app-abc123.js',
    '/robots.txt',
    '/admin/login',
    '/admin/Dashboard',
    '/admin/some-code/Signup',
    '/index.html',
    '/about/index.html',
  ),
  fc.constantFrom(
    '/../../etc/passwd',
    '/%2e%2e/%2e%2e/etc/passwd',
    '/assets/..%2f..%2fpackage.json',
    '/%00',
    '/%',
    '/%zz',
    '//',
    '/assets/',
    '/api',
    '/api/',
    '/.env',
    '/about%00.html',
    `/${'a'.repeat(3000)}`,
    // Runs of slashes once cost quadratic time (decision 028).
    ...slashyPaths(3000),
  ),
  fc
    .array(fc.oneof(fc.string({ maxLength: 12 }).map(encodeURIComponent), fc.constantFrom('..', '.', '%2e%2e', '%2F', 'assets', 'admin', '%', 'Signup')), {
      minLength: 1,
      maxLength: 5,
    })
    .map((segs) => `/${segs.join('/')}`),
);
const methodPath = fc.constantFrom(
  '/api/contact',
  '/api/demo',
  '/api/auth/user/login',
  '/api/contact/all',
  '/healthz',
  '/license-status',
  '/',
  '/about',
  '/api/nope',
);

export const siteTargets: Target[] = [
  { ...endpoint('GET', '/license-status'), requests: get('/license-status', noQuery), allowed: [200] },
  { ...endpoint('GET', '/api/hidden-flag'), requests: get('/api/hidden-flag', noQuery), allowed: [200] },
  {
    ...endpoint('POST', '/unlock-frontend'),
    requests: post('/unlock-frontend', fc.record({ key: field(fc.constant(LICENCE_KEY)) }, { requiredKeys: [] })),
    allowed: [200, 400, 403, 413, 415],
    writes: true,
    argon2: true,
  },
  { ...endpoint('GET', '/healthz'), requests: get('/healthz', noQuery), allowed: [200] },
  { name: 'GET /api/openapi.json', covers: [], requests: get('/api/openapi.json', noQuery), allowed: [200] },
  {
    name: 'GET /* (pages, assets, admin shell, 404)',
    covers: [],
    requests: get(staticPath, noQuery),
    allowed: [200, 304, 307, 400, 404],
    kind: 'html-or-json',
    // The unlock target has usually unlocked the site by now: locked again, pages redirect to the lock-only page
    // and the admin shell is served covered (decision 008).
    before: (ctx) => ctx.app.site.setLocked(true),
  },
  {
    name: 'other methods on known paths',
    covers: [],
    requests: fc.record({
      method: fc.constantFrom('PUT', 'DELETE', 'PATCH', 'OPTIONS'),
      path: methodPath,
      auth: authChoice,
      headers: extraHeaders,
      contentType,
      body: body(fc.jsonValue()),
    }),
    allowed: [400, 404, 405, 413, 415],
  },
];
