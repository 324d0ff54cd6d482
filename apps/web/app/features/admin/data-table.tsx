import { LIST_LIMIT_DEFAULT } from '@tarang/shared/admin';
import { useId, type ReactNode } from 'react';
import { Button, Spinner } from '../../components/ui/button';
import { FilterField } from './filter-field';
import { pageCountOf } from './page-summary';
import type { Column } from './table-columns';
import type { PagedRows } from './use-paged-list';

const PAGE_SIZES = [25, LIST_LIMIT_DEFAULT, 100] as const;
const number = new Intl.NumberFormat('en-US');

/**
 * One page of rows of a paged admin call (the lead tables, the audit trail), with a caption and column
 * headers for screen readers, scrolling sideways inside its own keyboard-reachable region.
 */
export function DataTable<T extends { id: number }>({
  caption,
  columns,
  rows,
  loading,
  empty,
  timeZone,
}: {
  caption: ReactNode;
  columns: Column<T>[];
  rows: T[];
  loading: boolean;
  /** What an empty, loaded page says. */
  empty: string;
  timeZone: string;
}) {
  return (
    <div className="relative">
      {/* While the next page loads, a bar across the top says so and the rows it replaces stay as they
          are: fading them would take their text below WCAG contrast (axe checks the dashboard mid-load
          too). A screen reader hears aria-busy, then the status line with the new page. The bar sits
          outside the scrolling box so it spans the visible width however far the table is scrolled. */}
      {loading && rows.length > 0 && (
        <div
          aria-hidden="true"
          data-testid="table-loading-bar"
          className="absolute inset-x-px top-px z-10 h-1 rounded-t-card bg-brand-600 motion-safe:animate-pulse"
        />
      )}
      <TableFrame
        caption={caption}
        headers={columns.map((c) => c.header)}
        loading={loading}
        className="overflow-x-auto rounded-card border border-ink-200 bg-white shadow-card"
        emptyClassName="px-4 py-10 text-center text-ink-600"
        hasRows={rows.length > 0}
        empty={
          loading ? (
            <span className="inline-flex items-center gap-2">
              <Spinner /> Loading…
            </span>
          ) : (
            empty
          )
        }
      >
        {rows.map((row) => (
          <tr key={row.id} className="border-b border-ink-100 last:border-b-0 hover:bg-brand-50/40">
            {columns.map((c) => {
              const Cell = c.rowHeader ? 'th' : 'td';
              return (
                <Cell
                  key={c.header}
                  {...(c.rowHeader ? { scope: 'row' } : {})}
                  className={`px-3 py-3 text-left align-top text-ink-900 first:pl-4 last:pr-4 ${c.rowHeader ? 'font-medium' : ''} ${c.wrap ? 'min-w-56 max-w-sm whitespace-pre-line break-words' : 'whitespace-nowrap'}`}
                >
                  {c.cell(row, timeZone)}
                </Cell>
              );
            })}
          </tr>
        ))}
      </TableFrame>
    </div>
  );
}

/**
 * The frame of every dashboard table: a region keyboard users can scroll sideways (tabIndex 0), the caption
 * for screen readers, the column headers, and while there are no rows one full-width cell saying why.
 */
export function TableFrame({
  caption,
  headers,
  loading,
  className,
  emptyClassName,
  hasRows,
  empty,
  children,
}: {
  caption: ReactNode;
  headers: string[];
  loading: boolean;
  className: string;
  emptyClassName: string;
  hasRows: boolean;
  empty: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div role="region" aria-labelledby={`${id}-caption`} tabIndex={0} className={className}>
      <table aria-busy={loading} className="w-full border-collapse text-left text-sm">
        <caption id={`${id}-caption`} className="sr-only">
          {caption}
        </caption>
        <thead className="bg-ink-50 text-xs font-semibold uppercase tracking-wide text-ink-600">
          <tr>
            {headers.map((h) => (
              <th key={h} scope="col" className="whitespace-nowrap border-b border-ink-200 px-3 py-3 first:pl-4 last:pr-4">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {hasRows ? (
            children
          ) : (
            <tr>
              <td colSpan={headers.length} className={emptyClassName}>
                {empty}
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}

/**
 * A paged list's status line, table and pager (the lead tables, the audit trail, a webhook's delivery log):
 * the caption ends with the page on screen, and a page that could not be loaded shows no rows.
 */
export function PagedTable<T extends { id: number }>({
  list,
  summary,
  caption,
  columns,
  empty,
  timeZone,
  pagerLabel,
}: {
  list: PagedRows<T>;
  summary: ReactNode;
  caption: ReactNode;
  columns: Column<T>[];
  /** What an empty, loaded page says. */
  empty: string;
  timeZone: string;
  pagerLabel: string;
}) {
  const pageCount = pageCountOf(list.total, list.limit);
  return (
    <>
      <ListStatus summary={summary} failed={list.failed} retry={list.retry} />
      <DataTable
        caption={
          <>
            {caption}
            {pageCount ? `, page ${list.pageIndex + 1} of ${pageCount}` : ''}
          </>
        }
        columns={columns}
        rows={list.rows}
        loading={list.loading}
        empty={list.failed ? 'Nothing to show.' : empty}
        timeZone={timeZone}
      />
      <Pager label={pagerLabel} pageCount={pageCount} {...list} />
    </>
  );
}

/** Page n of m, with Previous and Next. */
function Pager({
  label,
  pageIndex,
  pageCount,
  hasPrevious,
  hasNext,
  loading,
  previous,
  next,
}: {
  label: string;
  pageIndex: number;
  pageCount: number | undefined;
  hasPrevious: boolean;
  hasNext: boolean;
  loading: boolean;
  previous: () => void;
  next: () => void;
}) {
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-ink-600">{pageCount ? `Page ${number.format(pageIndex + 1)} of ${number.format(pageCount)}` : ''}</p>
      <div className="flex gap-2">
        <Button variant="secondary" onClick={previous} disabled={!hasPrevious || loading}>
          <span aria-hidden="true">←</span> Previous
        </Button>
        <Button variant="secondary" onClick={next} disabled={!hasNext}>
          Next <span aria-hidden="true">→</span>
        </Button>
      </div>
    </nav>
  );
}

/** The rows-per-page choice of every paged admin table. */
export function PageSizeField({ value, onChange }: { value: number; onChange: (size: number) => void }) {
  const id = useId();
  return (
    <FilterField id={id} label="Rows per page">
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(Number(e.target.value))}
        className="block h-11.5 rounded-control border border-ink-300 bg-white px-3 py-2 text-base text-ink-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30"
      >
        {PAGE_SIZES.map((size) => (
          <option key={size} value={size}>
            {size}
          </option>
        ))}
      </select>
    </FilterField>
  );
}

/** The live line above a paged table: what it shows, and Try again after a failed page. */
function ListStatus({ summary, failed, retry }: { summary: ReactNode; failed: boolean; retry: () => void }) {
  return (
    <p role="status" aria-live="polite" className="text-sm text-ink-600">
      {summary}
      {failed && (
        <button type="button" onClick={retry} className="ml-2 font-semibold text-brand-700 underline">
          Try again
        </button>
      )}
    </p>
  );
}
