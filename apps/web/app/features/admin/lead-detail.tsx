import type { AdminRecord } from '@tarang/shared/admin-security';
import {
  type Attribution,
  attributionText,
  attributionVisitRows,
  type LeadDetail,
  type LeadEvent,
  leadMessages,
  leadNoteSchema,
  leadStatusLabels,
  leadUpdateSchema,
  type LeadStatus,
  type LeadTable,
} from '@tarang/shared/leads';
import { useEffect, useId, useState } from 'react';
import { z } from '@tarang/shared/zod';
import { Button, type ButtonVariant } from '../../components/ui/button';
import { Field, TextField } from '../../components/ui/field';
import { Modal } from '../../components/ui/modal';
import { TextAreaField } from '../../components/ui/text-area-field';
import { errorText, type ApiResult } from '../../lib/api';
import { useZodForm } from '../../lib/use-zod-form';
import { addLeadNote, fetchLead, SERVER_UNREACHABLE, SessionEndedError, updateLead } from './admin-api';
import { fieldFailure } from './field-failure';
import { useAdminSession } from './admin-session-context';
import { formatDashboardDate } from './format-date';
import { LeadStatusOptions } from './lead-work';

// A lead opened from its table (docs/decisions/032-lead-pipeline-and-attribution.md): every field in
// full, its status, owner, notes and history, and where it came from. A side panel over the dashboard,
// so the table stays where it was.

const tableNouns: Record<LeadTable, string> = { contacts: 'Contact request', demos: 'Demo request' };

export function LeadDetailPanel({ table, id, admins, timeZone, onClose, onChanged }: { table: LeadTable; id: number; admins: AdminRecord[]; timeZone: string; onClose: () => void; onChanged: () => void }) {
  const { token, handleError } = useAdminSession();
  const headingId = useId();
  const [lead, setLead] = useState<LeadDetail>();
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    fetchLead(table, id, token, controller.signal).then(
      (result) => {
        if (result.ok && result.data) setLead(result.data);
        else setFailed(true);
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        handleError(error, 'lead');
        setFailed(true);
      },
    );
    return () => controller.abort();
  }, [table, id, token, handleError]);

  const changed = (next: LeadDetail) => {
    setLead(next);
    onChanged();
  };

  return (
    <Modal open onClose={onClose} labelledBy={headingId} variant="drawer" closeLabel="Close lead" className="w-full max-w-xl">
      <div className="space-y-6 p-5 sm:p-6">
        <h2 id={headingId} className="pr-10 text-xl font-semibold text-ink-900">
          {tableNouns[table]} #{id}
        </h2>
        {!lead && (
          <p role="status" className="text-sm text-ink-600">
            {failed ? 'This lead could not be loaded.' : 'Loading the lead…'}
          </p>
        )}
        {lead && (
          <>
            <p className="text-sm text-ink-600">Received {formatDashboardDate(lead.createdAt, timeZone)}</p>
            <WorkForm lead={lead} admins={admins} onSaved={changed} />
            <section aria-labelledby={`${headingId}-fields`}>
              <h3 id={`${headingId}-fields`} className="text-base font-semibold text-ink-900">
                What they sent
              </h3>
              <LabelledValues
                rows={lead.fields}
                className="mt-2 space-y-2 text-sm"
                labelClassName="font-medium text-ink-700"
                valueClassName="whitespace-pre-wrap break-words text-ink-900"
              />
            </section>
            <AttributionView attribution={lead.attribution} headingId={`${headingId}-source`} />
            <NoteForm lead={lead} onAdded={changed} />
            <HistoryView history={lead.history} timeZone={timeZone} headingId={`${headingId}-history`} />
          </>
        )}
      </div>
    </Modal>
  );
}

/**
 * The work form's values (strings, as the controls hold them) read as the server's update: Unqualified
 * carries its reason, an empty owner is unassigned. The shared schema is the only source of its rules.
 */
const loadWorkSchema = async () =>
  z.preprocess((values) => {
    const { status, reason, ownerId } = values as WorkValues;
    return { status, ...(status === 'unqualified' ? { reason } : {}), ownerId: ownerId ? Number(ownerId) : null };
  }, leadUpdateSchema);
type WorkValues = Record<'status' | 'reason' | 'ownerId', string>;

/** Status, Unqualified reason and owner, saved together, through the one form hook. */
function WorkForm({ lead, admins, onSaved }: { lead: LeadDetail; admins: AdminRecord[]; onSaved: (lead: LeadDetail) => void }) {
  const session = useAdminSession();
  const form = useZodForm(loadWorkSchema, { status: lead.status, reason: lead.statusReason ?? '', ownerId: lead.owner ? String(lead.owner.id) : '' });
  const [message, setMessage] = useState('');
  const owners = admins.filter((a) => !a.disabled || a.id === lead.owner?.id);
  const onSubmit = form.submit({
    send: (update) => {
      setMessage('');
      return updateLead(lead.table, lead.id, session.token, update);
    },
    sent(result) {
      if (result.data) onSaved(result.data);
      setMessage('Saved.');
    },
    refused(result: ApiResult<LeadDetail>) {
      if (!result.error?.fields) form.setErrors({ status: errorText(result, 'The lead could not be saved. Please try again.') });
    },
    failed(error: unknown) {
      session.handleError(error, 'lead update');
      if (!(error instanceof SessionEndedError)) setMessage(SERVER_UNREACHABLE);
    },
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Status and owner" className="space-y-3 rounded-card bg-ink-50 p-4">
      <div className="grid gap-3 sm:grid-cols-2">
        <Field
          label="Status"
          error={form.errors.status}
          control={(props) => (
            <select {...props} value={form.values.status} onChange={(e) => form.setField('status', e.target.value)}>
              <LeadStatusOptions />
            </select>
          )}
        />
        <Field
          label="Owner"
          error={form.errors.ownerId}
          control={(props) => (
            <select {...props} value={form.values.ownerId} onChange={(e) => form.setField('ownerId', e.target.value)}>
              <option value="">Unassigned</option>
              {owners.map((a) => (
                <option key={a.id} value={String(a.id)}>
                  {a.name ? `${a.name} (${a.email})` : a.email}
                </option>
              ))}
            </select>
          )}
        />
      </div>
      {form.values.status === 'unqualified' && <TextField label="Why is it unqualified?" maxLength={500} {...form.field('reason')} />}
      <SubmitRow label="Save" busy={form.sending} message={message} />
    </form>
  );
}

/** A form's submit button beside the status line that says what the submit did. */
function SubmitRow({ label, variant, busy, message }: { label: string; variant?: ButtonVariant; busy: boolean; message: string }) {
  return (
    <div className="flex items-center gap-3">
      <Button type="submit" variant={variant} busy={busy}>
        {label}
      </Button>
      <p role="status" className="text-sm text-ink-700">
        {message}
      </p>
    </div>
  );
}

const loadNoteSchema = async () => leadNoteSchema;

function NoteForm({ lead, onAdded }: { lead: LeadDetail; onAdded: (lead: LeadDetail) => void }) {
  const session = useAdminSession();
  const { token } = session;
  const form = useZodForm(loadNoteSchema, { text: '' });
  const [message, setMessage] = useState('');
  const onSubmit = form.submit({
    send: ({ text }) => {
      setMessage('');
      return addLeadNote(lead.table, lead.id, token, text);
    },
    sent(result) {
      if (result.data) onAdded(result.data);
      form.reset();
      setMessage(leadMessages.noteAdded);
    },
    ...fieldFailure(form, 'text', 'The note could not be added. Please try again.', session, 'lead note'),
  });
  return (
    <form noValidate onSubmit={onSubmit} aria-label="Add a note" className="space-y-3">
      <TextAreaField label="Add a note" rows={3} maxLength={5000} {...form.field('text')} />
      <SubmitRow label="Add note" variant="secondary" busy={form.sending} message={message} />
    </form>
  );
}

/** Label and value pairs as a definition list: what the lead sent, and each attributed visit. */
function LabelledValues({ rows, className, labelClassName, valueClassName }: { rows: readonly (readonly [string, string])[]; className: string; labelClassName: string; valueClassName: string }) {
  return (
    <dl className={className}>
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt className={labelClassName}>{label}</dt>
          <dd className={valueClassName}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function AttributionView({ attribution, headingId }: { attribution: Attribution | null; headingId: string }) {
  const groups: [string, [string, string][]][] = [
    [attributionText.first, attributionVisitRows(attribution?.first)],
    [attributionText.latest, attributionVisitRows(attribution?.latest)],
  ];
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="text-base font-semibold text-ink-900">
        {attributionText.title}
      </h3>
      {!attribution ? (
        <p className="mt-2 text-sm text-ink-600">{attributionText.none}</p>
      ) : (
        <div className="mt-2 grid gap-4 text-sm sm:grid-cols-2">
          {groups.map(([title, rows]) => (
            <div key={title}>
              <h4 className="font-medium text-ink-800">{title}</h4>
              {rows.length === 0 ? (
                <p className="text-ink-600">—</p>
              ) : (
                <LabelledValues rows={rows} className="mt-1 space-y-1" labelClassName="text-ink-600" valueClassName="break-words text-ink-900" />
              )}
            </div>
          ))}
          <p className="sm:col-span-2">
            <span className="text-ink-600">{attributionText.formPage}: </span>
            <span className="text-ink-900">{attribution.formPage ?? '—'}</span>
          </p>
        </div>
      )}
    </section>
  );
}

function eventText(event: LeadEvent): string {
  const who = event.actor ?? 'The visitor';
  switch (event.kind) {
    case 'created':
      return 'The visitor sent the form';
    case 'status':
      return `${who} changed the status from ${labelOf(event.from)} to ${labelOf(event.to)}${event.text ? `: ${event.text}` : ''}`;
    case 'owner':
      return `${who} ${event.to ? `assigned it to ${event.to}` : 'unassigned it'}`;
    case 'note':
      return `${who} noted: ${event.text ?? ''}`;
    case 'not-spam':
      return `${who} restored it from suspected spam`;
  }
}

const labelOf = (status: string | null) => (status && status in leadStatusLabels ? leadStatusLabels[status as LeadStatus] : (status ?? '—'));

function HistoryView({ history, timeZone, headingId }: { history: LeadEvent[]; timeZone: string; headingId: string }) {
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="text-base font-semibold text-ink-900">
        History and notes
      </h3>
      <ol className="mt-2 space-y-2 text-sm">
        {[...history].reverse().map((event) => (
          <li key={`${event.kind}-${event.id}`} className="rounded-card border border-ink-200 p-3">
            <time dateTime={event.at} className="block text-xs text-ink-600">
              {formatDashboardDate(event.at, timeZone)}
            </time>
            <span className="whitespace-pre-wrap break-words text-ink-900">{eventText(event)}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
