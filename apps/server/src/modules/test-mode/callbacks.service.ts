import { randomBytes } from 'node:crypto';
import { TEST_DELAYED_REPORT_SECONDS, TEST_REPORT_SECONDS } from '@tarang/shared/messaging-api';
import {
  testCallbackMessages,
  type CallbackSetting,
  type CallbackState,
  type DeliveryReport,
  type InspectorEntry,
  type InspectorPage,
  type TestCallbackEvent,
} from '@tarang/shared/test-callbacks';
import type { Clock } from '../../clock';
import { AppError, foundOr } from '../../plugins/errors';
import { checkWebhookUrl, type TargetPolicy } from '../webhooks/ssrf';
import type { CallbackRow, CallbacksRepository, NewCallback } from './callbacks.repository';
import type { MessageRow, RequestRow } from './test-mode.repository';

/** A callback URL's signing secret: whsec_ and 32 random bytes in base64, the Standard Webhooks form. */
const newSecret = () => `whsec_${randomBytes(32).toString('base64')}`;
/** The webhook-id header: unique per callback, the same on every retry and resend (Standard Webhooks). */
const newMessageId = () => `msg_${randomBytes(16).toString('base64url')}`;

/** A message as test mode accepted it: what its delivery reports say. */
export type AcceptedMessage = Pick<MessageRow, 'messageId' | 'to' | 'senderId' | 'templateId' | 'encoding' | 'segments' | 'outcome' | 'errorCode' | 'submittedAt'>;

/**
 * Each status change of an accepted test message after ACCEPTED, and when it happens: the same times
 * SMS Logs reads (test-mode.service.ts reportAt; docs/decisions/034-test-mode.md).
 */
function statusChanges(m: AcceptedMessage): { status: DeliveryReport['status']; afterSeconds: number }[] {
  if (m.outcome === 'REJECTED') return [{ status: 'REJECTED', afterSeconds: TEST_REPORT_SECONDS }];
  if (m.outcome === 'DELAYED') {
    return [
      { status: 'SUBMITTED', afterSeconds: TEST_REPORT_SECONDS },
      { status: 'DELIVERED', afterSeconds: TEST_DELAYED_REPORT_SECONDS },
    ];
  }
  return [{ status: 'DELIVERED', afterSeconds: TEST_REPORT_SECONDS }];
}

function report(m: AcceptedMessage, status: DeliveryReport['status'], at: string): DeliveryReport {
  return {
    messageId: m.messageId,
    to: m.to,
    from: m.senderId,
    templateid: m.templateId,
    status,
    errorCode: status === 'REJECTED' ? m.errorCode : null,
    operator: 'Test',
    circle: 'Test',
    encoding: m.encoding,
    segments: m.segments,
    submittedAt: m.submittedAt,
    deliveredAt: status === 'DELIVERED' ? at : null,
  };
}

/** The inspector's cursor: the lowest request and callback ids shown so far (absent: none of that kind yet). */
interface InspectorCursor {
  r?: number;
  c?: number;
}
const encodeCursor = (c: InspectorCursor) => Buffer.from(JSON.stringify(c)).toString('base64url');
function decodeCursor(text: string | undefined): InspectorCursor {
  if (text === undefined) return {};
  const id = (v: unknown) => (v === undefined || (typeof v === 'number' && Number.isInteger(v) && v > 0) ? (v as number | undefined) : null);
  try {
    const value = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as Record<string, unknown>;
    const r = id(value.r);
    const c = id(value.c);
    if (typeof value === 'object' && value !== null && r !== null && c !== null) return { ...(r ? { r } : {}), ...(c ? { c } : {}) };
  } catch {
    // fall through to the refusal
  }
  throw new AppError(400, 'Invalid cursor: pass the nextCursor of a previous answer');
}

const parsed = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

const requestEntry = (r: RequestRow): InspectorEntry => ({
  kind: 'request',
  id: r.id,
  method: r.method,
  path: r.path,
  request: parsed(r.params) as Record<string, unknown>,
  status: r.statusCode,
  answer: parsed(r.answer),
  at: r.createdAt,
});

const callbackEntry = (c: CallbackRow): InspectorEntry => ({
  kind: 'callback',
  id: c.id,
  event: c.event,
  url: c.url,
  payload: parsed(c.body),
  state: c.status,
  attempts: c.attempts,
  lastStatus: c.responseStatus,
  lastResult: c.lastResult,
  lastAttemptAt: c.lastAttemptAt,
  nextAttemptAt: c.status === 'pending' ? c.nextAttemptAt : null,
  at: c.createdAt,
});

interface CallbacksDeps {
  repo: CallbacksRepository;
  clock: Clock;
  policy: TargetPolicy;
  /** Nudges the webhook worker after a callback is queued. */
  queued: () => void;
}

/**
 * A visitor's delivery-report callbacks and request inspector (docs/decisions/049-test-mode-callbacks.md):
 * the callback URL behind the admin webhooks' address guard, a report queued for each status change of a
 * test message, and the inspector's merged list of test requests and callbacks.
 */
export function createCallbacksService(deps: CallbacksDeps) {
  const { repo, clock } = deps;

  function row(userId: number, url: string, event: TestCallbackEvent, data: Record<string, unknown>, at: Date): NewCallback {
    const iso = at.toISOString();
    const body = JSON.stringify({ type: event, timestamp: iso, data });
    return { user_id: userId, message_id: newMessageId(), event, url, body, status: 'pending', attempts: 0, next_attempt_at: iso, created_at: iso };
  }

  const settingOrRefuse = async (userId: number) => foundOr(await repo.setting(userId), 409, testCallbackMessages.noUrl);

  return {
    async state(userId: number): Promise<CallbackState> {
      const setting = await repo.setting(userId);
      return setting ? { url: setting.url, updatedAt: setting.updatedAt } : null;
    },

    /** Saves the URL after the admin webhooks' check (ssrf.ts); a first URL gets a secret, answered this once. */
    async setUrl(userId: number, raw: string): Promise<CallbackSetting> {
      const url = checkWebhookUrl(raw, deps.policy).href;
      const now = clock.now();
      const secret = (await repo.setting(userId)) ? undefined : newSecret();
      await repo.saveSetting(userId, url, secret, now);
      return { url, ...(secret ? { secret } : {}), updatedAt: now.toISOString(), message: secret ? testCallbackMessages.savedWithSecret : testCallbackMessages.saved };
    },

    clearUrl: (userId: number) => repo.clearSetting(userId),

    /** A new secret for the same URL; callbacks signed from now on use it. */
    async rotateSecret(userId: number): Promise<CallbackSetting> {
      const { url } = await settingOrRefuse(userId);
      const now = clock.now();
      const secret = newSecret();
      await repo.saveSetting(userId, url, secret, now);
      return { url, secret, updatedAt: now.toISOString(), message: testCallbackMessages.rotated };
    },

    async sendTestEvent(userId: number): Promise<void> {
      const { url } = await settingOrRefuse(userId);
      await repo.insert([row(userId, url, 'callback.test', { message: 'A test event from your Developer page.' }, clock.now())]);
      deps.queued();
    },

    /**
     * Queues a report for each status change of messages test mode just accepted, due when the change
     * happens; nothing when the visitor has no callback URL.
     */
    async accepted(userId: number, messages: AcceptedMessage[]): Promise<void> {
      const setting = await repo.setting(userId);
      if (!setting || messages.length === 0) return;
      const rows = messages.flatMap((m) =>
        statusChanges(m).map((change) => {
          const at = new Date(Date.parse(m.submittedAt) + change.afterSeconds * 1000);
          return row(userId, setting.url, 'sms.status', report(m, change.status, at.toISOString()), at);
        }),
      );
      await repo.insert(rows);
      deps.queued();
    },

    /**
     * One page of the inspector, newest first: the two logs merged by time, each read in id order, so the
     * cursor (the lowest id of each shown) never skips or repeats an entry.
     */
    async inspector(userId: number, query: { limit: number; cursor?: string | undefined }): Promise<InspectorPage> {
      const cursor = decodeCursor(query.cursor);
      const [requests, callbacks] = await Promise.all([repo.requests(userId, cursor.r, query.limit + 1), repo.callbacks(userId, cursor.c, query.limit + 1)]);
      const entries: InspectorEntry[] = [];
      let r = 0;
      let c = 0;
      const next = { ...cursor };
      while (entries.length < query.limit && (r < requests.length || c < callbacks.length)) {
        const request = requests[r];
        const callback = callbacks[c];
        // The newer first; at the same instant the callback, which a request's answer queued.
        if (request && (!callback || request.createdAt > callback.createdAt)) {
          entries.push(requestEntry(request));
          next.r = request.id;
          r++;
        } else if (callback) {
          entries.push(callbackEntry(callback));
          next.c = callback.id;
          c++;
        }
      }
      const more = r < requests.length || c < callbacks.length;
      return { entries, nextCursor: more ? encodeCursor(next) : null };
    },

    /** Sends one of the visitor's callbacks again, to the URL set now, signed with the secret set now. */
    async resend(userId: number, id: number): Promise<void> {
      const { url } = await settingOrRefuse(userId);
      if (!(await repo.resend(userId, id, url, clock.now()))) throw new AppError(404, testCallbackMessages.notFound);
      deps.queued();
    },
  };
}

export type CallbacksService = ReturnType<typeof createCallbacksService>;
