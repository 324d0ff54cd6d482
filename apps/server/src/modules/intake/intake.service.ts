import { randomBytes } from 'node:crypto';
import type { ContactRequest } from '@tarang/shared/contact';
import type { DemoRequest } from '@tarang/shared/demo';
import { INTAKE_KEY_PATTERN, INTAKE_KEY_PREFIX, intakeMessages, intakeSource, type IntakeKey, type IntakeKeyCreate, type IntakeKeyCreated, type IntakeReceipt } from '@tarang/shared/intake';
import type { Clock } from '../../clock';
import { AppError } from '../../plugins/errors';
import type { WindowCounters } from '../../plugins/rate-limit';
import type { AuditActor, AuditService } from '../audit/audit.service';
import { hashToken } from '../auth/tokens';
import type { ContactService } from '../contact/contact.service';
import type { DemoService } from '../demo/demo.service';
import type { AttributionColumns } from '../leads/attribution';
import type { IntakeRepository } from './intake.repository';

interface IntakeDeps {
  repo: IntakeRepository;
  audit: AuditService;
  clock: Clock;
  /** The forms' own services: a lead sent with a key is stored, mailed and sent to webhooks exactly as theirs. */
  leads?: { demos: DemoService; contacts: ContactService };
  /** Counts calls per key; with `limit` undefined (RATE_LIMITS=off) nothing is counted. */
  counters?: WindowCounters;
  limit?: { max: number; windowSeconds: number } | undefined;
}

/** Why a call's key was refused, in the words the caller reads. */
export type KeyCheck = { ok: true; key: IntakeKey } | { ok: false; message: string };

/** What a call with a good key may do now: go on, or wait `retryAfter` seconds. */
export interface RateCheck {
  limit: number;
  remaining: number;
  resetSeconds: number;
  retryAfter?: number;
}

/** The first characters a list shows: the prefix and four more, never enough to use the key. */
const prefixOf = (key: string) => `${key.slice(0, INTAKE_KEY_PREFIX.length + 4)}…`;

/**
 * Lead intake keys (docs/decisions/041-lead-intake-keys.md): made and revoked by an admin on the dashboard or
 * with the CLI, each change audited; a lead sent with a live key goes through the forms' own services, with
 * the key's name as its source and no bot check.
 */
export function createIntakeService(deps: IntakeDeps) {
  const { repo, audit, clock } = deps;

  const found = async (id: number) => {
    const key = await repo.find(id);
    if (!key) throw new AppError(404, intakeMessages.notFound);
    return key;
  };

  async function revokeKey(key: IntakeKey, who: AuditActor, ip: string | null): Promise<IntakeKey> {
    const revoked = await repo.revoke(key.id, clock.now());
    if (!revoked) throw new AppError(409, intakeMessages.alreadyRevoked);
    await audit.record({ who, action: 'intake-key.revoke', ip, detail: { keyId: key.id, name: key.name, prefix: key.prefix } });
    return revoked;
  }

  /** Where a lead sent with `key` came from, in the columns the dashboard's source filter reads. */
  function attributionOf(key: IntakeKey, at: Date): AttributionColumns {
    const source = intakeSource(key.name);
    return { attribution: JSON.stringify({ first: { utm_source: source, at: at.toISOString() } }), utm_source: source, utm_campaign: null };
  }

  async function received(key: IntakeKey, submit: (attribution: AttributionColumns) => Promise<{ id: number }>): Promise<IntakeReceipt> {
    const now = clock.now();
    const lead = await submit(attributionOf(key, now));
    await repo.touch(key.id, now);
    return { id: lead.id, message: intakeMessages.received };
  }

  const leads = () => {
    if (!deps.leads) throw new Error('createIntakeService needs the lead services to take leads');
    return deps.leads;
  };

  return {
    list: () => repo.list(),

    /** The key is in this answer and nowhere else, ever again: only its hash is stored. */
    async create(input: IntakeKeyCreate, who: AuditActor, ip: string | null): Promise<IntakeKeyCreated> {
      const secret = `${INTAKE_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
      const key = await repo.insert({ name: input.name, hash: hashToken(secret), prefix: prefixOf(secret) }, clock.now());
      if (!key) throw new AppError(409, intakeMessages.nameTaken);
      await audit.record({ who, action: 'intake-key.create', ip, detail: { keyId: key.id, name: key.name, prefix: key.prefix } });
      return { ...key, key: secret };
    },

    revoke: async (id: number, who: AuditActor, ip: string | null) => revokeKey(await found(id), who, ip),

    /** The CLI names a key by the name it was given: only a live key has one. */
    async revokeNamed(name: string, who: AuditActor, ip: string | null): Promise<IntakeKey> {
      const key = await repo.liveNamed(name);
      if (!key) throw new AppError(404, intakeMessages.notFound);
      return revokeKey(key, who, ip);
    },

    /**
     * The key a call presents: refused without a lookup when it is not of our form, else looked up by its
     * SHA-256, so no secret is compared byte by byte and the time taken says nothing about a near miss.
     */
    async check(presented: string | undefined): Promise<KeyCheck> {
      if (presented === undefined) return { ok: false, message: intakeMessages.keyMissing };
      if (!INTAKE_KEY_PATTERN.test(presented)) return { ok: false, message: intakeMessages.keyUnknown };
      const key = await repo.byHash(hashToken(presented));
      if (!key) return { ok: false, message: intakeMessages.keyUnknown };
      if (key.revokedAt !== null) return { ok: false, message: intakeMessages.keyRevoked };
      return { ok: true, key };
    },

    /** Counts one call of `key` in its window; past the limit, how long to wait. */
    async count(key: IntakeKey): Promise<RateCheck | undefined> {
      if (!deps.limit || !deps.counters) return undefined;
      const { max, windowSeconds } = deps.limit;
      const { current, ttl } = await deps.counters.incr(`intake:${key.id}`, windowSeconds * 1000);
      const resetSeconds = Math.max(1, Math.ceil(ttl / 1000));
      return { limit: max, remaining: Math.max(0, max - current), resetSeconds, ...(current > max ? { retryAfter: resetSeconds } : {}) };
    },

    demo: (key: IntakeKey, input: DemoRequest) => received(key, (attribution) => leads().demos.submit(input, undefined, attribution)),
    contact: (key: IntakeKey, input: ContactRequest) => received(key, (attribution) => leads().contacts.submit(input, undefined, attribution)),
  };
}

export type IntakeService = ReturnType<typeof createIntakeService>;
