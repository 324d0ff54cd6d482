import fs from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Config } from '../config';
import type { DatabaseHandle } from '../db/connect';
import { type AuditService, CLI_ACTOR } from '../modules/audit/audit.service';
import { openOwnerOnly } from '../ops/owner-only';
import type { TableCount } from '../ops/sqlite-backup';
import type { CliValues } from './run-cli';

// What run-cli.ts gives each command of the operator CLI (product §16) and the output helpers several
// commands share. A module apart from run-cli.ts, so the commands import it and run-cli.ts imports them.

export interface CliIo {
  env: NodeJS.ProcessEnv;
  out: (text: string) => void;
  err: (text: string) => void;
  /**
   * Reads a password: from a prompt without echo on a terminal, else the first line of standard input.
   * Never from the command line, where other users and the shell history would see it.
   */
  readPassword?: (prompt: string) => Promise<string | undefined>;
  /** Asks a yes/no question on a terminal; undefined when standard input is not one (then --yes is needed). */
  confirm?: (question: string) => Promise<boolean | undefined>;
}

/** Bad usage: printed with a pointer to the command's --help, exit code 2. */
export class UsageError extends Error {}

export interface CommandContext {
  /** The command as typed, for the modules that serve more than one (site and licence, backup and restore). */
  command: string;
  values: CliValues;
  positionals: string[];
  /** The positionals joined by spaces: 'flag on'. */
  sub: string;
  config: Config;
  io: CliIo;
  /** Connects to the configured database and brings its schema up to date; run-cli.ts closes it. */
  open: () => Promise<DatabaseHandle>;
}

export interface CliCommand {
  /** What `<command> --help` prints. */
  help: string;
  /** Answers the exit code; throws UsageError for bad usage. */
  run: (context: CommandContext) => Promise<number>;
}

/** One module's commands and its lines in the overview that `--help` prints, in that overview's order. */
export interface CommandGroup {
  overview: string;
  commands: Record<string, CliCommand>;
}

export function isoOption(name: string, value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  if (Number.isNaN(Date.parse(value))) throw new UsageError(`--${name} must be an ISO-8601 date or instant, e.g. 2026-11-01T00:00:00Z`);
  return new Date(value).toISOString();
}

/**
 * Writes an export and records it as the operator's in the audit trail whatever happens: its filters, the
 * rows written and, when it broke off (a file that cannot be written), complete: false. Answers the rows.
 */
export async function writeRecordedCsv(
  audit: AuditService,
  action: 'export.csv' | 'audit.export',
  detail: Record<string, unknown>,
  produce: (done: (rows: number, complete: boolean) => void) => AsyncGenerator<string>,
  out: string | undefined,
  io: CliIo,
): Promise<number> {
  let rows = 0;
  let complete = false;
  try {
    await writeCsv(
      produce((n, c) => {
        rows = n;
        complete = c;
      }),
      out,
      io,
    );
  } catch (err) {
    complete = false;
    throw err;
  } finally {
    await audit.record({ who: CLI_ACTOR, action, ip: null, detail: { ...detail, rows, ...(complete ? {} : { complete }) } });
  }
  return rows;
}

/** Streams CSV chunks to FILE (pipeline: it waits while the file drains, so memory stays bounded) or to standard output. */
async function writeCsv(chunks: AsyncGenerator<string>, out: string | undefined, io: CliIo): Promise<void> {
  if (out) return pipeline(Readable.from(chunks), fs.createWriteStream(out, { fd: openOwnerOnly(out) }));
  for await (const chunk of chunks) io.out(chunk);
}

export function formatCounts(counts: TableCount[]): string {
  const width = Math.max(0, ...counts.map((c) => c.table.length));
  return counts.map((c) => `  ${c.table.padEnd(width)}  ${rowsText(c.rows)}\n`).join('');
}

export function rowsText(n: number): string {
  return `${n} ${n === 1 ? 'row' : 'rows'}`;
}
