import type { LeadTable } from '@tarang/shared/leads';

// A link to one lead on the dashboard (?lead=demos:123, docs/decisions/032-lead-pipeline-and-attribution.md),
// as the sales e-mail sends it (docs/decisions/038-branded-mail.md). An admin who opens one signed out
// signs in first and then lands on that lead: the login page carries the parameter through. Kept apart
// from the lead panel, which loads after the dashboard, so the login page does not load the panel.

export const LEAD_PARAM = 'lead';
const LEAD_VALUE = /^(contacts|demos):([1-9][0-9]{0,9})$/;

/** The lead a query string names (?lead=demos:123), if any. */
export function leadInSearch(search: string): { table: LeadTable; id: number } | undefined {
  const match = LEAD_VALUE.exec(new URLSearchParams(search).get(LEAD_PARAM) ?? '');
  return match ? { table: match[1] as LeadTable, id: Number(match[2]) } : undefined;
}

function withLead(path: string, search: string): string {
  const lead = leadInSearch(search);
  return lead ? `${path}?${LEAD_PARAM}=${lead.table}:${lead.id}` : path;
}

/** Where a signed-out admin goes: the login page, carrying the lead the dashboard's query named. */
export const loginPathFrom = (search: string) => withLead('/admin/login', search);

/** Where a login goes: the dashboard, opening the lead the login page's query carried. */
export const dashboardPathFrom = (search: string) => withLead('/admin/dashboard', search);
