import type { LeadTable } from '@tarang/shared/leads';
import { replaceUrlState, splitUrlState, useUrlState } from '../../lib/url-state';
import { LeadDetailPanel } from './lead-detail';
import { LEAD_PARAM, leadInSearch } from './lead-link';
import { useAdmins } from './lead-work';

// The open lead, named in the URL (?lead=demos:123) so it can be shared and survives a reload
// (docs/decisions/032-lead-pipeline-and-attribution.md). Loaded after the dashboard, on its own.

/** The lead the URL names (?lead=demos:123), if any. */
export function leadInUrl(state: string | null): { table: LeadTable; id: number } | undefined {
  return state === null ? undefined : leadInSearch(splitUrlState(state).search);
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
export default function LeadDetailHost({ timeZone, onChanged }: { timeZone: string; onChanged: () => void }) {
  const lead = leadInUrl(useUrlState());
  if (!lead) return null;
  return <OpenLead key={`${lead.table}:${lead.id}`} lead={lead} timeZone={timeZone} onChanged={onChanged} />;
}

function OpenLead({ lead, timeZone, onChanged }: { lead: { table: LeadTable; id: number }; timeZone: string; onChanged: () => void }) {
  const admins = useAdmins();
  return <LeadDetailPanel table={lead.table} id={lead.id} admins={admins} timeZone={timeZone} onClose={closeLead} onChanged={onChanged} />;
}

