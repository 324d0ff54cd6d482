import { LIST_LIMIT_DEFAULT } from '@tarang/shared/admin';
import { auditActions, type AuditAction, type AuditRecord } from '@tarang/shared/admin-security';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { AdminLayout } from './admin-layout';
import { fetchAuditCsv, fetchAuditPage } from './admin-api';
import { withAdminSession } from './admin-session-context';
import { CsvExportButton } from './csv-export';
import { csvFileName } from './csv-file-name';
import { auditActionLabel, auditActionLabels, auditActorLabel, describeAuditDetail } from './audit-text';
import { LogoutButton } from './dashboard';
import { PagedTable, PageSizeField } from './data-table';
import { DateFilter } from './date-filter';
import { FilterField } from './filter-field';
import { formatDashboardDate } from './format-date';
import { pageSummary } from './page-summary';
import { usePeriodFilter } from './period-filter';
import { when, type Column } from './table-columns';
import { useDebouncedText } from './use-debounced-text';
import { usePagedRows } from './use-paged-list';

/** auditQuerySchema caps `actor` at 254 characters (an e-mail address's limit). */
const ACTOR_MAX = 254;

const controlClass =
  'block h-11.5 w-full rounded-control border border-ink-300 bg-white px-3 py-2 text-base text-ink-900 placeholder:text-ink-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30';

const columns: Column<AuditRecord>[] = [
  { header: 'When', cell: (r, tz) => when(r.at, tz), rowHeader: true },
  { header: 'Admin', cell: (r) => auditActorLabel(r) },
  { header: 'Action', cell: (r) => auditActionLabel(r.action) },
  { header: 'Outcome', cell: (r) => (r.outcome === 'ok' ? 'Done' : <span className="font-semibold text-danger-700">Refused</span>) },
  { header: 'From', cell: (r) => r.ip ?? <span className="text-ink-500">—</span> },
  { header: 'Details', cell: (r, tz) => describeAuditDetail(r.detail, (iso) => formatDashboardDate(iso, tz)), wrap: true },
];

/** The audit trail (docs/decisions/027-admin-security.md): every admin action, read-only, paged like the lead tables. */
export const AdminAudit = withAdminSession(AuditScreen);

function AuditScreen() {
  const { timeZone, filter, changeFilter, refresh } = usePeriodFilter();
  const [actorText, setActorText] = useState('');
  const actor = useDebouncedText(actorText);
  const [action, setAction] = useState<AuditAction | ''>('');
  const [limit, setLimit] = useState<number>(LIST_LIMIT_DEFAULT);
  const ids = useId();

  const { range, label, version } = filter.period;
  const filterKey = JSON.stringify([range.from ?? '', range.to ?? '', actor.toLowerCase(), action, version]);
  const list = usePagedRows(filterKey, (options) => fetchAuditPage({ range, actor, ...(action ? { action } : {}) }, options), limit, 'the audit trail');
  const narrowed = [actor && `by ${actor}`, action && auditActionLabels[action]].filter(Boolean).join(', ');
  const summary = pageSummary(list, 'audit entries', `No audit entries${narrowed ? ` (${narrowed})` : ''} for ${label}.`);

  return (
    <AdminLayout wide nav actions={<LogoutButton />}>
      <div className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-6">
        <div className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
          <div>
            <p className="text-sm">
              <Link to="/admin/dashboard" className="font-semibold text-brand-700 underline-offset-2 hover:underline">
                <span aria-hidden="true">←</span> Dashboard
              </Link>
            </p>
            <h1 className="section-title mt-1">Audit trail</h1>
            <p className="mt-1 max-w-2xl text-sm text-ink-600">
              Every administrator action: sign-ins, two-factor and account changes, views, exports and the operator&apos;s commands. Entries cannot be
              changed or deleted. Times are in your time zone, <span className="font-medium text-ink-700">{timeZone}</span>.
            </p>
          </div>
          <Button variant="secondary" onClick={refresh} className="self-start lg:self-end">
            Refresh
          </Button>
        </div>

        <section aria-labelledby={`${ids}-title`} className="space-y-4 rounded-panel border border-ink-200 bg-white p-4 shadow-card sm:p-6">
          <h2 id={`${ids}-title`} className="sr-only">
            Audit entries
          </h2>
          <div className="flex flex-col gap-3 lg:flex-row lg:flex-wrap lg:items-end">
            <FilterField id={`${ids}-actor`} label="Admin" className="min-w-0 flex-1 lg:min-w-64">
              <input
                id={`${ids}-actor`}
                type="search"
                inputMode="email"
                autoComplete="off"
                spellCheck={false}
                maxLength={ACTOR_MAX}
                value={actorText}
                onChange={(e) => setActorText(e.target.value)}
                placeholder="Part of an e-mail address, or cli"
                aria-describedby={`${ids}-actor-hint`}
                className={controlClass}
              />
              <p id={`${ids}-actor-hint`} className="sr-only">
                Any part of an administrator&apos;s e-mail address, such as a name or a domain, in any letter case; or cli for the operator&apos;s command
                line.
              </p>
            </FilterField>
            <FilterField id={`${ids}-action`} label="Action" className="lg:w-60">
              <select id={`${ids}-action`} value={action} onChange={(e) => setAction(e.target.value as AuditAction | '')} className={controlClass}>
                <option value="">All actions</option>
                {auditActions.map((a) => (
                  <option key={a} value={a}>
                    {auditActionLabels[a]}
                  </option>
                ))}
              </select>
            </FilterField>
            <DateFilter option={filter.option} custom={filter.custom} onChange={changeFilter} />
            <PageSizeField value={limit} onChange={setLimit} />
            <CsvExportButton
              what="audit"
              title="Audit trail"
              // The export follows every filter on screen.
              load={(token) => fetchAuditCsv({ range, actor, ...(action ? { action } : {}) }, token)}
              fileName={() => csvFileName('audit', filter.period.covered, filter.period.today, [actor, action].filter(Boolean).join(' '))}
            />
          </div>

          <PagedTable
            list={list}
            summary={summary}
            caption={
              <>
                Audit entries, {label}
                {narrowed ? `, ${narrowed}` : ''}
              </>
            }
            columns={columns}
            empty="No audit entries match these filters."
            timeZone={timeZone}
            pagerLabel="Audit trail pages"
          />
        </section>
      </div>
    </AdminLayout>
  );
}
