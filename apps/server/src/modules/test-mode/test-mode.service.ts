import { randomBytes } from 'node:crypto';
import { checkParams, type CheckedParams } from '@tarang/shared/messaging-api-check';
import {
  errorOf,
  magicNumbers,
  messagingCalls,
  TEST_DELAYED_REPORT_SECONDS,
  TEST_DAILY_QUOTA,
  TEST_KEY_PREFIX,
  TEST_REPORT_SECONDS,
  testVoiceAccount,
  triggerIn,
  type MessagingCall,
  type MessagingCallId,
} from '@tarang/shared/messaging-api';
import { analyseMessage, matchDltTemplate } from '@tarang/shared/sms-text';
import type { TemplateInput } from '@tarang/shared/developer';
import type { CallbackState } from '@tarang/shared/test-callbacks';
import type { Clock } from '../../clock';
import type { WindowCounters } from '../../plugins/rate-limit';
import { hashToken } from '../auth/tokens';
import type { AnalyticsGroup, CallRow, MessageRow, TemplateRow, TestModeRepository, TestUsage } from './test-mode.repository';

/** An answer of the messaging API: the status and the JSON body, as the reference documents them. */
interface MessagingAnswer {
  statusCode: number;
  body: Record<string, unknown>;
  /** Seconds a client should wait before trying again, for a 429. */
  retryAfter?: number;
}


const DAY_MS = 86_400_000;
/** The UTC day of an instant, and when it ends. */
function utcDay(at: Date): { day: string; ends: Date } {
  const start = Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate());
  return { day: new Date(start).toISOString().slice(0, 10), ends: new Date(start + DAY_MS) };
}

/**
 * A documented error: the messaging API's { status, code, message } with the site's one error shape
 * ({ statusCode, error, message }) in the same body, so either reader finds its fields
 * (docs/decisions/006-api-errors.md, 034-test-mode.md).
 */
export function messagingError(call: MessagingCall, code: string, message?: string): MessagingAnswer {
  const documented = errorOf(call, code);
  const text = message ?? documented.meaning;
  return { statusCode: documented.status, body: { status: 'error', code, message: text, statusCode: documented.status, error: text } };
}

class Refusal extends Error {
  constructor(readonly answer: MessagingAnswer) {
    super(String(answer.body.code));
  }
}
const refuse = (call: MessagingCall, code: string, message?: string): never => {
  throw new Refusal(messagingError(call, code, message));
};

const ID_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** msg_01J9Z8X4T2-style ids: 10 random Crockford base-32 characters. */
function newId(prefix: string): string {
  const bytes = randomBytes(10);
  return prefix + Array.from(bytes, (b) => ID_ALPHABET[b % 32]).join('');
}

const magic = new Map<string, (typeof magicNumbers)[number]>(magicNumbers.map((m) => [m.number, m]));
const MOBILE = /^[0-9]{8,15}$/;
const isValidNumber = (n: string) => MOBILE.test(n) && magic.get(n)?.outcome !== 'INVALID';

/** India is UTC+05:30; Promotional and Service Explicit messages go out between 10:00 and 21:00 there. */
function insideAllowedHours(now: Date): boolean {
  const minutes = (now.getUTCHours() * 60 + now.getUTCMinutes() + 330) % (24 * 60);
  return minutes >= 10 * 60 && minutes < 21 * 60;
}

const PLACEHOLDERS = /\{#[^#{}]*#\}/g;

/** A test message's status at `now`, computed from when it was accepted: no timer runs. */
function reportAt(m: Pick<MessageRow, 'outcome' | 'errorCode' | 'submittedAt'>, now: Date) {
  const age = (now.getTime() - Date.parse(m.submittedAt)) / 1000;
  const at = (seconds: number) => new Date(Date.parse(m.submittedAt) + seconds * 1000).toISOString();
  if (age < TEST_REPORT_SECONDS) return { status: 'ACCEPTED', errorCode: null, deliveredAt: null };
  if (m.outcome === 'REJECTED') return { status: 'REJECTED', errorCode: m.errorCode, deliveredAt: null };
  if (m.outcome === 'DELAYED' && age < TEST_DELAYED_REPORT_SECONDS) return { status: 'SUBMITTED', errorCode: null, deliveredAt: null };
  return { status: 'DELIVERED', errorCode: null, deliveredAt: at(m.outcome === 'DELAYED' ? TEST_DELAYED_REPORT_SECONDS : TEST_REPORT_SECONDS) };
}

const callStatus = (c: CallRow) => c.outcome;

const encodeCursor = (id: number) => Buffer.from(JSON.stringify({ id })).toString('base64url');
function decodeCursor(call: MessagingCall, cursor: string | undefined): number | undefined {
  if (cursor === undefined) return undefined;
  try {
    const id = (JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as { id?: unknown }).id;
    if (typeof id === 'number' && Number.isInteger(id) && id > 0) return id;
  } catch {
    // fall through to the documented refusal
  }
  return refuse(call, 'invalid_parameter', 'Invalid parameter: cursor must be the nextCursor of a previous answer');
}

function period(call: MessagingCall, params: CheckedParams, now: Date): { start: Date; end: Date } {
  // Default end: now, and what was accepted at this very instant too (end is exclusive).
  const end = params.end ? new Date(String(params.end)) : new Date(now.getTime() + 1);
  const start = params.start ? new Date(String(params.start)) : new Date(now.getTime() - 24 * 3600 * 1000);
  if (start.getTime() > end.getTime()) refuse(call, 'invalid_parameter', 'Invalid parameter: start must be before end');
  return { start, end };
}

interface KeyOwner {
  keyId: number;
  userId: number;
  prefix: string;
  email: string;
  /** Raises the account's use of today by `add` within TEST_DAILY_QUOTA; refuses with test_quota_exceeded when it would not fit. */
  use(call: MessagingCall, add: Partial<TestUsage>): Promise<void>;
}

/** What a test key looks like: our prefix and 43 base64url characters; anything else is refused unread. */
const looksLikeTestKey = (value: string) => new RegExp(`^${TEST_KEY_PREFIX}[A-Za-z0-9_-]{43}$`).test(value);

/** The calls that send; they wait for the account's verified address (docs/decisions/046-visitor-verification-and-reset.md). */
const SENDS: ReadonlySet<MessagingCallId> = new Set(['send-sms', 'send-voice']);

/** Delivery-report callbacks (callbacks.service.ts, docs/decisions/049-test-mode-callbacks.md): told of each accepted message. */
interface ReportHooks {
  accepted(userId: number, messages: Omit<MessageRow, 'id' | 'requestId'>[]): Promise<void>;
  state(userId: number): Promise<CallbackState>;
}

export function createTestModeService(
  repo: TestModeRepository,
  clock: Clock,
  counters: WindowCounters,
  emailVerified: (userId: number) => Promise<boolean>,
  reports?: ReportHooks,
) {
  /** The quota refusal, with the seconds left until the quota renews at 00:00 UTC. */
  function quotaExceeded(call: MessagingCall): MessagingAnswer {
    const now = clock.now();
    return { ...messagingError(call, 'test_quota_exceeded'), retryAfter: Math.max(1, Math.ceil((utcDay(now).ends.getTime() - now.getTime()) / 1000)) };
  }

  async function use(userId: number, add: Partial<TestUsage>, within: Partial<TestUsage>): Promise<boolean> {
    const { day, ends } = utcDay(clock.now());
    // The row goes a day after its own: the retention job deletes it.
    return repo.useQuota(userId, day, add, within, new Date(ends.getTime() + DAY_MS));
  }

  async function owner(call: MessagingCall, params: Record<string, unknown>): Promise<Omit<KeyOwner, 'use'>> {
    const secret = call.service === 'sms' ? params.key : params.token;
    const code = call.service === 'sms' ? 'invalid_key' : 'invalid_credentials';
    // A key, token or username left out is a missing parameter, as for any other required one.
    const absent = call.params.find((p) => (p.secret || p.name === 'username') && String(params[p.name] ?? '').trim() === '');
    if (absent) return refuse(call, 'missing_parameter', `Missing parameter: ${absent.name}`);
    if (typeof secret !== 'string' || !looksLikeTestKey(secret.trim())) return refuse(call, code);
    const found = await repo.keyOwner(hashToken(secret.trim()));
    if (!found) return refuse(call, code);
    if (call.service === 'voice' && String(params.username ?? '').trim().toLowerCase() !== found.email.toLowerCase()) return refuse(call, code);
    return found;
  }

  async function registerTemplate(userId: number, input: TemplateInput, entityId: string, call?: MessagingCall): Promise<TemplateRow> {
    const check = matchDltTemplate(input.body, input.body);
    const templateProblem = check.reasons.find((r) => r.code.startsWith('template-'));
    if (templateProblem) {
      if (call) refuse(call, 'invalid_parameter', `Invalid parameter: body: ${templateProblem.message}`);
      throw new TemplateRefused(templateProblem.message);
    }
    const now = clock.now();
    await repo.saveTemplate(
      userId,
      {
        templateId: input.templateId,
        entityId,
        senderId: input.senderId,
        category: input.category,
        name: input.name || null,
        body: input.body,
        variables: (input.body.match(PLACEHOLDERS) ?? []).length,
      },
      now,
    );
    return (await repo.template(userId, input.templateId))!;
  }

  const handlers: Record<MessagingCallId, (call: MessagingCall, who: KeyOwner, p: CheckedParams) => Promise<Record<string, unknown>>> = {
    async 'send-sms'(call, who, p) {
      const now = clock.now();
      const numbers = [...new Set(String(p.to).split(',').map((n) => n.trim()).filter(Boolean))];
      if (numbers.length > 100) refuse(call, 'invalid_parameter', 'Invalid parameter: to has more than 100 numbers');
      const entity = await repo.entity(who.userId);
      if (entity === null || entity !== p.entityid) refuse(call, 'unknown_template', `Entity ${String(p.entityid)} is not uploaded to your account`);
      const senders = await repo.senders(who.userId);
      const from = String(p.from);
      if (!senders.includes(from)) refuse(call, 'sender_not_allowed', `Sender ID ${from} is not uploaded to your account`);
      const template = p.templateid ? await repo.template(who.userId, String(p.templateid)) : await repo.defaultTemplate(who.userId, from);
      if (!template) {
        return refuse(call, 'unknown_template', p.templateid ? `Template ${String(p.templateid)} is not uploaded to your account` : `Sender ID ${from} has no default template; send templateid`);
      }
      if (template.senderId !== from) refuse(call, 'sender_not_allowed', `Sender ID ${from} is not linked to template ${template.templateId}`);
      const body = String(p.body);
      const match = matchDltTemplate(template.body, body);
      if (!match.ok) refuse(call, 'template_mismatch', `Body does not match template ${template.templateId}: ${match.reasons[0]?.message ?? ''}`.trim());
      if ((template.category === 'promotional' || template.category === 'service_explicit') && !insideAllowedHours(now)) {
        refuse(call, 'outside_allowed_hours');
      }
      const valid = numbers.filter(isValidNumber);
      const invalid = numbers.filter((n) => !isValidNumber(n));
      if (valid.length === 0) refuse(call, 'invalid_number', `Not a valid mobile number: ${invalid.join(', ')}`);
      if (triggerIn(call, p, 'insufficient_credits')) refuse(call, 'insufficient_credits');
      const analysis = analyseMessage(body);
      const submittedAt = now.toISOString();
      const rows = valid.map((to) => {
        const m = magic.get(to);
        return {
          messageId: newId('msg_'),
          to,
          senderId: from,
          templateId: template.templateId,
          encoding: analysis.encoding,
          segments: analysis.parts,
          outcome: m?.outcome ?? 'DELIVERED',
          errorCode: m && 'errorCode' in m ? m.errorCode : null,
          submittedAt,
        };
      });
      await who.use(call, { messages: rows.length });
      await repo.insertMessages(who.userId, rows);
      await reports?.accepted(who.userId, rows);
      return {
        status: 'success',
        message: 'Message accepted',
        data: {
          messages: rows.map((r) => ({ messageId: r.messageId, to: r.to, status: 'ACCEPTED' })),
          ...(invalid.length > 0 ? { invalidNumbers: invalid } : {}),
          from,
          templateid: template.templateId,
          encoding: analysis.encoding,
          segments: analysis.parts,
          creditsUsed: analysis.parts * rows.length,
          submittedAt,
        },
      };
    },

    async 'add-template'(call, who, p) {
      const entity = await repo.entity(who.userId);
      if (entity !== null && entity !== p.entityid) refuse(call, 'unknown_template', `Entity ${String(p.entityid)} is not uploaded to your account`);
      if (entity === null) await repo.saveDlt(who.userId, String(p.entityid), await repo.senders(who.userId), clock.now());
      const t = await registerTemplate(
        who.userId,
        { templateId: String(p.templateid), senderId: String(p.from), category: p.category as TemplateInput['category'], name: p.name === undefined ? undefined : String(p.name), body: String(p.body) },
        String(p.entityid),
        call,
      );
      return { status: 'success', data: { templateid: t.templateId, name: t.name, category: t.category, variables: t.variables, status: 'ACTIVE' } };
    },

    async 'get-template-detail'(call, who, p) {
      const t = await repo.template(who.userId, String(p.templateid));
      if (!t) return refuse(call, 'template_not_found');
      return {
        status: 'success',
        data: { templateid: t.templateId, entityid: t.entityId, from: t.senderId, name: t.name, category: t.category, body: t.body, variables: t.variables, isDefault: t.isDefault, status: 'ACTIVE', createdAt: t.createdAt },
      };
    },

    async 'mark-default'(call, who, p) {
      const t = await repo.template(who.userId, String(p.templateid));
      if (!t) return refuse(call, 'template_not_found');
      await repo.markDefault(who.userId, t.templateId, t.senderId);
      return { status: 'success', data: { templateid: t.templateId, from: t.senderId, isDefault: true } };
    },

    async 'sms-logs'(call, who, p) {
      const now = clock.now();
      const { start, end } = period(call, p, now);
      const limit = Number(p.limit ?? 50);
      const beforeId = decodeCursor(call, p.cursor === undefined ? undefined : String(p.cursor));
      // Statuses depend on the time of reading, so the status filter applies after the read.
      const rows = await repo.messages(who.userId, { start, end, to: p.to === undefined ? undefined : String(p.to), beforeId, cap: 5000 });
      const withStatus = rows.map((m) => ({ m, report: reportAt(m, now) })).filter(({ report }) => p.status === undefined || report.status === p.status);
      const page = withStatus.slice(0, limit);
      return {
        status: 'success',
        data: page.map(({ m, report }) => ({
          messageId: m.messageId,
          to: m.to,
          from: m.senderId,
          templateid: m.templateId,
          status: report.status,
          errorCode: report.errorCode,
          operator: 'Test',
          circle: 'Test',
          encoding: m.encoding,
          segments: m.segments,
          submittedAt: m.submittedAt,
          deliveredAt: report.deliveredAt,
        })),
        nextCursor: withStatus.length > limit ? encodeCursor(page[page.length - 1]!.m.id) : null,
      };
    },

    async 'sms-analytics'(call, who, p) {
      const start = new Date(`${String(p.start)}T00:00:00.000Z`);
      const endDay = new Date(`${String(p.end)}T00:00:00.000Z`);
      const days = (endDay.getTime() - start.getTime()) / 86_400_000;
      if (days < 0) refuse(call, 'invalid_parameter', 'Invalid parameter: start must not be after end');
      if (days > 92) refuse(call, 'invalid_parameter', 'Invalid parameter: end must be at most 92 days after start');
      const now = clock.now();
      const groups = await repo.analytics(who.userId, {
        start,
        end: new Date(endDay.getTime() + DAY_MS),
        groupBy: String(p.group_by ?? 'day') as AnalyticsGroup,
        acceptedSince: new Date(now.getTime() - TEST_REPORT_SECONDS * 1000),
        delayedSince: new Date(now.getTime() - TEST_DELAYED_REPORT_SECONDS * 1000),
      });
      return {
        status: 'success',
        data: groups.map((g) => ({
          group: g.group,
          messages: g.messages,
          segments: g.segments,
          delivered: g.delivered,
          failed: 0,
          expired: 0,
          rejected: g.rejected,
          deliveryRate: g.messages === 0 ? 0 : Math.round((g.delivered / g.messages) * 10_000) / 100,
          // A test report arrives TEST_REPORT_SECONDS after acceptance, the delayed number's after
          // TEST_DELAYED_REPORT_SECONDS: the median of the delivered is one of the two.
          medianDeliverySeconds: g.delivered === 0 ? null : Math.floor(g.delivered / 2) < g.deliveredOnTime ? TEST_REPORT_SECONDS : TEST_DELAYED_REPORT_SECONDS,
        })),
      };
    },

    async 'send-voice'(call, who, p) {
      let retry: { max_retries: number; retry_interval: number; retry_on: string[] } | null = null;
      if (p.retry_json !== undefined) {
        retry = parseRetry(String(p.retry_json));
        if (!retry) refuse(call, 'invalid_retry_json');
      }
      const numbers = [...new Set(String(p.contact_numbers).split(',').map((n) => n.trim()).filter(Boolean))];
      if (numbers.length > 5000) refuse(call, 'too_many_numbers');
      // Test mode's voice account (messaging-api.ts testVoiceAccount): its plans, announcement and caller ID.
      const planId = String(p.plan_id);
      if (planId !== testVoiceAccount.planId && planId !== testVoiceAccount.emptyPlanId) refuse(call, 'plan_not_found', `No active voice plan ${planId} in your account`);
      if (p.announcement_id !== testVoiceAccount.announcementId) refuse(call, 'announcement_not_found', `No approved announcement ${String(p.announcement_id)} in your account`);
      if (p.caller_id !== testVoiceAccount.callerId) refuse(call, 'caller_id_not_allowed', `Caller ID ${String(p.caller_id)} is not assigned to your account`);
      if (triggerIn(call, p, 'insufficient_credits')) refuse(call, 'insufficient_credits');
      const valid = numbers.filter(isValidNumber);
      const invalid = numbers.filter((n) => !isValidNumber(n));
      const now = clock.now();
      const broadcastId = newId('vb_');
      const dtmfWait = p.dtmf_wait === 1;
      await who.use(call, { calls: valid.length });
      await repo.insertCalls(
        who.userId,
        valid.map((number) => {
          const m = magic.get(number);
          return {
            callId: newId('call_'),
            broadcastId,
            number,
            callerId: String(p.caller_id),
            // The SMS magic numbers, as calls: refused ones fail, DND is busy, delayed is not answered.
            outcome: m?.outcome === 'REJECTED' ? (m.number.endsWith('4') ? 'BUSY' : 'FAILED') : m?.outcome === 'DELAYED' ? 'NO_ANSWER' : 'ANSWERED',
            dtmfWait,
            createdAt: now.toISOString(),
          };
        }),
      );
      return {
        status: 'success',
        message: 'Broadcast accepted',
        data: {
          broadcastId,
          planId: String(p.plan_id),
          announcementId: String(p.announcement_id),
          callerId: String(p.caller_id),
          accepted: valid.length,
          rejected: invalid.length,
          invalidNumbers: invalid,
          retry,
          dtmf: { wait: dtmfWait, waitSeconds: Number(p.dtmf_wait_time ?? 5) },
          createdAt: now.toISOString(),
        },
      };
    },

    async 'voice-logs'(call, who, p) {
      const now = clock.now();
      const { start, end } = period(call, p, now);
      const limit = Number(p.limit ?? 50);
      const beforeId = decodeCursor(call, p.cursor === undefined ? undefined : String(p.cursor));
      // A test call is placed TEST_REPORT_SECONDS after the broadcast is accepted, and listed from then on.
      const placedBy = new Date(now.getTime() - TEST_REPORT_SECONDS * 1000);
      const rows = (await repo.calls(who.userId, { start, end, broadcastId: p.broadcast_id === undefined ? undefined : String(p.broadcast_id), beforeId, cap: 5000 }))
        .filter((c) => Date.parse(c.createdAt) <= placedBy.getTime())
        .filter((c) => p.status === undefined || callStatus(c) === p.status);
      const page = rows.slice(0, limit);
      return {
        status: 'success',
        data: page.map((c) => {
          const startedAt = Date.parse(c.createdAt) + TEST_REPORT_SECONDS * 1000;
          const answered = c.outcome === 'ANSWERED';
          return {
            callId: c.callId,
            broadcastId: c.broadcastId,
            number: c.number,
            callerId: c.callerId,
            status: c.outcome,
            attempt: 1,
            durationSeconds: answered ? 27 : 0,
            dtmf: answered && c.dtmfWait ? '1' : null,
            startedAt: new Date(startedAt).toISOString(),
            endedAt: new Date(startedAt + (answered ? 27_000 : 0)).toISOString(),
          };
        }),
        nextCursor: rows.length > limit ? encodeCursor(page[page.length - 1]!.id) : null,
      };
    },
  };

  return {
    /**
     * Answers one documented call in test mode. `log` is false only for the answers given before the
     * key is known (nobody to log them for).
     */
    async answer(id: MessagingCallId, input: Record<string, unknown>, meta: { method: string; path: string }): Promise<MessagingAnswer> {
      const call = messagingCalls[id];
      let found: Omit<KeyOwner, 'use'>;
      try {
        found = await owner(call, input);
      } catch (err) {
        if (err instanceof Refusal) return err.answer;
        throw err;
      }
      const userId = found.userId;
      const who: KeyOwner = {
        ...found,
        async use(refusing, add) {
          const within = Object.fromEntries(Object.keys(add).map((k) => [k, TEST_DAILY_QUOTA[k as keyof TestUsage]]));
          if (!(await use(userId, add, within))) throw new Refusal(quotaExceeded(refusing));
        },
      };
      const now = clock.now();
      // Per key and call, the documented requests per second (Get Started, "Rate limits"), counted
      // atomically so parallel requests cannot pass it together; with REDIS_URL, across instances.
      const { current } = await counters.incr(`test-mode:${who.keyId}:${call.id}`, 1000);
      // Each request is logged: it is counted first, and one past the day's quota, or with the day's log
      // full, is answered without being logged (docs/decisions/034-test-mode.md).
      if (!(await use(userId, { requests: 1 }, { requests: TEST_DAILY_QUOTA.requests, bytes: TEST_DAILY_QUOTA.bytes - 1 }))) return quotaExceeded(call);
      let answer: MessagingAnswer;
      try {
        if (current > call.ratePerSecond) refuse(call, 'rate_limited');
        if (SENDS.has(call.id) && !(await emailVerified(userId))) refuse(call, 'email_not_verified');
        const checked = checkParams(call, input);
        if (!checked.ok) refuse(call, checked.code, checked.message);
        const params = (checked as { params: CheckedParams }).params;
        if (triggerIn(call, params, 'internal_error')) refuse(call, 'internal_error');
        answer = { statusCode: 200, body: await handlers[call.id](call, who, params) };
      } catch (err) {
        if (!(err instanceof Refusal)) throw err;
        answer = err.answer;
      }
      const params = JSON.stringify(redacted(call, input, who.prefix));
      const body = JSON.stringify(answer.body);
      const requestId = await repo.logRequest({
        userId,
        keyId: who.keyId,
        call: call.id,
        method: meta.method,
        path: meta.path,
        params,
        statusCode: answer.statusCode,
        answer: body,
        now,
      });
      await use(userId, { bytes: Buffer.byteLength(params) + Buffer.byteLength(body) }, {});
      const sent = ((answer.body.data as { messages?: { messageId: string }[] } | undefined)?.messages ?? []).map((m) => m.messageId);
      if (call.id === 'send-sms') await repo.setMessagesRequest(sent, requestId);
      return answer;
    },

    async overview(userId: number) {
      const [key, entityId, senders, templates, email, callback] = await Promise.all([
        repo.activeKey(userId),
        repo.entity(userId),
        repo.senders(userId),
        repo.templates(userId),
        repo.email(userId),
        reports?.state(userId) ?? null,
      ]);
      // The Voice calls' username is the account's e-mail: Try it prefills it.
      return { key: key ? { prefix: key.prefix, createdAt: key.createdAt } : null, entityId, senders, templates, username: email ?? '', callback };
    },

    /** A new test key, shown once; the visitor's previous key stops working. */
    async newKey(userId: number) {
      const key = `${TEST_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
      const prefix = `${key.slice(0, TEST_KEY_PREFIX.length + 4)}…`;
      const now = clock.now();
      await repo.replaceKey(userId, hashToken(key), prefix, now);
      return { key, prefix, createdAt: now.toISOString() };
    },

    revokeKey: (userId: number) => repo.revokeKeys(userId, clock.now()),

    saveDlt: (userId: number, entityId: string, senders: string[]) => repo.saveDlt(userId, entityId, [...new Set(senders)], clock.now()),

    /**
     * The Developer page registers a template only for a Sender ID the visitor registered, as a DLT portal
     * does (docs/decisions/048-developer-console.md); the messaging API's Add Template call keeps the
     * reference's behaviour.
     */
    async addTemplate(userId: number, input: TemplateInput): Promise<TemplateRow> {
      const [entity, senders] = await Promise.all([repo.entity(userId), repo.senders(userId)]);
      if (entity === null) throw new TemplateRefused('entity');
      if (!senders.includes(input.senderId)) throw new TemplateRefused('sender');
      return registerTemplate(userId, input, entity);
    },

    /** The console's checklist and the account's verified state, read from what the account holds (decision 048). */
    async status(userId: number) {
      const now = clock.now().getTime();
      const [verified, email, progress, callbackUrl] = await Promise.all([
        emailVerified(userId),
        repo.email(userId),
        repo.progress(userId, { reportedBy: new Date(now - TEST_REPORT_SECONDS * 1000), delayedReportedBy: new Date(now - TEST_DELAYED_REPORT_SECONDS * 1000) }),
        reports?.state(userId) ?? null,
      ]);
      return {
        email: email ?? '',
        emailVerified: verified,
        steps: {
          verifyEmail: verified,
          testKey: progress.key,
          senderId: progress.sender,
          template: progress.template,
          firstSms: progress.sent,
          delivered: progress.delivered,
          callbackUrl: callbackUrl !== null,
        },
      };
    },

    /** The latest requests with their answers, and the delivery reports of the messages they sent, as of now. */
    async requests(userId: number, limit = 50) {
      const now = clock.now();
      const rows = await repo.requests(userId, limit);
      const messages = await repo.messages(userId, { start: new Date(0), end: new Date(now.getTime() + 1), requestIds: rows.map((r) => r.id), cap: 5000 });
      return rows.map((r) => ({
        id: r.id,
        call: r.call,
        method: r.method,
        path: r.path,
        params: JSON.parse(r.params) as Record<string, unknown>,
        statusCode: r.statusCode,
        answer: JSON.parse(r.answer) as unknown,
        createdAt: r.createdAt,
        reports: messages
          .filter((m) => m.requestId === r.id)
          .map((m) => ({ messageId: m.messageId, to: m.to, ...reportAt(m, now) })),
      }));
    },
  };
}

export type TestModeService = ReturnType<typeof createTestModeService>;

/** A template the Developer page cannot register: 'entity' when no entity is saved, 'sender' for an unregistered Sender ID, else the reason. */
export class TemplateRefused extends Error {}

/** The parameters as logged: the key and token replaced by the key's visible prefix, never stored. */
function redacted(call: MessagingCall, input: Record<string, unknown>, prefix: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const p of call.params) {
    const value = input[p.name];
    if (value === undefined) continue;
    out[p.name] = p.secret ? prefix : typeof value === 'string' ? value.slice(0, 2000) : value;
  }
  return out;
}

function parseRetry(text: string): { max_retries: number; retry_interval: number; retry_on: string[] } | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const v = value as Record<string, unknown>;
  const int = (x: unknown, min: number, max: number) => typeof x === 'number' && Number.isInteger(x) && x >= min && x <= max;
  if (!int(v.max_retries, 0, 3) || !int(v.retry_interval, 5, 120)) return null;
  if (!Array.isArray(v.retry_on) || v.retry_on.length === 0 || !v.retry_on.every((r) => r === 'BUSY' || r === 'NO_ANSWER' || r === 'FAILED')) return null;
  return { max_retries: v.max_retries as number, retry_interval: v.retry_interval as number, retry_on: [...new Set(v.retry_on as string[])] };
}
