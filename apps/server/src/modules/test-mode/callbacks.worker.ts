import type { Selectable } from 'kysely';
import type { Clock } from '../../clock';
import type { TestCallbacksTable } from '../../db/database';
import { type AttemptOutcome, drainQueue } from '../../db/durable-queue';
import { signAndPost, type WebhookDeps, type WebhookDrainOptions } from '../webhooks/delivery';
import { createCallbacksRepository } from './callbacks.repository';

/**
 * Test mode's delivery-report callbacks (docs/decisions/049-test-mode-callbacks.md) go out like the admin
 * webhooks (decision 033): the same claim-and-retry loop and back-off (db/durable-queue.ts), the same
 * Standard Webhooks signature and the same public-address guard (webhooks/delivery.ts signAndPost), run by
 * the webhook worker on each of its passes.
 */

/** A receiver that has not answered within this long has failed this attempt (the webhooks' limit). */
const CALLBACK_TIMEOUT_MS = 10_000;

/** One pass over every due callback. Throws only on database errors. */
export async function drainTestCallbacks(deps: WebhookDeps, options: WebhookDrainOptions = {}) {
  const messages = { retrying: 'test-mode callback failed; will retry', gaveUp: 'test-mode callback failed for good; the visitor can resend it' };
  return drainQueue({ ...deps, table: 'test_callbacks', messages, attemptTimeoutMs: CALLBACK_TIMEOUT_MS, attempt: (row, clock) => attempt(deps, row, clock) }, options);
}

async function attempt(deps: WebhookDeps, row: Selectable<TestCallbacksTable>, clock: Clock): Promise<AttemptOutcome<'test_callbacks'>> {
  const target = await createCallbacksRepository(deps.db).target(row.user_id);
  // A removed URL stops: what was queued for it is not sent later.
  if (!target) return { finished: { status: 'cancelled' } };
  const at = clock.now();
  const result = await signAndPost(deps.policy, target, row.message_id, row.body, at);
  const logged = { attempts: row.attempts + 1, response_status: result.status, last_result: result.result, duration_ms: result.durationMs, last_attempt_at: at.toISOString() };
  if (result.ok) return { finished: { ...logged, status: 'delivered' } };
  // The context names the row, never the URL or the payload (the visitor's data).
  return { failed: logged, at, context: { callbackId: row.id, event: row.event, attempts: logged.attempts, status: result.status } };
}
