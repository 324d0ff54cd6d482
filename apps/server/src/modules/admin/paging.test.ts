import { describe, expect, test } from 'vitest';
import { AppError } from '../../plugins/errors';
import { randomBytes } from 'node:crypto';
import { csvPages, cursorCodec, type Cursor } from './paging';

// The CSV exports are streamed page by page (docs/decisions/013-admin-dashboard.md; product §13 keyset
// paging) and tell the audit trail how many rows went out and whether the download finished.

/** A paged read over `total` numbered rows, `size` a page whatever limit is asked. */
function pagedRows(total: number, size: number) {
  const reads: (Cursor | undefined)[] = [];
  const read = async (_limit: number, after: Cursor | undefined) => {
    reads.push(after);
    const start = after ? after.id : 0;
    const rows = Array.from({ length: Math.max(0, Math.min(size, total - start)) }, (_, k) => start + k + 1);
    const last = rows.at(-1);
    return { rows, next: last !== undefined && last < total ? { createdAt: '2026-11-27T00:00:00.000Z', id: last } : undefined };
  };
  return { read, reads };
}

describe('csvPages', () => {
  test('yields every row of every page once, then tells done the count and that it finished', async () => {
    const { read, reads } = pagedRows(7, 3);
    const done: [number, boolean][] = [];
    const chunks: string[] = [];
    for await (const chunk of csvPages(read, (n) => `${n}\n`, (rows, complete) => void done.push([rows, complete]))) chunks.push(chunk);
    expect(chunks).toEqual(['1\n2\n3\n', '4\n5\n6\n', '7\n']);
    expect(reads.map((c) => c?.id)).toEqual([undefined, 3, 6]);
    expect(done).toEqual([[7, true]]);
  });

  test('an empty read yields nothing and still tells done', async () => {
    const done: [number, boolean][] = [];
    const chunks: string[] = [];
    for await (const chunk of csvPages(pagedRows(0, 3).read, String, (rows, complete) => void done.push([rows, complete]))) chunks.push(chunk);
    expect(chunks).toEqual([]);
    expect(done).toEqual([[0, true]]);
  });

  test('a download broken off tells done the rows read so far and that it did not finish', async () => {
    const done: [number, boolean][] = [];
    for await (const chunk of csvPages(pagedRows(7, 3).read, String, (rows, complete) => void done.push([rows, complete]))) {
      expect(chunk).toBe('123');
      break;
    }
    expect(done).toEqual([[3, false]]);
  });
});

describe('signed cursors', () => {
  const key = randomBytes(32);
  const { after, encode } = cursorCodec(key);
  const cursor = { createdAt: '2026-11-27T10:00:00.000Z', id: 42 };
  const invalid = 'The cursor is not valid. Start again from the first page.';

  test('no cursor is the first page; a cursor made with the key is read back, by any codec with the same key', () => {
    expect(after(undefined)).toBeUndefined();
    expect(after(encode(cursor))).toEqual(cursor);
    expect(cursorCodec(Buffer.from(key)).after(encode(cursor))).toEqual(cursor);
  });

  test("anything else is the one 400: a made-up cursor, another key's, a changed one", () => {
    const payload = Buffer.from(JSON.stringify([cursor.createdAt, 1])).toString('base64url');
    const [madePayload, signature] = encode(cursor).split('.') as [string, string];
    for (const value of [
      '',
      'not-a-cursor',
      payload,
      `${payload}.${signature}`,
      `${madePayload}.${signature}x`,
      `${madePayload}.${signature}.${signature}`,
      cursorCodec(randomBytes(32)).encode(cursor),
    ]) {
      expect(() => after(value), value).toThrow(AppError);
      expect(() => after(value)).toThrow(invalid);
    }
  });
});
