import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { AppError } from '../../plugins/errors';

const EXPORT_BATCH = 1000;

/**
 * Keyset paging (product §13): rows are ordered by
 * (created_at desc, id desc) and a cursor names the last row seen, so every row
 * appears exactly once across pages even while new rows arrive.
 */
export interface Cursor {
  createdAt: string;
  id: number;
}

/**
 * Cursors are signed (docs/decisions/013-admin-dashboard.md): a cursor names where a page starts, and one
 * the server did not make is refused, so a client cannot walk the rows from a place of its choosing. The
 * key is shared by every instance, so a page's cursor works on whichever instance the next call reaches.
 */
export interface CursorCodec {
  encode(cursor: Cursor): string;
  /** Undefined for anything that is not a cursor made with this key. */
  decode(value: string): Cursor | undefined;
  /** The cursor a page call names, decoded; the one 400 for anything that is not a cursor we made. */
  after(value: string | undefined): Cursor | undefined;
}

const SIGNATURE_BYTES = 16;

export function cursorCodec(key: Buffer): CursorCodec {
  const sign = (payload: string) => createHmac('sha256', key).update(payload).digest().subarray(0, SIGNATURE_BYTES);
  const decode = (value: string): Cursor | undefined => {
    const [payload, signature, extra] = value.split('.');
    if (!payload || !signature || extra !== undefined) return undefined;
    const given = Buffer.from(signature, 'base64url');
    if (given.length !== SIGNATURE_BYTES || !timingSafeEqual(given, sign(payload))) return undefined;
    try {
      const parsed: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
      if (!Array.isArray(parsed) || parsed.length !== 2) return undefined;
      const [createdAt, id] = parsed as [unknown, unknown];
      if (typeof createdAt !== 'string' || !Number.isSafeInteger(id)) return undefined;
      if (Number.isNaN(Date.parse(createdAt))) return undefined;
      return { createdAt: new Date(createdAt).toISOString(), id: id as number };
    } catch {
      return undefined;
    }
  };
  return {
    encode(cursor) {
      const payload = Buffer.from(JSON.stringify([cursor.createdAt, cursor.id])).toString('base64url');
      return `${payload}.${sign(payload).toString('base64url')}`;
    },
    decode,
    after(value) {
      if (value === undefined) return undefined;
      const after = decode(value);
      if (!after) throw new AppError(400, 'The cursor is not valid. Start again from the first page.');
      return after;
    },
  };
}

/**
 * A codec whose key lives only in this process: for a service the CLI builds, which pages nothing. The
 * server passes the shared one (cursorKeyFrom), so a cursor works on every instance.
 */
export const processCursorCodec = () => cursorCodec(randomBytes(32));

/** The key of the server's list cursors, from the secret the instances share (the bot check's key). */
export const cursorKeyFrom = (sharedSecret: string) => createHmac('sha256', sharedSecret).update('admin list cursors').digest();

/**
 * Every row of a paged read as CSV lines, read in batches so the memory held stays bounded however many
 * rows match. `done` is told the rows read and whether the export finished; a download broken off (the
 * client left, a write failed) is told too, with the rows read so far.
 */
export async function* csvPages<R>(
  read: (limit: number, after: Cursor | undefined) => Promise<{ rows: R[]; next?: Cursor }>,
  line: (row: R) => string,
  done?: (rows: number, complete: boolean) => Promise<void> | void,
): AsyncGenerator<string> {
  let rows = 0;
  let after: Cursor | undefined;
  let complete = false;
  try {
    do {
      const page = await read(EXPORT_BATCH, after);
      let chunk = '';
      for (const row of page.rows) chunk += line(row);
      rows += page.rows.length;
      if (chunk) yield chunk;
      after = page.next;
    } while (after);
    complete = true;
  } finally {
    await done?.(rows, complete);
  }
}

/** LIKE pattern for a search term: % and _ are literal (escaped with backslash). */
export function likePattern(q: string): string {
  return `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * A filter or cursor instant in year 0 passed validation and failed the query on
 * PostgreSQL with a 500 (its timestamps start in year 1). Every stored row lies between years 1 and
 * 9999, so clamping a bound to that range changes no answer and keeps both dialects' comparisons valid.
 */
const EARLIEST_MS = Date.parse('0001-01-01T00:00:00.000Z');
const LATEST_MS = Date.parse('9999-12-31T23:59:59.999Z');
export function storedInstant(value: string): string {
  return new Date(Math.min(Math.max(Date.parse(value), EARLIEST_MS), LATEST_MS)).toISOString();
}
