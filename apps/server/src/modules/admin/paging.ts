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
