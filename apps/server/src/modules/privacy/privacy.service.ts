import fs from 'node:fs/promises';
import path from 'node:path';
import { phoneE164 } from '@tarang/shared/foreign-phone';
import { privacyMessages, type Retention } from '@tarang/shared/privacy';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { AppError } from '../../plugins/errors';
import type { AuditActor, AuditService } from '../audit/audit.service';
import { emailKey } from '../auth/auth.service';
import { dataMap, type PersonalDataTable, type RetentionRule } from './data-map';
import { createPrivacyRepository, type PrivacyRepository } from './privacy.repository';
import { suppress, unsuppress } from './suppression';

/**
 * A person's data on request, and retention the server enforces (docs/product.md §14,
 * docs/decisions/031-privacy-retention-erasure.md). Everything here walks the registry in data-map.ts.
 */

type Row = Record<string, unknown>;

/** The address as written in free text: not part of a longer address (bob@x.com inside jimbob@x.com). */
function mentionPattern(email: string, flags = 'i'): RegExp {
  const escaped = email.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![A-Za-z0-9._%+-])${escaped}(?![A-Za-z0-9-]|\\.[A-Za-z0-9])`, `g${flags}`);
}

interface Person {
  email: string;
  userId: number | undefined;
  adminId: number | undefined;
  adminDisabled: boolean;
}

interface PersonExport extends Record<string, unknown> {
  email: string;
  exportedAt: string;
  /** Every row held about the address, by table (hashed secrets left out). */
  tables: Record<string, Row[]>;
  /** Mail files under DATA_DIR/outbox that name the address. */
  mailFiles: string[];
}

interface Erasure {
  deleted: Record<string, number>;
  anonymised: Record<string, number>;
  files: number;
}

interface RetentionResult {
  /** Rows past their period, per table: deleted, or that would be with dryRun. */
  counts: Record<string, number>;
  files: number;
  dryRun: boolean;
}

interface PrivacyDeps {
  db: Kysely<Database>;
  audit: AuditService;
  clock: Clock;
  dataDir: string;
  retention: Retention;
  /** SALES_EMAIL: our own inbox, never erased (every lead's notification goes there). */
  salesEmail: string;
  log?: { info(obj: object, msg: string): void; error(obj: object, msg: string): void };
}

const keyOf = (entry: PersonalDataTable) => entry.key ?? 'id';
/** The columns in which a row that is someone else's may name the person (a `scrub` mention). */
const scrubColumns = (entry: PersonalDataTable) => entry.match.flatMap((m) => ('mentions' in m && m.scrub ? m.mentions : []));
/** A new daily run may start this long after the last one was claimed (a little under a day, so the time does not creep). */
const RUN_EVERY_MS = 23 * 60 * 60 * 1000;
/** How often each instance looks whether a run is due. */
export const RETENTION_CHECK_MS = 60 * 60 * 1000;

function cutoff(rule: RetentionRule, retention: Retention, now: Date): Date {
  const at = new Date(now);
  switch (rule.after) {
    case 'expiry':
      return at;
    case 'leadsMonths':
      at.setUTCMonth(at.getUTCMonth() - retention.leadsMonths);
      return at;
    default:
      return new Date(at.getTime() - retention[rule.after] * 24 * 60 * 60 * 1000);
  }
}

export function createPrivacyService(deps: PrivacyDeps) {
  const { db, clock } = deps;
  const repo = createPrivacyRepository(db);
  const outboxDir = path.join(deps.dataDir, 'outbox');

  async function findPerson(from: PrivacyRepository, email: string): Promise<Person> {
    const { user, admin } = await from.accountsOf(email.trim());
    return {
      email: email.trim(),
      userId: user ? Number(user.id) : undefined,
      adminId: admin ? Number(admin.id) : undefined,
      adminDisabled: admin ? admin.disabled_at !== null : false,
    };
  }

  /** The person's rows in one table, each with whether it is theirs (not merely mentioning them). */
  async function rowsOf(from: PrivacyRepository, entry: PersonalDataTable, person: Person): Promise<{ row: Row; own: boolean }[]> {
    const key = keyOf(entry);
    const found = new Map<unknown, { row: Row; own: boolean }>();
    const pattern = mentionPattern(person.email);
    const keys = { email: person.email, emailSha256: emailKey(person.email), userId: person.userId, adminId: person.adminId };
    for (const match of entry.match) {
      // A row that only mentions the address is not the person's own.
      const own = !('mentions' in match);
      for (const row of await from.rowsMatching(entry.table, match, keys)) {
        // LIKE found candidates; only a whole address counts (jimbob@x.com does not mention bob@x.com).
        if ('mentions' in match && !match.mentions.some((c) => typeof row[c] === 'string' && new RegExp(pattern).test(row[c] as string))) continue;
        const prior = found.get(row[key]);
        found.set(row[key], { row, own: own || (prior?.own ?? false) });
      }
    }
    return [...found.values()];
  }

  /** The row with the address taken out: the person's own fields cleared, mentions replaced. */
  function anonymised(entry: PersonalDataTable, row: Row, own: boolean, email: string): Row {
    const mentionColumns = new Set(entry.match.flatMap((m) => ('mentions' in m ? m.mentions : [])));
    const emailColumns = new Set(entry.match.flatMap((m) => ('email' in m ? [m.email] : [])));
    const patch: Row = {};
    for (const column of entry.columns) {
      const value = row[column];
      if (mentionColumns.has(column) && typeof value === 'string') {
        const replaced = value.replace(mentionPattern(email), '[erased]');
        if (replaced !== value) patch[column] = replaced;
      } else if (own && value !== null) {
        patch[column] = emailColumns.has(column) ? 'erased person' : null;
      }
    }
    return patch;
  }

  /**
   * Rewrites a kept row as the audit trail's rule allows (migration 017): the person's own fields first,
   * then, for each way the address is written in a mention column, that spelling swapped for '[erased]'
   * in one update of its own, after naming it to the database as a term being erased. Same result as
   * `anonymised`; false when nothing named the person.
   */
  async function rewriteInSteps(t: PrivacyRepository, entry: PersonalDataTable, row: Row, own: boolean, email: string): Promise<boolean> {
    const key = keyOf(entry);
    const mentionColumns = new Set(entry.match.flatMap((m) => ('mentions' in m ? m.mentions : [])));
    const patch = anonymised(entry, row, own, email);
    const ownFields = Object.fromEntries(Object.entries(patch).filter(([column]) => !mentionColumns.has(column)));
    if (Object.keys(ownFields).length > 0) await t.updateRow(entry.table, key, row[key], ownFields);
    for (const column of mentionColumns) {
      let value = row[column];
      if (typeof value !== 'string') continue;
      for (const spelling of new Set(value.match(mentionPattern(email)) ?? [])) {
        value = (value as string).replace(mentionPattern(spelling, ''), '[erased]');
        await t.allowErasure(spelling);
        await t.updateRow(entry.table, key, row[key], { [column]: value });
      }
    }
    return Object.keys(patch).length > 0;
  }

  async function mailFilesNaming(email: string, ids: Set<number>): Promise<string[]> {
    let names: string[];
    try {
      names = (await fs.readdir(outboxDir)).filter((n) => n.endsWith('.eml'));
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw err;
    }
    const pattern = mentionPattern(email);
    const out: string[] = [];
    for (const name of names) {
      const id = Number(name.split('-', 1)[0]);
      if (ids.has(id)) {
        out.push(name);
        continue;
      }
      // A file whose row is gone still counts: quoted-printable soft line breaks are joined before searching.
      const text = (await fs.readFile(path.join(outboxDir, name), 'latin1')).replace(/=\r?\n/g, '');
      if (new RegExp(pattern).test(text)) out.push(name);
    }
    return out;
  }

  async function removeMailFiles(names: string[]): Promise<number> {
    let removed = 0;
    for (const name of names) {
      try {
        await fs.unlink(path.join(outboxDir, name));
        removed++;
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
      }
    }
    return removed;
  }

  async function mailFilesOf(ids: number[]): Promise<string[]> {
    if (ids.length === 0) return [];
    const wanted = new Set(ids);
    try {
      return (await fs.readdir(outboxDir)).filter((n) => n.endsWith('.eml') && wanted.has(Number(n.split('-', 1)[0])));
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw err;
    }
  }

  async function retentionPass(dryRun: boolean): Promise<RetentionResult> {
    const now = clock.now();
    const counts: Record<string, number> = {};
    const outboxIds: number[] = [];
    for (const entry of dataMap) {
      for (const rule of entry.retention ?? []) {
        const before = cutoff(rule, deps.retention, now).toISOString();
        const key = keyOf(entry);
        const keys = await repo.keysBefore(entry.table, key, rule.column, before, rule.only);
        counts[entry.table] = (counts[entry.table] ?? 0) + keys.length;
        if (entry.table === 'outbox') outboxIds.push(...keys.map(Number));
        // Idempotent: several instances (or a CLI run beside the job) deleting the same rows is harmless.
        if (!dryRun) await repo.deleteKeys(entry.table, key, keys);
      }
    }
    const files = await mailFilesOf(outboxIds);
    if (!dryRun) await removeMailFiles(files);
    return { counts, files: files.length, dryRun };
  }

  return {
    /** Every row held about the address, as JSON (secrets left out), audited. */
    async exportPerson(email: string, who: AuditActor, ip: string | null): Promise<PersonExport> {
      const person = await findPerson(repo, email);
      const tables: Record<string, Row[]> = {};
      const outboxIds = new Set<number>();
      for (const entry of dataMap) {
        const rows = await rowsOf(repo, entry, person);
        if (rows.length === 0) continue;
        if (entry.table === 'outbox') for (const r of rows) outboxIds.add(Number(r.row.id));
        const scrubbed = scrubColumns(entry);
        tables[entry.table] = rows.map(({ row, own }) => {
          const copy: Row = {};
          // Someone else's row that names the person: only where it names them.
          const shown = !own && scrubbed.length > 0 ? [keyOf(entry), ...scrubbed] : Object.keys(row);
          for (const column of shown) {
            if (entry.secret?.includes(column)) continue;
            copy[column] = row[column] instanceof Date ? (row[column] as Date).toISOString() : row[column];
            if (entry.phones?.includes(column)) copy[`${column}_e164`] = typeof row[column] === 'string' ? phoneE164(row[column]) : null;
          }
          return copy;
        });
      }
      const mailFiles = await mailFilesNaming(person.email, outboxIds);
      const counts = Object.fromEntries(Object.entries(tables).map(([t, rows]) => [t, rows.length]));
      await deps.audit.record({ who, action: 'person.export', ip, detail: { email: person.email, rows: counts, mailFiles: mailFiles.length } });
      return { email: person.email, exportedAt: clock.now().toISOString(), tables, mailFiles };
    },

    /**
     * Removes every row about the address (the audit trail keeps its entries with the address taken out),
     * its mail files, and puts its keyed hash on the suppression list; one transaction, then the files.
     * Audited with counts and the hash, never the address.
     */
    async erasePerson(email: string, who: AuditActor, ip: string | null): Promise<Erasure> {
      const now = clock.now();
      const result: Erasure = { deleted: {}, anonymised: {}, files: 0 };
      const outboxIds = new Set<number>();
      const hash = await db.transaction().execute(async (trx) => {
        const t = createPrivacyRepository(trx);
        const person = await findPerson(t, email);
        if (person.adminId !== undefined && !person.adminDisabled) throw new AppError(409, privacyMessages.adminActive);
        if (person.email.toLowerCase() === deps.salesEmail.toLowerCase()) throw new AppError(409, privacyMessages.salesInbox);
        for (const entry of dataMap) {
          const rows = await rowsOf(t, entry, person);
          if (rows.length === 0) continue;
          const key = keyOf(entry);
          if (entry.erase === 'delete') {
            // Someone else's row that only names the person keeps everything but the address (scrub).
            const scrubbing = scrubColumns(entry).length > 0;
            const deleted = rows.filter((r) => r.own || !scrubbing);
            if (entry.table === 'outbox') for (const r of deleted) outboxIds.add(Number(r.row.id));
            await t.deleteKeys(entry.table, key, deleted.map((r) => r.row[key]));
            if (deleted.length > 0) result.deleted[entry.table] = deleted.length;
            let n = 0;
            for (const { row } of rows.filter((r) => !r.own && scrubbing)) {
              const patch = anonymised(entry, row, false, person.email);
              if (Object.keys(patch).length === 0) continue;
              await t.updateRow(entry.table, key, row[key], patch);
              n++;
            }
            if (n > 0) result.anonymised[entry.table] = n;
          } else {
            let n = 0;
            for (const { row, own } of rows) if (await rewriteInSteps(t, entry, row, own, person.email)) n++;
            result.anonymised[entry.table] = n;
          }
        }
        await t.clearErasureTerms();
        return suppress(trx, person.email, now);
      });
      await repo.compact([...new Set([...Object.keys(result.deleted), ...Object.keys(result.anonymised)])]);
      result.files = await removeMailFiles(await mailFilesNaming(email.trim(), outboxIds));
      // The trail names the erasure by the start of its hash: enough to match a later question, not the address.
      await deps.audit.record({ who, action: 'person.erase', ip, detail: { suppression: hash.slice(0, 16), deleted: result.deleted, anonymised: result.anonymised, files: result.files } });
      return result;
    },

    /** At the owner's request (a new positive action), the address may be mailed again. */
    async unsuppress(email: string, who: AuditActor, ip: string | null): Promise<boolean> {
      const lifted = await unsuppress(db, email, clock.now());
      await deps.audit.record({ who, action: 'person.unsuppress', ip, detail: { lifted } });
      return lifted;
    },

    /** Deletes (or with dryRun, counts) what has passed its period; logged and audited with the counts. */
    async runRetention(who: AuditActor, { dryRun = false }: { dryRun?: boolean } = {}): Promise<RetentionResult> {
      const result = await retentionPass(dryRun);
      deps.log?.info({ counts: result.counts, files: result.files, dryRun }, 'retention run');
      await deps.audit.record({ who, action: 'retention.run', ip: null, detail: { counts: result.counts, files: result.files, ...(dryRun ? { dryRun } : {}), periods: deps.retention } });
      return result;
    },

    /**
     * Claims today's run for this instance: true for one instance a day, whichever asks first
     * (docs/decisions/009-scale-out.md); the claim is one conditional write, atomic on both databases.
     */
    async claimDailyRun(): Promise<boolean> {
      const now = clock.now();
      return repo.claimRetentionLease(now.toISOString(), new Date(now.getTime() - RUN_EVERY_MS).toISOString());
    },
  };
}

export type PrivacyService = ReturnType<typeof createPrivacyService>;

/** The actor the daily job records as: the server itself, like the operator's CLI has its own. */
const RETENTION_JOB_ACTOR: AuditActor = { adminId: null, actor: 'retention job' };

/**
 * The daily retention job: every RETENTION_CHECK_MS of the injected clock, an instance claims the day's
 * run if it is due and runs it. Never throws; a failed run is logged and tried again at the next check.
 */
export function startRetentionJob(privacy: PrivacyService, clock: Clock, log: { error(obj: object, msg: string): void }) {
  let stopped = false;
  const loop = (async () => {
    while (!stopped) {
      await clock.sleep(RETENTION_CHECK_MS);
      if (stopped) break;
      try {
        if (await privacy.claimDailyRun()) await privacy.runRetention(RETENTION_JOB_ACTOR);
      } catch (err) {
        log.error({ error: err instanceof Error ? err.message : String(err) }, 'retention run failed; trying again at the next check');
      }
    }
  })();
  return {
    stop() {
      stopped = true;
      return Promise.race([loop, new Promise((resolve) => setTimeout(resolve, 50).unref())]);
    },
  };
}
