import { INTAKE_KEY_NAME_MAX, intakeKeyCreateSchema, intakeMessages, intakePaths, intakeSource, type IntakeKey, type IntakeKeyCreated } from '@tarang/shared/intake';
import { useCallback, useId, useState } from 'react';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/field';
import { useZodForm } from '../../lib/use-zod-form';
import { StatusLine, Table, useChange, useList } from './admin-changes';
import { useAdminSession } from './admin-session-context';
import { fieldFailure } from './field-failure';
import { formatDashboardDate } from './format-date';
import { createIntakeKey, fetchIntakeKeys, revokeIntakeKey } from './integrations-api';
import { SecretOnce } from './integrations-secret-once';

// The Integrations page's lead intake keys (docs/decisions/041-lead-intake-keys.md): the company's other systems
// send leads with one instead of the bot check. A key is shown once, right after it is made.

const loadFormSchema = async () => intakeKeyCreateSchema;

export function IntakeKeysSection({ timeZone }: { timeZone: string }) {
  const [version, setVersion] = useState(0);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  const keys = useList(fetchIntakeKeys, 'lead intake keys', version);
  const [created, setCreated] = useState<IntakeKeyCreated>();
  const { status, busy, run } = useChange(reload);
  const ids = useId();

  function revoke(key: IntakeKey) {
    if (!window.confirm(`Revoke the key “${key.name}”? Calls with it are refused at once; its leads stay.`)) return;
    if (created?.id === key.id) setCreated(undefined);
    void run(`revoke-${key.id}`, (token) => revokeIntakeKey(token, key.id), intakeMessages.revoked);
  }

  const cell = 'px-3 py-3 align-top text-ink-900 first:pl-4 last:pr-4';
  return (
    <>
      <section aria-labelledby={`${ids}-title`} className="space-y-4 rounded-panel border border-ink-200 bg-white p-4 shadow-card sm:p-6">
        <h2 id={`${ids}-title`} className="text-lg font-semibold text-ink-900">
          Lead intake keys
        </h2>
        <p className="max-w-3xl text-sm text-ink-600">
          Your other systems (an event app, a landing-page builder, a partner site) send demo requests and contact questions to <code>{intakePaths.demo}</code> and{' '}
          <code>{intakePaths.contact}</code> with a key instead of the forms’ bot check, up to 60 a minute per key. Their leads appear in the tables with the source{' '}
          <code>{intakeSource('key name')}</code> and go to the webhooks above. The calls and their examples are in the{' '}
          <a className="text-brand-700 underline" href="/api/openapi.json">
            API document
          </a>
          .
        </p>
        <CreateKeyForm
          onCreated={(key) => {
            setCreated(key);
            reload();
          }}
        />
        <Table
          caption="Intake keys"
          headers={['Name', 'Key', 'Status', 'Created', 'Last used', 'Actions']}
          emptyText="No lead intake keys yet. Create one above."
          list={keys}
          row={(k) => (
            <>
              <th scope="row" className={`${cell} min-w-40 break-all font-medium`}>
                {k.name}
              </th>
              <td className={`${cell} whitespace-nowrap font-mono`}>{k.prefix}</td>
              <td className={`${cell} whitespace-nowrap`}>{k.revokedAt ? <span className="font-semibold text-danger-700">Revoked {formatDashboardDate(k.revokedAt, timeZone)}</span> : 'Live'}</td>
              <td className={`${cell} whitespace-nowrap`}>{formatDashboardDate(k.createdAt, timeZone)}</td>
              <td className={`${cell} whitespace-nowrap`}>{k.lastUsedAt ? formatDashboardDate(k.lastUsedAt, timeZone) : 'Never'}</td>
              <td className={cell}>
                {!k.revokedAt && (
                  <Button variant="secondary" aria-label={`Revoke the key ${k.name}`} busy={busy === `revoke-${k.id}`} onClick={() => revoke(k)}>
                    Revoke
                  </Button>
                )}
              </td>
            </>
          )}
        />
        <StatusLine status={status} />
      </section>
      {created && (
        <SecretOnce heading="Key created: copy it now" label="Lead intake key" value={created.key} copyLabel="Copy key" onDone={() => setCreated(undefined)}>
          The sending system puts it in each call’s header, <code>Authorization: Bearer {created.prefix}</code>; its leads get the source <code>{intakeSource(created.name)}</code>. It is shown
          only now: if it is lost, revoke it and create another.
        </SecretOnce>
      )}
    </>
  );
}

function CreateKeyForm({ onCreated }: { onCreated: (key: IntakeKeyCreated) => void }) {
  const session = useAdminSession();
  const form = useZodForm(loadFormSchema, { name: '' });
  const ids = useId();
  const onSubmit = form.submit({
    send: (input) => createIntakeKey(session.token, input),
    sent(result) {
      form.reset();
      if (result.data) onCreated(result.data);
    },
    ...fieldFailure(form, 'name', 'The key could not be created. Please try again.', session, 'lead intake key'),
  });
  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby={`${ids}-title`} className="space-y-3 rounded-card border border-ink-200 p-4">
      <h3 id={`${ids}-title`} className="font-semibold text-ink-900">
        Create a key
      </h3>
      <TextField label="Key name" autoComplete="off" required maxLength={INTAKE_KEY_NAME_MAX} hint="The system that will use it, such as Event app." {...form.field('name')} />
      <Button type="submit" busy={form.sending}>
        Create key
      </Button>
    </form>
  );
}
