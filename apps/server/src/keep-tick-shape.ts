import { executionAsyncResource } from 'node:async_hooks';

/**
 * Keeps one `process.nextTick` record alive for the life of the process, so the object shape V8 learnt
 * for those records never dies (issue 8, docs/decisions/012-benchmarks.md, session 13).
 *
 * Why: Node builds each record as `{ [async_id_symbol]: …, [trigger_async_id_symbol]: …, callback, args }`.
 * V8's feedback for a computed key in an object literal remembers the object's map weakly, and the first
 * time it meets another map it turns megamorphic for good. The records are short-lived: when a full GC
 * finds none alive, their maps die, the next record gets new ones, and from then on every nextTick
 * (Node's streams make about seven per HTTP request) builds its record in V8's runtime. Whether a GC
 * lands in that window depends on start-up; our server fell into it on every start measured, and then
 * spent 8–13% of its CPU under load there. Holding one record keeps the maps alive, and the feedback
 * stays monomorphic. The import must come first in server.ts.
 */
let kept: object | undefined;
process.nextTick(() => {
  kept = executionAsyncResource();
});

/** The record held (for the test that checks it is one). */
export function keptTickRecord(): object | undefined {
  return kept;
}
