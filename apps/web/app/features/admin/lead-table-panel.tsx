import { LIST_LIMIT_DEFAULT } from '@tarang/shared/admin';
import { spamTables, type SpamTable } from '@tarang/shared/bot-check';
import { useId, useState } from 'react';
import { buttonClass, Spinner } from '../../components/ui/button';
import { errorText } from '../../lib/api';
import { LEAD_OWNER_UNASSIGNED, leadStatusLabels } from '@tarang/shared/leads';
import { fetchCsv, markNotSpam, type LeadRows, type ListFilter, type TableKind } from './admin-api';
import { adminLabel, LeadFilters, noLeadFilters, openLead, useAdmins, type LeadFilterValues } from './lead-work';
import { CsvExportButton, useTableCall } from './csv-export';
import { csvFileName } from './csv-file-name';
import { PagedTable, PageSizeField } from './data-table';
import { FilterField } from './filter-field';
import { pageSummary } from './page-summary';
import type { PeriodInfo } from './period-filter';
import { tableDefinitions, type Column, type TableDefinition } from './table-columns';
import { useDebouncedText } from './use-debounced-text';
import { usePagedList } from './use-paged-list';

/** listQuerySchema caps `q` at 200 characters. */
const SEARCH_MAX = 200;

/** One table with its search, page size, CSV export and pager; contacts and demos also have their Spam view. */
export function LeadTablePanel<K extends TableKind>({ kind, period, timeZone, version = 0 }: { kind: K; period: PeriodInfo; timeZone: string; version?: number }) {
  const definition = tableDefinitions[kind] as TableDefinition<K>;
  const [searchText, setSearchText] = useState('');
  // Wait for a pause in typing, so one search is sent rather than one per key.
  const q = useDebouncedText(searchText);
  const [limit, setLimit] = useState<number>(LIST_LIMIT_DEFAULT);
  const ids = useId();
  // docs/decisions/029-bot-protection.md: suspected spam is listed apart, and "Not spam" restores a lead.
  const spamTable = (spamTables as readonly TableKind[]).includes(kind) ? (kind as SpamTable) : undefined;
  const [spam, setSpam] = useState(false);
  const noun = spam ? `suspected spam ${definition.noun}` : definition.noun;
  // docs/decisions/032-lead-pipeline-and-attribution.md: status and owner on the lead tables, source and campaign on all.
  const admins = useAdmins(Boolean(spamTable));
  const [leadFilter, setLeadFilter] = useState<LeadFilterValues>(noLeadFilters);
  const source = useDebouncedText(leadFilter.source);
  const campaign = useDebouncedText(leadFilter.campaign);
  const filters = { status: leadFilter.status, owner: leadFilter.owner, source, campaign };
  const leadFiltered = Boolean(filters.status || filters.owner || source || campaign);

  // `version` is bumped when a lead changes in its panel, so the table shows the change.
  const list = usePagedList(kind, { range: period.range, q, spam, ...filters }, limit, period.version * 1000 + version);
  const summary = pageSummary(
    list,
    noun,
    leadFiltered ? `No ${noun} match the filters (${period.label}).` : q ? `No ${noun} match “${q}” (${period.label}).` : `No ${noun} yet (${period.label}).`,
  );
  // After the spec's columns (product §2 keeps their order): status, owner and the button that opens the lead.
  const workColumns: Column<LeadRows[K]>[] = spamTable
    ? [
        { header: 'Status', cell: (row) => leadStatusLabels[(row as LeadRows['demos']).status] },
        { header: 'Owner', cell: (row) => adminLabel(admins, (row as LeadRows['demos']).ownerId) },
        {
          header: 'Lead',
          cell: (row) => (
            <button type="button" onClick={() => openLead(spamTable, row.id)} className={buttonClass('secondary')} aria-label={`Open lead ${row.id}`}>
              Open
            </button>
          ),
        },
      ]
    : [];
  const columns: Column<LeadRows[K]>[] =
    spam && spamTable
      ? [...definition.columns, { header: 'Review', cell: (row) => <NotSpamButton table={spamTable} id={row.id} onRestored={list.retry} /> }]
      : [...definition.columns, ...workColumns];

  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
        <FilterField id={`${ids}-search`} label={`Search ${definition.title.toLowerCase()}`} className="min-w-0 flex-1 sm:min-w-64">
          <input
            id={`${ids}-search`}
            type="search"
            maxLength={SEARCH_MAX}
            value={searchText}
            onChange={(e) => setSearchText(e.target.value)}
            placeholder={kind === 'subscribers' ? 'E-mail address' : 'Name, e-mail, phone or words'}
            className="block h-11.5 w-full rounded-control border border-ink-300 bg-white px-3.5 py-2 text-base text-ink-900 placeholder:text-ink-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30"
          />
        </FilterField>
        <LeadFilters value={leadFilter} onChange={setLeadFilter} leads={Boolean(spamTable)} admins={admins} />
        <PageSizeField value={limit} onChange={setLimit} />
        {spamTable && (
          <label className="flex min-h-11 items-center gap-2 text-sm font-medium text-ink-700">
            <input type="checkbox" checked={spam} onChange={(e) => setSpam(e.target.checked)} className="size-4 accent-brand-700" />
            Show suspected spam
          </label>
        )}
        {/* The export is of leads; suspected spam is reviewed here, not exported. */}
        {!spam && <ExportButton kind={kind} title={definition.title} period={period} filter={{ q, ...filters }} />}
      </div>

      <PagedTable
        list={list}
        summary={summary}
        caption={
          <>
            {definition.title}
            {spam ? ', suspected spam' : ''}, {period.label}
            {q ? `, matching “${q}”` : ''}
            {filters.status ? `, ${leadStatusLabels[filters.status]}` : ''}
            {filters.owner ? `, owner ${filters.owner === LEAD_OWNER_UNASSIGNED ? 'unassigned' : adminLabel(admins, Number(filters.owner))}` : ''}
            {source ? `, source “${source}”` : ''}
            {campaign ? `, campaign “${campaign}”` : ''}
          </>
        }
        columns={columns}
        empty={leadFiltered ? `No ${noun} match your filters.` : q ? `No ${noun} match your search.` : `No ${noun} in this period.`}
        timeZone={timeZone}
        pagerLabel={`${definition.title} pages`}
      />
    </div>
  );
}

const RESTORE_FAILED = 'The lead could not be restored. Please try again.';

/** Restores one suspected-spam lead: the server sends its notification then, and the page reloads without it. */
function NotSpamButton({ table, id, onRestored }: { table: SpamTable; id: number; onRestored: () => void }) {
  const { busy, run, toast } = useTableCall(`${table} not spam`, RESTORE_FAILED);

  const restore = () =>
    run(async (token) => {
      const result = await markNotSpam(table, id, token);
      if (result.ok) {
        toast.success(result.data?.message ?? 'Restored.');
        onRestored();
      } else toast.error(errorText(result, RESTORE_FAILED));
    });

  return (
    <button type="button" onClick={restore} disabled={busy} aria-busy={busy || undefined} aria-label={`Not spam: restore lead ${id}`} className={buttonClass('secondary')}>
      {busy && <Spinner />}
      Not spam
    </button>
  );
}

/** The whole filtered table as CSV, made by the server. */
function ExportButton({ kind, title, period, filter }: { kind: TableKind; title: string; period: PeriodInfo; filter: Omit<ListFilter, 'range'> & { q: string } }) {
  return (
    <CsvExportButton
      what={kind}
      title={title}
      // The export follows every filter on screen.
      load={(token) => fetchCsv(kind, { range: period.range, ...filter }, token)}
      fileName={() => csvFileName(kind, period.covered, period.today, [filter.q, filter.status, filter.source, filter.campaign].filter(Boolean).join(' '))}
    />
  );
}
