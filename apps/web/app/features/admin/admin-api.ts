import type { MessageResponse } from '@tarang/shared/auth';
import type { ContactRecord } from '@tarang/shared/contact';
import type { DemoRecord } from '@tarang/shared/demo';
import type { SiteStatus, SubscriberRecord, UserRecord } from '@tarang/shared/admin';
import { notSpamPath, type SpamTable } from '@tarang/shared/bot-check';
import { leadPath, leadPaths, type LeadDetail, type LeadPhoneFields, type LeadStatus, type LeadTable, type LeadVisit, type LeadWorkFields } from '@tarang/shared/leads';
import { type ErasureResult, privacyPaths } from '@tarang/shared/privacy';
import { exportPaths, listPaths, TOTAL_COUNT_HEADER, type TableKind } from '@tarang/shared/tables';
import { requestJson, type ApiResult } from '../../lib/api';
import type { InstantRange } from './date-range';
import { nextCursorFromLink, totalFromHeader } from './link-header';
import {
  securityPaths,
  type AdminLoginStep,
  type AuditAction,
  type AuditRecord,
  type AdminRecord,
  type EnrolmentDone,
  type EnrolmentStart,
  type FactorProof,
  type InvitationRecord,
  type SessionRecord,
} from '@tarang/shared/admin-security';

/** The password step: its token still needs a code or an enrolment (docs/decisions/027-admin-security.md). */
export function adminLogin(input: { email: string; password: string }) {
  return requestJson<AdminLoginStep>('/api/auth/admin/login', { body: input });
}

export function adminSignup(input: { code: string; email: string; password: string; name?: string }) {
  return requestJson<MessageResponse>('/api/auth/admin/signup', { body: input });
}

export function adminLogout(token: string) {
  return requestJson<MessageResponse>('/api/auth/admin/logout', { method: 'POST', token });
}

/** Every row's source and campaign; leads also how they are worked (docs/decisions/032-lead-pipeline-and-attribution.md). */
type Attributed = Pick<LeadWorkFields, 'utmSource' | 'utmCampaign'>;
export interface LeadRows {
  users: UserRecord & Attributed;
  contacts: ContactRecord & LeadPhoneFields & LeadWorkFields;
  demos: DemoRecord & LeadPhoneFields & LeadWorkFields;
  subscribers: SubscriberRecord & Attributed;
}
export type { SiteStatus, TableKind };

/**
 * product §12: 401 (no valid admin session) or 403 (a visitor's token) means
 * the stored token is no good here; the dashboard drops it and goes to /admin/login.
 */
export class SessionEndedError extends Error {
  constructor(readonly status: number) {
    super(`The admin session is not valid (HTTP ${status})`);
    this.name = 'SessionEndedError';
  }
}

/** What a dashboard action says when its call got no answer and the session has not ended. */
export const SERVER_UNREACHABLE = 'The server could not be reached. Please try again.';

export interface ListFilter {
  range: InstantRange;
  q?: string;
  /** Contacts and demos: the suspected spam instead of the leads (docs/decisions/029-bot-protection.md). */
  spam?: boolean;
  /** docs/decisions/032-lead-pipeline-and-attribution.md: status and owner (contacts, demos), source and campaign (all). */
  status?: LeadStatus | '';
  /** An admin's id, 'unassigned', or '' for anyone. */
  owner?: string;
  source?: string;
  campaign?: string;
}

export interface Page<T> {
  rows: T[];
  total: number | undefined;
  nextCursor: string | undefined;
}

function filterParams(filter: ListFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.range.from) params.set('from', filter.range.from);
  if (filter.range.to) params.set('to', filter.range.to);
  const q = filter.q?.trim();
  if (q) params.set('q', q);
  if (filter.spam) params.set('spam', 'true');
  if (filter.status) params.set('status', filter.status);
  if (filter.owner) params.set('owner', filter.owner);
  const source = filter.source?.trim();
  if (source) params.set('source', source);
  const campaign = filter.campaign?.trim();
  if (campaign) params.set('campaign', campaign);
  return params;
}

export async function adminRequest<T>(url: string, token: string, signal?: AbortSignal, accept?: string): Promise<ApiResult<T>> {
  const result = await requestJson<T>(url, { token, signal, accept });
  if (result.status === 401 || result.status === 403) throw new SessionEndedError(result.status);
  if (!result.ok) throw new Error(`${url} answered HTTP ${result.status}`);
  return result;
}

export interface PageOptions {
  token: string;
  limit: number;
  cursor?: string | undefined;
  signal?: AbortSignal;
}

/** One server page of any paged admin call (product §13): its rows, X-Total-Count and the next cursor from Link. */
export async function fetchRows<T>(path: string, params: URLSearchParams, options: PageOptions): Promise<Page<T>> {
  params.set('limit', String(options.limit));
  if (options.cursor) params.set('cursor', options.cursor);
  const { data: rows, headers } = await adminRequest<T[]>(`${path}?${params}`, options.token, options.signal);
  return {
    rows: Array.isArray(rows) ? rows : [],
    total: totalFromHeader(headers.get(TOTAL_COUNT_HEADER)),
    nextCursor: nextCursorFromLink(headers.get('link')),
  };
}

/** "Not spam": restores a suspected-spam lead; the server sends its notification then. */
export async function markNotSpam(table: SpamTable, id: number, token: string): Promise<ApiResult<MessageResponse>> {
  const result = await requestJson<MessageResponse>(notSpamPath(table, id), { method: 'POST', token });
  if (result.status === 401 || result.status === 403) throw new SessionEndedError(result.status);
  return result;
}

/** One server page of a table: never more than `limit` rows are held (product §13: bounded list calls). */
export function fetchPage<K extends TableKind>(kind: K, filter: ListFilter, options: PageOptions): Promise<Page<LeadRows[K]>> {
  return fetchRows(listPaths[kind], filterParams(filter), options);
}

interface AuditFilter {
  range: InstantRange;
  /** An admin's e-mail (any letter case) or 'cli'. */
  actor?: string;
  action?: AuditAction;
}

/** One page of the audit trail, newest first (docs/decisions/027-admin-security.md). */
function auditParams(filter: AuditFilter): URLSearchParams {
  const params = filterParams({ range: filter.range });
  const actor = filter.actor?.trim();
  if (actor) params.set('actor', actor);
  if (filter.action) params.set('action', filter.action);
  return params;
}

export function fetchAuditPage(filter: AuditFilter, options: PageOptions): Promise<Page<AuditRecord>> {
  return fetchRows(securityPaths.audit, auditParams(filter), options);
}

/** The audit trail under the page's filters as CSV, made by the server (formula-safe), as a Blob. */
export async function fetchAuditCsv(filter: AuditFilter, token: string): Promise<Blob> {
  const { data } = await adminRequest<Blob>(`${securityPaths.auditExport}?${auditParams(filter)}`, token, undefined, 'text/csv');
  return data ?? new Blob([], { type: 'text/csv' });
}

/** The count of a table under the date filter alone (for the count cards). */
export async function fetchCount(kind: TableKind, range: InstantRange, token: string, signal?: AbortSignal): Promise<number> {
  const page = await fetchPage(kind, { range }, { token, limit: 0, signal });
  return page.total ?? page.rows.length;
}

/** The whole filtered table as CSV, made by the server (formula-safe), as a Blob. */
export async function fetchCsv(kind: TableKind, filter: ListFilter, token: string): Promise<Blob> {
  const { data } = await adminRequest<Blob>(`${exportPaths[kind]}?${filterParams(filter)}`, token, undefined, 'text/csv');
  return data ?? new Blob([], { type: 'text/csv' });
}

export async function fetchSiteStatus(token: string, signal?: AbortSignal): Promise<SiteStatus> {
  const { data } = await adminRequest<SiteStatus>('/api/admin/site-status', token, signal);
  if (!data) throw new Error('/api/admin/site-status answered without a body');
  return data;
}

// Two-factor sign-in, invitations and the Security page (docs/decisions/027-admin-security.md).

export function verifyCode(token: string, code: string) {
  return requestJson<MessageResponse>(securityPaths.verifyCode, { body: { code }, token });
}

/** A first enrolment sends nothing; replacing a factor sends the password and a current code. */
export function startEnrolment(token: string, proof?: FactorProof) {
  return requestJson<EnrolmentStart>(securityPaths.enrolStart, proof ? { body: proof, token } : { method: 'POST', token });
}

export function confirmEnrolment(token: string, code: string) {
  return requestJson<EnrolmentDone>(securityPaths.enrolConfirm, { body: { code }, token });
}

/** 200 {email} for a usable invitation, 404 otherwise. */
export function checkInvitation(invitation: string, signal?: AbortSignal) {
  return requestJson<{ email: string }>(securityPaths.invitation.replace(':token', encodeURIComponent(invitation)), { signal });
}

/**
 * A signed-in admin's call whose refusal the screen shows itself: 401 (no session), or 403 (a visitor's
 * token, or a session still waiting for its code: securityMessages.mfaRequired) ends the session.
 */
export async function adminCall<T>(
  url: string,
  token: string,
  options: { method?: string; body?: unknown; signal?: AbortSignal | undefined; accept?: string } = {},
): Promise<ApiResult<T>> {
  const result = await requestJson<T>(url, { ...options, token });
  if (result.status === 401 || result.status === 403) throw new SessionEndedError(result.status);
  return result;
}

async function adminList<T>(url: string, token: string, signal?: AbortSignal): Promise<T[]> {
  const { data } = await adminRequest<T[]>(url, token, signal);
  return Array.isArray(data) ? data : [];
}

export const fetchMySessions = (token: string, signal?: AbortSignal) => adminList<SessionRecord>(securityPaths.mySessions, token, signal);
export const fetchAdmins = (token: string, signal?: AbortSignal) => adminList<AdminRecord>(securityPaths.admins, token, signal);
export const fetchInvitations = (token: string, signal?: AbortSignal) => adminList<InvitationRecord>(securityPaths.invitations, token, signal);

export function revokeOtherSessions(token: string) {
  return adminCall<MessageResponse>(securityPaths.revokeOtherSessions, token, { method: 'POST' });
}

type AdminAction = 'disable' | 'enable' | 'revoke-sessions';
export function changeAdmin(token: string, id: number, action: AdminAction) {
  return adminCall<MessageResponse>(`${securityPaths.admins}/${id}/${action}`, token, { method: 'POST' });
}

export function inviteAdmin(token: string, email: string) {
  return adminCall<MessageResponse>(securityPaths.invitations, token, { body: { email } });
}

export function withdrawInvitation(token: string, id: number) {
  return adminCall<MessageResponse>(`${securityPaths.invitations}/${id}`, token, { method: 'DELETE' });
}

/** Every row held about an address, as the server exports it (docs/decisions/031-privacy-retention-erasure.md). */
export function exportPerson(token: string, email: string) {
  return adminCall<Record<string, unknown>>(privacyPaths.exportPerson, token, { body: { email } });
}

export function erasePerson(token: string, email: string) {
  return adminCall<ErasureResult>(privacyPaths.erasePerson, token, { body: { email } });
}

// Working a lead (docs/decisions/032-lead-pipeline-and-attribution.md).

export function fetchLead(table: LeadTable, id: number, token: string, signal?: AbortSignal) {
  return adminCall<LeadDetail>(leadPath(table, id), token, { signal });
}

export function updateLead(table: LeadTable, id: number, token: string, change: { status?: LeadStatus; reason?: string; ownerId?: number | null }) {
  return adminCall<LeadDetail>(leadPath(table, id), token, { method: 'PATCH', body: change });
}

export function addLeadNote(table: LeadTable, id: number, token: string, text: string) {
  return adminCall<LeadDetail>(`${leadPath(table, id)}/notes`, token, { body: { text } });
}

/** The leads new since this admin's previous visit; this visit becomes the previous one. */
export async function recordLeadVisit(token: string, signal?: AbortSignal): Promise<LeadVisit> {
  const { data } = await adminRequestWith<LeadVisit>(leadPaths.visit, token, { method: 'POST', signal });
  if (!data) throw new Error(`${leadPaths.visit} answered without a body`);
  return data;
}

async function adminRequestWith<T>(url: string, token: string, options: { method?: string; signal?: AbortSignal }): Promise<ApiResult<T>> {
  const result = await adminCall<T>(url, token, options);
  if (!result.ok) throw new Error(`${url} answered HTTP ${result.status}`);
  return result;
}
