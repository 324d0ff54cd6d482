import { fetchSiteStatus } from './admin-api';
import { useKeyedLoad } from './keyed-load';

/**
 * Read-only view of the operator's switches (product §4 "Site wrapper"; product §16): the dashboard shows the state and the command that changes it, never a toggle,
 * so the lock stays with whoever runs the server.
 */
export function SiteStatusPanel({ version }: { version: number }) {
  const read = useKeyedLoad('site status', [version], fetchSiteStatus);
  // A failed read says so rather than showing the last answer as current.
  const status = read.failed ? undefined : read.data;
  const loading = read.loading && !status;
  const rows: { label: string; value: string | undefined; warn: boolean; change: string }[] = [
    {
      label: 'Licence lock',
      value: status && (status.locked ? 'Locked: visitors see “License Required”' : 'Unlocked'),
      warn: Boolean(status?.locked),
      change: status?.locked ? 'npm run cli -- site unlock' : 'npm run cli -- site lock',
    },
    {
      label: 'Payment flag',
      value: status && (status.flag ? 'On: visitors see “Payment Required”' : 'Off'),
      warn: Boolean(status?.flag),
      change: status?.flag ? 'npm run cli -- site flag off' : 'npm run cli -- site flag on',
    },
    {
      label: 'Licence key',
      value: status && (status.licenceKeySet ? 'Set' : 'Not set'),
      warn: false,
      change: 'npm run cli -- licence set-key --key <key>',
    },
  ];

  return (
    <section aria-labelledby="site-status-title" className="rounded-card border border-ink-200 bg-white p-5 shadow-card sm:p-6">
      <h2 id="site-status-title" className="text-lg font-semibold text-ink-900">
        Site status
      </h2>
      <p className="mt-1 text-sm text-ink-600">Read only. The operator changes these on the server with the CLI.</p>
      {loading ? (
        <p className="mt-4 text-sm text-ink-600">Loading…</p>
      ) : !status ? (
        <p className="mt-4 text-sm text-ink-600">The site status could not be loaded.</p>
      ) : (
        <dl className="mt-4 divide-y divide-ink-100">
          {rows.map((row) => (
            <div key={row.label} className="grid gap-1 py-3 sm:grid-cols-[10rem_1fr_auto] sm:items-center sm:gap-4">
              <dt className="text-sm font-medium text-ink-700">{row.label}</dt>
              <dd className={`text-sm font-semibold ${row.warn ? 'text-danger-700' : 'text-ink-900'}`}>{row.value}</dd>
              <dd className="text-xs text-ink-600">
                <span className="sr-only">To change: </span>
                <code className="break-all rounded bg-ink-100 px-2 py-1 font-mono text-ink-900">{row.change}</code>
              </dd>
            </div>
          ))}
        </dl>
      )}
      <p className="mt-3 text-xs text-ink-600">
        All commands: <code className="break-all rounded bg-ink-100 px-1.5 py-0.5 font-mono text-ink-900">npm run cli -- site lock|unlock|flag on|off|status</code>
      </p>
    </section>
  );
}
