import fc from 'fast-check';
import { type AuthChoice, authChoice, body, type BodySpec, contentType, extraHeaders, queryOf } from '../inputs';
import type { RequestSpec, Target } from './target';

// The request builders every module's targets use; the inputs themselves (bodies, headers, hostile text)
// are ../inputs.ts, shared with the other hardening suites (docs/decisions/011-hardening.md).

/**
 * A target's name and the OpenAPI operation it covers, from one method and path: `:id` in the name is
 * `{id}` in the document, which the suite checks every operation against (fuzz-suite.ts).
 */
export function endpoint(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string): { name: string; covers: string[] } {
  return { name: `${method} ${path}`, covers: [`${method.toLowerCase()} ${path.replace(/:(\w+)/g, '{$1}')}`] };
}

export const getOrHead = fc.oneof({ weight: 5, arbitrary: fc.constant('GET') }, { weight: 1, arbitrary: fc.constant('HEAD') });

/** A call that carries a body: `shape` is the body's, sent as ../inputs.ts sends bodies (JSON, broken JSON, other types). */
export function send(
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string | fc.Arbitrary<string>,
  shape: fc.Arbitrary<unknown>,
  auth: fc.Arbitrary<AuthChoice> = authChoice,
): fc.Arbitrary<RequestSpec> {
  return fc.record({
    method: fc.constant(method),
    path: typeof path === 'string' ? fc.constant(path) : path,
    auth,
    headers: extraHeaders,
    contentType,
    body: body(shape),
  });
}

export const post = (path: string | fc.Arbitrary<string>, shape: fc.Arbitrary<unknown>, auth: fc.Arbitrary<AuthChoice> = authChoice) => send('POST', path, shape, auth);

/**
 * A command: a call that writes and reads nothing from its body (a logout, a new key, a queued test
 * event), so the body fuzzed is any JSON at all. An `:id` in the route is fuzzed as `adminId`.
 */
export function command(method: 'POST' | 'PUT' | 'DELETE', route: string, allowed: number[], auth: fc.Arbitrary<AuthChoice> = authChoice): Target {
  const path = route.includes(':id') ? adminId.map((id) => route.replace(':id', () => id)) : route;
  return { ...endpoint(method, route), requests: send(method, path, fc.jsonValue(), auth), allowed, writes: true };
}

export function get(
  path: string | fc.Arbitrary<string>,
  query: fc.Arbitrary<[string, string][]>,
  auth: fc.Arbitrary<AuthChoice> = authChoice,
): fc.Arbitrary<RequestSpec> {
  return fc.record({
    method: getOrHead,
    path: typeof path === 'string' ? fc.constant(path) : path,
    query,
    auth,
    headers: extraHeaders,
    body: fc.constant<BodySpec>({ kind: 'none' }),
  });
}

export const noQuery = queryOf({});

/** Ids in a path: the two admins' and the first invitations', strangers, and text that is no id. */
export const adminId = fc.oneof(
  fc.constantFrom('1', '2', '3', '999999', '0', '-1', '1.5', '1e3', '99999999999999999999', 'abc', '%00', '%'),
  fc.nat().map(String),
  fc.string({ maxLength: 12 }).map(encodeURIComponent),
);
