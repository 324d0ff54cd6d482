import { afterEach, describe, expect, test, vi } from 'vitest';
import { fetchAuditPage, SessionEndedError } from './admin-api';

const range = { from: '2026-11-01T00:00:00.000Z', to: '2026-11-02T00:00:00.000Z' };
const row = { id: 7, at: '2026-11-01T10:00:00.000Z', adminId: null, actor: 'cli', action: 'site.lock', outcome: 'ok', ip: null, detail: null };

function answer(status: number, body: unknown, headers: Record<string, string> = {}) {
  const fetch = vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => vi.unstubAllGlobals());

describe('one page of the audit trail', () => {
  test('sends the filters, page size and cursor the server reads, and reads the total and next cursor', async () => {
    const fetch = answer(200, [row], { 'x-total-count': '51', link: '</api/admin/audit?limit=50&cursor=abc>; rel="next"' });
    const page = await fetchAuditPage({ range, actor: '  Ops@Example.com ', action: 'site.lock' }, { token: 't0k', limit: 50, cursor: 'prev' });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    const sent = new URL(url, 'http://localhost');
    expect(sent.pathname).toBe('/api/admin/audit');
    expect(Object.fromEntries(sent.searchParams)).toEqual({ ...range, actor: 'Ops@Example.com', action: 'site.lock', limit: '50', cursor: 'prev' });
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer t0k');
    expect(page).toEqual({ rows: [row], total: 51, nextCursor: 'abc' });
  });

  test('no filter sends only the page size; an ended session is reported as such', async () => {
    const fetch = answer(200, []);
    await fetchAuditPage({ range: {}, actor: '   ' }, { token: 't', limit: 25 });
    expect(new URL((fetch.mock.calls[0] as unknown as [string])[0], 'http://localhost').search).toBe('?limit=25');
    answer(401, { statusCode: 401, error: 'Unauthorized', message: 'Unauthorized' });
    await expect(fetchAuditPage({ range: {} }, { token: 't', limit: 25 })).rejects.toBeInstanceOf(SessionEndedError);
  });
});
