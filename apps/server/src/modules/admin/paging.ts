/**
 * Keyset paging (product §13): rows are ordered by
 * (created_at desc, id desc) and a cursor names the last row seen, so every row
 * appears exactly once across pages even while new rows arrive.
 */
export interface Cursor {
  createdAt: string;
  id: number;
}

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify([cursor.createdAt, cursor.id])).toString('base64url');
}

/** Undefined for anything that is not a cursor we made. */
export function decodeCursor(value: string): Cursor | undefined {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
    if (!Array.isArray(parsed) || parsed.length !== 2) return undefined;
    const [createdAt, id] = parsed as [unknown, unknown];
    if (typeof createdAt !== 'string' || !Number.isSafeInteger(id)) return undefined;
    if (Number.isNaN(Date.parse(createdAt))) return undefined;
    return { createdAt: new Date(createdAt).toISOString(), id: id as number };
  } catch {
    return undefined;
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
