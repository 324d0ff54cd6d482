import { describe, expect, test } from 'vitest';
import { pageCountOf, pageSummary } from './page-summary';

const list = (over: Partial<Parameters<typeof pageSummary>[0]>) => ({ loading: false, failed: false, total: 120, rows: new Array(50).fill(0), pageIndex: 0, limit: 50, ...over });

describe('the page summary line', () => {
  test('says which rows of how many are on screen', () => {
    expect(pageSummary(list({}), 'audit entries', 'None')).toBe('Showing 1–50 of 120 audit entries');
    expect(pageSummary(list({ pageIndex: 2, rows: new Array(20).fill(0) }), 'audit entries', 'None')).toBe('Showing 101–120 of 120 audit entries');
    expect(pageSummary(list({ total: 1234, pageIndex: 1 }), 'users', 'None')).toBe('Showing 51–100 of 1,234 users');
    expect(pageSummary(list({ total: undefined }), 'users', 'None')).toBe('Showing 1–50 users');
  });

  test('loading, failure and an empty page have their own sentences', () => {
    expect(pageSummary(list({ loading: true, total: undefined }), 'users', 'None')).toBe('Loading users…');
    expect(pageSummary(list({ failed: true }), 'users', 'None')).toBe('The users could not be loaded.');
    expect(pageSummary(list({ rows: [], total: 0 }), 'users', 'No users yet.')).toBe('No users yet.');
  });

  test('the page count is at least one, and unknown until the total is', () => {
    expect(pageCountOf(0, 50)).toBe(1);
    expect(pageCountOf(101, 50)).toBe(3);
    expect(pageCountOf(undefined, 50)).toBeUndefined();
  });
});
