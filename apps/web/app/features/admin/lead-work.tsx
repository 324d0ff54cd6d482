import type { AdminRecord } from '@tarang/shared/admin-security';
import { LEAD_OWNER_UNASSIGNED, leadStatuses, leadStatusLabels, type LeadStatus, type LeadTable, type LeadVisit } from '@tarang/shared/leads';
import { useEffect, useState } from 'react';
import { Field, TextField } from '../../components/ui/field';
import { fetchAdmins, recordLeadVisit } from './admin-api';
import { useAdminSession } from './admin-session-context';

// The dashboard's lead work (docs/decisions/032-lead-pipeline-and-attribution.md): the filters beside
// the search, opening a lead from a row (the panel itself is lead-panel.tsx), and how many leads arrived
// since the last visit.

/** Every admin, for the owner choices; loaded once per screen, and only where owners are shown. */
export function useAdmins(enabled = true): AdminRecord[] {
  const { token, handleError } = useAdminSession();
  const [admins, setAdmins] = useState<AdminRecord[]>([]);
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    fetchAdmins(token, controller.signal).then(setAdmins, (error: unknown) => {
      if (!controller.signal.aborted) handleError(error, 'admins');
    });
    return () => controller.abort();
  }, [token, handleError, enabled]);
  return admins;
}

export const adminLabel = (admins: AdminRecord[], id: number | null) => {
  if (id === null) return 'Unassigned';
  const admin = admins.find((a) => a.id === id);
  return admin ? (admin.name ?? admin.email) : `Admin #${id}`;
};

/** One option per pipeline status, in the pipeline's order, for the filter and the lead's own status. */
export function LeadStatusOptions() {
  return leadStatuses.map((s) => (
    <option key={s} value={s}>
      {leadStatusLabels[s]}
    </option>
  ));
}

export interface LeadFilterValues {
  status: LeadStatus | '';
  owner: string;
  source: string;
  campaign: string;
}

export const noLeadFilters: LeadFilterValues = { status: '', owner: '', source: '', campaign: '' };

/** Status and owner (lead tables), source and campaign (every table). */
export function LeadFilters({ value, onChange, leads, admins }: { value: LeadFilterValues; onChange: (next: LeadFilterValues) => void; leads: boolean; admins: AdminRecord[] }) {
  const set = (patch: Partial<LeadFilterValues>) => onChange({ ...value, ...patch });
  return (
    <>
      {leads && (
        <>
          <Field
            label="Status"
            className="sm:w-40"
            control={(props) => (
              <select {...props} value={value.status} onChange={(e) => set({ status: e.target.value as LeadStatus | '' })}>
                <option value="">Any status</option>
                <LeadStatusOptions />
              </select>
            )}
          />
          <Field
            label="Owner"
            className="sm:w-48"
            control={(props) => (
              // Busy until the admins are in (there is always one: you), so a reader knows the choices are coming.
              <select {...props} value={value.owner} onChange={(e) => set({ owner: e.target.value })} aria-busy={admins.length === 0 || undefined}>
                <option value="">Anyone</option>
                <option value={LEAD_OWNER_UNASSIGNED}>Unassigned</option>
                {admins.map((a) => (
                  <option key={a.id} value={String(a.id)}>
                    {a.name ?? a.email}
                  </option>
                ))}
              </select>
            )}
          />
        </>
      )}
      <TextField label="Source" className="sm:w-36" maxLength={200} placeholder="utm_source" value={value.source} onChange={(e) => set({ source: e.target.value })} />
      <TextField label="Campaign" className="sm:w-36" maxLength={200} placeholder="utm_campaign" value={value.campaign} onChange={(e) => set({ campaign: e.target.value })} />
    </>
  );
}

/**
 * Opens a lead: the lead panel's module (lead-panel.tsx, with its URL state and forms) is loaded on
 * demand, so the dashboard route's own imports do not grow (docs/decisions/032-lead-pipeline-and-attribution.md).
 */
export function openLead(table: LeadTable, id: number) {
  void import('./lead-panel').then((m) => m.openLead(table, id));
}

const number = new Intl.NumberFormat('en-US');

/** "N new since your last visit": asked once per dashboard visit, which then becomes the last one. */
export function NewSinceLastVisit() {
  const { token, handleError } = useAdminSession();
  const [visit, setVisit] = useState<LeadVisit>();
  useEffect(() => {
    const controller = new AbortController();
    recordLeadVisit(token, controller.signal).then(setVisit, (error: unknown) => {
      if (!controller.signal.aborted) handleError(error, 'new since last visit');
    });
    return () => controller.abort();
  }, [token, handleError]);
  // Busy while the count is asked for, like the tables, so nothing reads as settled before it is.
  if (!visit) return <p className="mt-3 min-h-6 text-sm text-ink-600" aria-busy="true" />;
  const total = visit.contacts + visit.demos;
  return (
    <p role="status" className="mt-3 min-h-6 text-sm text-ink-700">
      {visit.since === null ? (
        <>Welcome: this is your first visit.</>
      ) : (
        <>
          {/* Not "contact requests": the tables' own status line says that. */}
          <span className="font-semibold text-ink-900">{number.format(total)} new</span> since your last visit: {number.format(visit.demos)} demos, {number.format(visit.contacts)} questions.
        </>
      )}
    </p>
  );
}
