import { LIST_LIMIT_DEFAULT } from '@tarang/shared/admin';
import { useEffect, useId, useState } from 'react';
import { Button, buttonClass, Spinner } from '../../components/ui/button';
import { useToast } from '../../components/ui/toast';
import { downloadBlob } from '../../lib/download';
import { fetchCsv, SessionEndedError, type LeadRows, type TableKind } from './admin-api';
import { useAdminSession } from './admin-session-context';
import { csvFileName } from './csv-file-name';
import type { IsoDate, InstantRange } from './date-range';
import { tableDefinitions, type TableDefinition } from './table-columns';
import { usePagedList } from './use-paged-list';

const SEARCH_DELAY_MS = 300;
/** listQuerySchema caps `q` at 200 characters. */
const SEARCH_MAX = 200;
const PAGE_SIZES = [25, LIST_LIMIT_DEFAULT, 100] as const;
const number = new Intl.NumberFormat('en-US');

export interface PeriodInfo {
  range: InstantRange;
  /** First and last calendar day covered, for the file name. */
  covered: { from?: IsoDate; to?: IsoDate };
  today: IsoDate;
  label: string;
  /** Bumped by Refresh: the same filter is asked for again. */
  version: number;
}

/** One table with its search, page size, CSV export and pager. */
export function LeadTablePanel<K extends TableKind>({ kind, period, timeZone }: { kind: K; period: PeriodInfo; timeZone: string }) {
  const definition = tableDefinitions[kind] as TableDefinition<K>;
  const [searchText, setSearchText] = useState('');
  const [q, setQ] = useState('');
  const [limit, setLimit] = useState<number>(LIST_LIMIT_DEFAULT);
  const ids = useId();

  // Wait for a pause in typing, so one search is sent rather than one per key.
  useEffect(() => {
    const timer = setTimeout(() => setQ(searchText.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [searchText]);

  const list = usePagedList(kind, { range: period.range, q }, limit, period.version);
  const first = list.pageIndex * limit + 1;
  const last = list.pageIndex * limit + list.rows.length;
  const pageCount = list.total === undefined ? undefined : Math.max(1, Math.ceil(list.total / limit));

  let summary: string;
  if (list.loading && list.total === undefined) summary = `Loading ${definition.noun}…`;
  else if (list.failed) summary = `The ${definition.noun} could not be loaded.`;
  else if (list.rows.length === 0) summary = q ? `No ${definition.noun} match “${q}” (${period.label}).` : `No ${definition.noun} yet (${period.label}).`;
  else summary = `Showing ${number.format(first)}–${number.format(last)}${list.total === undefined ? '' : ` of ${number.format(list.total)}`} ${definition.noun}`;

  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
        <div className="min-w-0 flex-1 sm:min-w-64">
          <label htmlFor={`${ids}-search`} className="mb-1.5 block text-sm font-medium text-ink-700">
            Search {definition.title.toLowerCase()}
          </label>
          <input
            id={`${ids}-search`}
            type="search"
            maxLength={SEARCH_MAX}
            value={searchText}
            onChange={(e) => setSearchText(e.target.value)}
            placeholder={kind === 'subscribers' ? 'E-mail address' : 'Name, e-mail, phone or words'}
            className="block h-11.5 w-full rounded-control border border-ink-300 bg-white px-3.5 py-2 text-base text-ink-900 placeholder:text-ink-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30"
          />
        </div>
        <div>
          <label htmlFor={`${ids}-size`} className="mb-1.5 block text-sm font-medium text-ink-700">
            Rows per page
          </label>
          <select
            id={`${ids}-size`}
            value={limit}
            onChange={(e) => setLimit(Number(e.target.value))}
            className="block h-11.5 rounded-control border border-ink-300 bg-white px-3 py-2 text-base text-ink-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30"
          >
            {PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </div>
        <ExportButton kind={kind} title={definition.title} period={period} q={q} />
      </div>

      <p role="status" aria-live="polite" className="text-sm text-ink-600">
        {summary}
        {list.failed && (
          <button type="button" onClick={list.retry} className="ml-2 font-semibold text-brand-700 underline">
            Try again
          </button>
        )}
      </p>

      <div className="relative">
        {/* While the next page loads, a bar across the top says so and the rows it replaces stay as they
            are: fading them would take their text below WCAG contrast (axe checks the dashboard mid-load
            too). A screen reader hears aria-busy, then the status line with the new page. The bar sits
            outside the scrolling box so it spans the visible width however far the table is scrolled. */}
        {list.loading && list.rows.length > 0 && (
          <div
            aria-hidden="true"
            data-testid="table-loading-bar"
            className="absolute inset-x-px top-px z-10 h-1 rounded-t-card bg-brand-600 motion-safe:animate-pulse"
          />
        )}
        <div
          role="region"
          aria-labelledby={`${ids}-caption`}
          tabIndex={0}
          className="overflow-x-auto rounded-card border border-ink-200 bg-white shadow-card"
        >
          <table aria-busy={list.loading} className="w-full border-collapse text-left text-sm">
            <caption id={`${ids}-caption`} className="sr-only">
              {definition.title}, {period.label}
              {q ? `, matching “${q}”` : ''}
              {pageCount ? `, page ${list.pageIndex + 1} of ${pageCount}` : ''}
            </caption>
            <thead className="bg-ink-50 text-xs font-semibold uppercase tracking-wide text-ink-600">
              <tr>
                {definition.columns.map((c) => (
                  <th key={c.header} scope="col" className="whitespace-nowrap border-b border-ink-200 px-3 py-3 first:pl-4 last:pr-4">
                    {c.header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {list.rows.length === 0 ? (
                <tr>
                  <td colSpan={definition.columns.length} className="px-4 py-10 text-center text-ink-600">
                    {list.loading ? (
                      <span className="inline-flex items-center gap-2">
                        <Spinner /> Loading…
                      </span>
                    ) : list.failed ? (
                      'Nothing to show.'
                    ) : q ? (
                      `No ${definition.noun} match your search.`
                    ) : (
                      `No ${definition.noun} in this period.`
                    )}
                  </td>
                </tr>
              ) : (
                (list.rows as LeadRows[K][]).map((row) => (
                  <tr key={row.id} className="border-b border-ink-100 last:border-b-0 hover:bg-brand-50/40">
                    {definition.columns.map((c) => {
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
                ))
              )}
            </tbody>
          </table>
        </div>
      </div>

      <nav aria-label={`${definition.title} pages`} className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-ink-600">
          {pageCount ? `Page ${number.format(list.pageIndex + 1)} of ${number.format(pageCount)}` : ''}
        </p>
        <div className="flex gap-2">
          <Button variant="secondary" onClick={list.previous} disabled={!list.hasPrevious || list.loading}>
            <span aria-hidden="true">←</span> Previous
          </Button>
          <Button variant="secondary" onClick={list.next} disabled={!list.hasNext}>
            Next <span aria-hidden="true">→</span>
          </Button>
        </div>
      </nav>
    </div>
  );
}

/** The whole filtered table as CSV, made by the server; downloaded through a Blob. */
function ExportButton({ kind, title, period, q }: { kind: TableKind; title: string; period: PeriodInfo; q: string }) {
  const { token, handleError } = useAdminSession();
  const toast = useToast();
  const [busy, setBusy] = useState(false);

  async function download() {
    setBusy(true);
    try {
      const blob = await fetchCsv(kind, { range: period.range, q }, token);
      downloadBlob(blob, csvFileName(kind, period.covered, period.today, q));
    } catch (error) {
      handleError(error, `${kind} export`);
      if (!(error instanceof SessionEndedError)) toast.error(`The ${title.toLowerCase()} export failed. Please try again.`);
    } finally {
      setBusy(false);
    }
  }

  return (
    <button type="button" onClick={download} disabled={busy} aria-busy={busy || undefined} className={buttonClass('secondary')}>
      {busy ? <Spinner /> : <DownloadIcon />}
      Export CSV
    </button>
  );
}

function DownloadIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth="1.8" className="size-4">
      <path d="M10 3v10m0 0-4-4m4 4 4-4M4 15v2h12v-2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
