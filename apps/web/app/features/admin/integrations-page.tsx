import {
  WEBHOOK_SECRET_OVERLAP_HOURS,
  webhookCreateFormSchema,
  webhookEventLabels,
  webhookEvents,
  webhookMessages,
  type WebhookCreated,
  type WebhookDelivery,
  type WebhookDeliveryStatus,
  type WebhookEndpoint,
} from '@tarang/shared/webhooks';
import { useCallback, useId, useState } from 'react';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/field';
import { useZodForm } from '../../lib/use-zod-form';
import { AdminLayout, CheckboxField } from './admin-layout';
import { fieldFailure } from './field-failure';
import { StatusLine, Table, useChange, useList } from './admin-changes';
import { useAdminSession, withAdminSession } from './admin-session-context';
import { LogoutButton } from './dashboard';
import { PagedTable } from './data-table';
import { formatDashboardDate } from './format-date';
import { IntakeKeysSection } from './integrations-intake';
import { SecretOnce } from './integrations-secret-once';
import { addWebhookEndpoint, fetchWebhookDeliveries, fetchWebhookEndpoints, removeWebhookEndpoint, retryWebhookDelivery, rotateWebhookSecret, sendWebhookTest, updateWebhookEndpoint } from './integrations-api';
import { pageSummary } from './page-summary';
import { when, type Column } from './table-columns';
import { usePagedRows } from './use-paged-list';
import { deviceTimeZone } from '@tarang/shared/zone-names';

// The Integrations page (docs/decisions/033-webhooks.md): webhook endpoints that carry leads to a CRM,
// each with its delivery log. The signing secret is shown once, right after an endpoint is added. Below
// them, the keys other systems send leads with (docs/decisions/041-lead-intake-keys.md).

const LOG_PAGE = 25;
const timeZone = deviceTimeZone();

export const AdminIntegrations = withAdminSession(IntegrationsScreen);

function IntegrationsScreen() {
  const [version, setVersion] = useState(0);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  const endpoints = useList(fetchWebhookEndpoints, 'webhook endpoints', version);
  // A signing secret the server just answered, once: for a new endpoint or after a rotation.
  const [secret, setSecret] = useState<{ endpoint: WebhookCreated; rotated: boolean }>();
  const [logOf, setLogOf] = useState<number>();
  const [logVersion, setLogVersion] = useState(0);
  // One button's call; its outcome is said in the page's status line, and the list and the log load again.
  const { status, busy, run } = useChange(
    useCallback(() => {
      reload();
      setLogVersion((v) => v + 1);
    }, [reload]),
  );

  function remove(endpoint: WebhookEndpoint) {
    if (!window.confirm(`Remove the webhook to ${endpoint.url}? Deliveries still queued for it are dropped, and its log is deleted.`)) return;
    if (logOf === endpoint.id) setLogOf(undefined);
    void run(`remove-${endpoint.id}`, (token) => removeWebhookEndpoint(token, endpoint.id), webhookMessages.removed);
  }

  function rotate(endpoint: WebhookEndpoint) {
    if (!window.confirm(`Replace the signing secret of ${endpoint.url}? For ${WEBHOOK_SECRET_OVERLAP_HOURS} hours deliveries are signed with the old secret too; update your receiver before then.`)) return;
    void run(
      `rotate-${endpoint.id}`,
      async (token) => {
        const result = await rotateWebhookSecret(token, endpoint.id);
        if (result.ok && result.data) setSecret({ endpoint: result.data, rotated: true });
        return result;
      },
      webhookMessages.secretRotated,
    );
  }

  const shown = endpoints.rows.find((e) => e.id === logOf);
  const cell = 'px-3 py-3 align-top text-ink-900 first:pl-4 last:pr-4';

  return (
    <AdminLayout wide nav actions={<LogoutButton />}>
      <div className="mx-auto max-w-7xl space-y-8 px-4 py-8 sm:px-6">
        <div>
          <h1 className="section-title">Integrations</h1>
          <p className="mt-1 max-w-3xl text-sm text-ink-600">
            Webhooks send each new lead, sign-up and confirmed subscriber to your CRM as signed JSON (Standard Webhooks). A CRM that is down gets them later: each delivery is retried for about three
            days. Suspected spam is never sent. Times are in your time zone.
          </p>
        </div>

        <AddEndpointForm
          onAdded={(endpoint) => {
            setSecret({ endpoint, rotated: false });
            reload();
          }}
        />
        {secret && (
          <SecretOnce
            key={secret.endpoint.secret}
            heading={secret.rotated ? `New signing secret for ${secret.endpoint.url}: copy it now` : 'Endpoint added: copy its signing secret now'}
            label="Signing secret"
            value={secret.endpoint.secret}
            copyLabel="Copy secret"
            onDone={() => setSecret(undefined)}
          >
            {secret.rotated
              ? `Put it in your receiver's settings. Until ${formatDashboardDate(secret.endpoint.previousSecretUntil ?? secret.endpoint.createdAt, timeZone)} each delivery is signed with the old secret too, so nothing is refused meanwhile. It is shown only now.`
              : 'Your receiver verifies each delivery with this secret (see the integrations guide). It is shown only now; Replace secret makes a new one.'}
          </SecretOnce>
        )}

        <section aria-labelledby="endpoints-title" className="space-y-4 rounded-panel border border-ink-200 bg-white p-4 shadow-card sm:p-6">
          <h2 id="endpoints-title" className="text-lg font-semibold text-ink-900">
            Endpoints
          </h2>
          <Table
            caption="Webhook endpoints"
            headers={['URL', 'Events', 'Status', 'Added', 'Actions']}
            emptyText="No webhook endpoints yet. Add one above."
            list={endpoints}
            row={(e) => (
              <>
                <th scope="row" className={`${cell} min-w-52 break-all font-medium`}>
                  {e.url}
                  {e.description && <span className="block font-normal text-ink-600">{e.description}</span>}
                </th>
                <td className={`${cell} min-w-40`}>{e.events.map((ev) => webhookEventLabels[ev]).join(', ')}</td>
                <td className={`${cell} whitespace-nowrap`}>{e.enabled ? 'Enabled' : <span className="font-semibold text-danger-700">Disabled</span>}</td>
                <td className={`${cell} whitespace-nowrap`}>{formatDashboardDate(e.createdAt, timeZone)}</td>
                <td className={cell}>
                  <div className="flex flex-wrap gap-2">
                    <Button
                      variant="secondary"
                      aria-label={`Send a test event to ${e.url}`}
                      busy={busy === `test-${e.id}`}
                      disabled={!e.enabled}
                      onClick={() => {
                        setLogOf(e.id);
                        void run(`test-${e.id}`, (token) => sendWebhookTest(token, e.id), webhookMessages.testQueued);
                      }}
                    >
                      Send test event
                    </Button>
                    <Button variant="secondary" aria-label={`Delivery log of ${e.url}`} aria-pressed={logOf === e.id} onClick={() => setLogOf(logOf === e.id ? undefined : e.id)}>
                      Delivery log
                    </Button>
                    <Button
                      variant="secondary"
                      aria-label={`${e.enabled ? 'Disable' : 'Enable'} ${e.url}`}
                      busy={busy === `toggle-${e.id}`}
                      onClick={() => run(`toggle-${e.id}`, (token) => updateWebhookEndpoint(token, e.id, { enabled: !e.enabled }), webhookMessages.updated)}
                    >
                      {e.enabled ? 'Disable' : 'Enable'}
                    </Button>
                    <Button variant="secondary" aria-label={`Replace the signing secret of ${e.url}`} busy={busy === `rotate-${e.id}`} onClick={() => rotate(e)}>
                      Replace secret
                    </Button>
                    <Button variant="secondary" aria-label={`Remove ${e.url}`} busy={busy === `remove-${e.id}`} onClick={() => remove(e)}>
                      Remove
                    </Button>
                  </div>
                </td>
              </>
            )}
          />
          <StatusLine status={status} />
        </section>

        {shown && (
          <DeliveryLog
            key={shown.id}
            endpoint={shown}
            version={logVersion}
            refresh={() => setLogVersion((v) => v + 1)}
            retry={(delivery) => run(`retry-${delivery.id}`, (token) => retryWebhookDelivery(token, shown.id, delivery.id), webhookMessages.retryQueued)}
          />
        )}

        <IntakeKeysSection timeZone={timeZone} />
      </div>
    </AdminLayout>
  );
}

const loadFormSchema = async () => webhookCreateFormSchema;

function AddEndpointForm({ onAdded }: { onAdded: (endpoint: WebhookCreated) => void }) {
  const session = useAdminSession();
  const { token } = session;
  const form = useZodForm(loadFormSchema, { url: '', events: 'lead.created', description: '' });
  const ids = useId();
  const ticked = new Set(form.values.events.split(',').filter(Boolean));
  const toggle = (event: string, on: boolean) => {
    const next = webhookEvents.filter((e) => (e === event ? on : ticked.has(e)));
    form.setField('events', next.join(','));
  };

  const onSubmit = form.submit({
    send: (input) => addWebhookEndpoint(token, input),
    sent(result) {
      form.reset();
      if (result.data) onAdded(result.data);
    },
    ...fieldFailure(form, 'url', 'The endpoint could not be added. Please try again.', session, 'webhook endpoint'),
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby={`${ids}-title`} className="space-y-4 rounded-panel border border-ink-200 bg-white p-4 shadow-card sm:p-6">
      <h2 id={`${ids}-title`} className="text-lg font-semibold text-ink-900">
        Add an endpoint
      </h2>
      <div className="grid gap-4 lg:grid-cols-2">
        <TextField label="Endpoint URL" type="url" inputMode="url" autoComplete="off" spellCheck={false} required hint="https only." {...form.field('url')} />
        <TextField label="Description (optional)" autoComplete="off" maxLength={200} {...form.field('description')} />
      </div>
      <fieldset aria-describedby={form.errors.events ? `${ids}-events-error` : undefined}>
        <legend className="text-sm font-medium text-ink-700">Events</legend>
        <div className="mt-1 flex flex-wrap gap-x-6">
          {webhookEvents.map((event) => (
            <CheckboxField key={event} name="events" label={webhookEventLabels[event]} checked={ticked.has(event)} onChange={(on) => toggle(event, on)} />
          ))}
        </div>
        {form.errors.events && (
          <p id={`${ids}-events-error`} role="alert" className="text-sm text-danger-700">
            {form.errors.events}
          </p>
        )}
      </fieldset>
      <Button type="submit" busy={form.sending}>
        Add endpoint
      </Button>
    </form>
  );
}

const statusLabels: Record<WebhookDeliveryStatus, string> = { pending: 'Waiting to retry', delivered: 'Delivered', failed: 'Failed', cancelled: 'Cancelled' };

function DeliveryLog({ endpoint, version, refresh, retry }: { endpoint: WebhookEndpoint; version: number; refresh: () => void; retry: (d: WebhookDelivery) => void }) {
  const list = usePagedRows(JSON.stringify([endpoint.id, version]), (options) => fetchWebhookDeliveries(endpoint.id, options), LOG_PAGE, 'the delivery log');
  const summary = pageSummary(list, 'deliveries', 'No deliveries yet.');
  const columns: Column<WebhookDelivery>[] = [
    { header: 'When', cell: (d, tz) => when(d.createdAt, tz), rowHeader: true },
    { header: 'Event', cell: (d) => d.event },
    {
      header: 'Status',
      cell: (d) =>
        d.status === 'failed' ? <span className="font-semibold text-danger-700">{statusLabels[d.status]}</span> : d.status === 'pending' && d.attempts === 0 ? 'Queued' : statusLabels[d.status],
    },
    { header: 'Response', cell: (d) => d.responseStatus ?? <span className="text-ink-500">—</span> },
    { header: 'Attempts', cell: (d) => d.attempts },
    { header: 'Last attempt', cell: (d, tz) => when(d.lastAttemptAt, tz) },
    { header: 'Next attempt', cell: (d, tz) => when(d.nextAttemptAt, tz) },
    { header: 'Result', cell: (d) => d.lastResult ?? <span className="text-ink-500">—</span>, wrap: true },
    {
      header: 'Actions',
      cell: (d) =>
        d.status === 'failed' ? (
          <Button variant="secondary" aria-label={`Send the ${d.event} delivery again`} onClick={() => retry(d)}>
            Send again
          </Button>
        ) : null,
    },
  ];

  return (
    <section aria-labelledby="log-title" className="space-y-4 rounded-panel border border-ink-200 bg-white p-4 shadow-card sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="log-title" className="break-all text-lg font-semibold text-ink-900">
          Delivery log: {endpoint.url}
        </h2>
        <Button variant="secondary" onClick={refresh}>
          Refresh
        </Button>
      </div>
      <PagedTable
        list={list}
        summary={summary}
        caption={`Deliveries to ${endpoint.url}`}
        columns={columns}
        empty="No deliveries yet."
        timeZone={timeZone}
        pagerLabel="Delivery log pages"
      />
    </section>
  );
}
