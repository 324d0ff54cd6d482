import { lazy, Suspense, useState } from 'react';
import { Button } from '../../components/ui/button';
import { AdminLayout } from './admin-layout';
import { adminLogout, type TableKind } from './admin-api';
import { useAdminSession, withAdminSession } from './admin-session-context';
import { CountCards } from './count-cards';
import { LeadTablePanel } from './lead-table-panel';
import { NewSinceLastVisit } from './lead-work';

// The lead panel and its URL state load after the dashboard (docs/decisions/032-lead-pipeline-and-attribution.md).
const LeadDetailHost = lazy(() => import('./lead-panel'));
import { usePeriodFilter } from './period-filter';
import { PeriodHeader } from './period-header';
import { SiteStatusPanel } from './site-status-panel';
import { tableDefinitions, tableKinds } from './table-columns';
import { TableTabs } from './table-tabs';

// The charts and their library load only here, after the dashboard's own code (docs/decisions/036-dashboard-charts.md).
const DashboardCharts = lazy(() => import('./charts/dashboard-charts'));

/** product §2 "Admin dashboard", with a token the route's loader has already found. */
export const AdminDashboard = withAdminSession(DashboardScreen);

function DashboardScreen() {
  const period = usePeriodFilter();
  const { timeZone, filter } = period;
  const [tab, setTab] = useState<TableKind>('users');
  // Bumped when a lead changes in its panel, so the table under it shows the change.
  const [leadVersion, setLeadVersion] = useState(0);

  return (
    <AdminLayout wide nav actions={<LogoutButton />}>
      <div className="mx-auto max-w-7xl space-y-8 px-4 py-8 sm:px-6">
        <PeriodHeader title="Dashboard" period={period}>
          Dates and times are in your time zone, <span className="font-medium text-ink-700">{timeZone}</span>.
        </PeriodHeader>

        <section aria-labelledby="counts-title">
          <h2 id="counts-title" className="sr-only">
            Counts
          </h2>
          <CountCards range={filter.period.range} periodLabel={filter.period.label} version={filter.version} />
          <NewSinceLastVisit />
        </section>

        <Suspense fallback={<p className="text-sm text-ink-600">Loading charts…</p>}>
          <DashboardCharts range={filter.period.range} timeZone={timeZone} periodLabel={filter.period.label} version={filter.version} />
        </Suspense>

        <section aria-labelledby="tables-title" className="rounded-panel border border-ink-200 bg-white p-4 shadow-card sm:p-6">
          <h2 id="tables-title" className="text-lg font-semibold text-ink-900">
            Leads and accounts
          </h2>
          <div className="mt-3">
            <TableTabs label="Tables" tabs={tableKinds.map((k) => ({ value: k, label: tableDefinitions[k].title }))} selected={tab} onSelect={setTab}>
              {/* Keyed by table: a table opens on its first page, and one table's rows never show under another's headers. */}
              <LeadTablePanel key={tab} kind={tab} period={filter.period} timeZone={timeZone} version={leadVersion} />
            </TableTabs>
          </div>
        </section>

        <SiteStatusPanel version={filter.version} />
        <Suspense fallback={null}>
          <LeadDetailHost timeZone={timeZone} onChanged={() => setLeadVersion((v) => v + 1)} />
        </Suspense>
      </div>
    </AdminLayout>
  );
}

export function LogoutButton() {
  const { token, endSession } = useAdminSession();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant="secondary"
      busy={busy}
      className="whitespace-nowrap"
      onClick={async () => {
        // A busy Button stays pressable (it keeps focus): one logout at a time.
        if (busy) return;
        setBusy(true);
        // product §12: revoke on the server as well as forgetting the token here.
        try {
          await adminLogout(token);
        } catch (error) {
          console.error('Dashboard: logout call failed; the token is dropped anyway', error);
        }
        endSession();
      }}
    >
      Log out
    </Button>
  );
}
