import { useEffect, useState } from 'react';
import { fetchPage, type LeadRows, type ListFilter, type Page, type PageOptions, type TableKind } from './admin-api';
import { useAdminSession } from './admin-session-context';

interface Paging {
  /** The filter these cursors belong to; a new filter starts again at page 1. */
  key: string;
  /** cursors[i] opens page i + 1 (page 1 has none); kept so Previous needs no extra call. */
  cursors: (string | undefined)[];
  index: number;
}

interface Loaded<T> {
  requestKey: string;
  /** The page index the rows belong to: the status and page number describe the rows on screen. */
  index: number;
  page?: Page<T>;
  failed?: boolean;
}

/** Loads one page: the token comes from the session, the rest from the hook. */
type PageLoader<T> = (options: PageOptions) => Promise<Page<T>>;

/**
 * One server page of a paged admin call at a time (thousands of leads or audit rows, and a
 * 100,000-row benchmark): the rows of the page on screen are the only rows held. `filterKey` names
 * everything `load` asks for besides the page (filter, refresh version): a new key starts at page 1.
 */
export function usePagedRows<T>(filterKey: string, load: PageLoader<T>, limit: number, what: string) {
  const { token, handleError } = useAdminSession();
  const pagingKey = JSON.stringify([filterKey, limit]);

  const [paging, setPaging] = useState<Paging>({ key: pagingKey, cursors: [undefined], index: 0 });
  // A new filter resets paging during render (React's "adjusting state when a prop changes").
  const current = paging.key === pagingKey ? paging : { key: pagingKey, cursors: [undefined], index: 0 };
  if (paging.key !== pagingKey) setPaging(current);

  const [attempt, setAttempt] = useState(0);
  const cursor = current.cursors[current.index];
  const requestKey = JSON.stringify([pagingKey, current.index, cursor ?? '', attempt]);
  const [loaded, setLoaded] = useState<Loaded<T>>({ requestKey: '', index: 0 });

  useEffect(() => {
    const controller = new AbortController();
    const index = current.index;
    load({ token, limit, cursor, signal: controller.signal }).then(
      (page) => setLoaded({ requestKey, index, page }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        handleError(error, what);
        setLoaded({ requestKey, index, failed: true });
      },
    );
    return () => controller.abort();
    // requestKey stands for load's filter, limit, cursor and attempt.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [requestKey, token, handleError]);

  const loading = loaded.requestKey !== requestKey;
  // While the next page loads, the last page stays on screen (dimmed) instead of flashing empty.
  const page = loaded.page;
  const nextCursor = loading ? undefined : page?.nextCursor;

  function next() {
    if (!nextCursor) return;
    setPaging((p) => ({ ...p, cursors: [...p.cursors.slice(0, p.index + 1), nextCursor], index: p.index + 1 }));
  }
  const previous = () => setPaging((p) => (p.index > 0 ? { ...p, index: p.index - 1 } : p));
  const retry = () => setAttempt((a) => a + 1);

  return {
    rows: page?.rows ?? [],
    total: page?.total,
    /**
     * The page on screen: while the next one loads, the last stays (dimmed) under its own status line
     * and page number, which change with the rows, never before them.
     */
    pageIndex: page ? loaded.index : current.index,
    /** The page size the rows were asked with. */
    limit,
    loading,
    failed: !loading && loaded.failed === true,
    hasNext: Boolean(nextCursor),
    hasPrevious: current.index > 0,
    next,
    previous,
    retry,
  };
}

/** One page of a paged list and its controls, as PagedTable shows them. */
export type PagedRows<T> = ReturnType<typeof usePagedRows<T>>;

/** One lead table's pages under the dashboard's filter. */
export function usePagedList<K extends TableKind>(kind: K, filter: ListFilter, limit: number, version = 0) {
  const filterKey = JSON.stringify([
    kind,
    filter.range.from ?? '',
    filter.range.to ?? '',
    filter.q?.trim() ?? '',
    filter.spam === true,
    filter.status ?? '',
    filter.owner ?? '',
    filter.source?.trim() ?? '',
    filter.campaign?.trim() ?? '',
    version,
  ]);
  return usePagedRows<LeadRows[K]>(filterKey, (options) => fetchPage(kind, filter, options), limit, kind);
}
