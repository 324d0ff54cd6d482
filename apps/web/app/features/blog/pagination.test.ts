import { describe, expect, test } from 'vitest';
import { BLOG_PAGE_SIZE, pageCount, pageFromSearch, pageItems, wrapPage } from './pagination';

describe('blog pagination', () => {
  test('the page size is the spec’s 4', () => {
    expect(BLOG_PAGE_SIZE).toBe(4);
  });

  test('ten entries make three pages, the last one holding two', () => {
    const items = Array.from({ length: 10 }, (_, i) => i);
    expect(pageCount(items.length)).toBe(3);
    expect(pageItems(items, 1)).toEqual([0, 1, 2, 3]);
    expect(pageItems(items, 3)).toEqual([8, 9]);
  });

  test('previous from the first page goes to the last, next from the last goes to the first (product §4)', () => {
    expect(wrapPage(0, 5)).toBe(5);
    expect(wrapPage(6, 5)).toBe(1);
    expect(wrapPage(3, 5)).toBe(3);
  });

  test('no entries is still one page', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageItems([], 1)).toEqual([]);
  });

  test('a shared ?page= is read, and anything that is not a page gives page 1', () => {
    expect(pageFromSearch('?page=3', 5)).toBe(3);
    expect(pageFromSearch('?page=9', 5)).toBe(1);
    expect(pageFromSearch('?page=abc', 5)).toBe(1);
    expect(pageFromSearch('', 5)).toBe(1);
  });
});
