import type { AdminRecord } from '@tarang/shared/admin-security';
import { LEAD_OWNER_UNASSIGNED, leadStatuses, leadStatusLabels, leadTables, type LeadStatus, type LeadTable, type LeadVisit } from '@tarang/shared/leads';
import { useEffect, useState } from 'react';
import { Field, TextField } from '../../components/ui/field';
import { replaceUrlState, splitUrlState, useUrlState } from '../../lib/url-state';
import { fetchAdmins, recordLeadVisit } from './admin-api';
import { useAdminSession } from './admin-session-context';
import { LeadDetailPanel } from './lead-detail';

// The dashboard's lead work (docs/decisions/032-lead-pipeline-and-attribution.md): the filters beside
// the search, the lead opened from a row (named in the URL, ?lead=demos:123, so it can be shared and
// survives a reload), and how many leads arrived since the last visit.

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
                {leadStatuses.map((s) => (
                  <option key={s} value={s}>
                    {leadStatusLabels[s]}
                  </option>
                ))}
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

const LEAD_PARAM = 'lead';

/** The lead the URL names (?lead=demos:123), if any. */
export function leadInUrl(state: string | null): { table: LeadTable; id: number } | undefined {
  if (state === null) return undefined;
  const value = new URLSearchParams(splitUrlState(state).search).get(LEAD_PARAM);
  const match = value ? /^(contacts|demos):([1-9][0-9]{0,9})$/.exec(value) : null;
  if (!match || !(leadTables as readonly string[]).includes(match[1]!)) return undefined;
  return { table: match[1] as LeadTable, id: Number(match[2]) };
}

/** Opens a lead: the URL names it, and the panel follows the URL. */
export function openLead(table: LeadTable, id: number) {
  const { search, hash } = splitUrlState(`${window.location.search}${window.location.hash}`);
  const params = new URLSearchParams(search);
  params.set(LEAD_PARAM, `${table}:${id}`);
  replaceUrlState(`?${params}${hash}`);
}

function closeLead() {
  const params = new URLSearchParams(window.location.search);
  params.delete(LEAD_PARAM);
  const query = params.toString();
  replaceUrlState(`${query ? `?${query}` : ''}${window.location.hash}`);
}

/** The lead panel, open while the URL names a lead; `onChanged` lets the tables show the change. */
export function LeadDetailHost({ timeZone, onChanged }: { timeZone: string; onChanged: () => void }) {
  const lead = leadInUrl(useUrlState());
  if (!lead) return null;
  return <OpenLead key={`${lead.table}:${lead.id}`} lead={lead} timeZone={timeZone} onChanged={onChanged} />;
}

function OpenLead({ lead, timeZone, onChanged }: { lead: { table: LeadTable; id: number }; timeZone: string; onChanged: () => void }) {
  const admins = useAdmins();
  return <LeadDetailPanel table={lead.table} id={lead.id} admins={admins} timeZone={timeZone} onClose={closeLead} onChanged={onChanged} />;
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
