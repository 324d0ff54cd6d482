/** product §9: 'Blog page size: 4'. */
export const BLOG_PAGE_SIZE = 4;

export function pageCount(total: number, pageSize: number = BLOG_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/**
 * Any page number folded into 1..count. product §4 "Blog pagination": previous from the first
 * page goes to the last page, next from the last page goes to the first.
 */
export function wrapPage(page: number, count: number): number {
  if (count < 1) return 1;
  return ((((page - 1) % count) + count) % count) + 1;
}

export function pageItems<T>(items: readonly T[], page: number, pageSize: number = BLOG_PAGE_SIZE): T[] {
  const current = wrapPage(page, pageCount(items.length, pageSize));
  return items.slice((current - 1) * pageSize, current * pageSize);
}

/** Reads ?page=N from a query string; anything that is not a page number gives page 1. */
export function pageFromSearch(search: string, count: number): number {
  const raw = new URLSearchParams(search).get('page');
  const n = raw && /^\d+$/.test(raw) ? Number(raw) : 1;
  return n >= 1 && n <= count ? n : 1;
}
