import type { LoginResponse, MessageResponse } from '@tarang/shared/auth';
import type { ContactRecord } from '@tarang/shared/contact';
import type { DemoRecord } from '@tarang/shared/demo';
import type { SiteStatus, SubscriberRecord, UserRecord } from '@tarang/shared/admin';
import { securityPaths, type AuditAction, type AuditRecord } from '@tarang/shared/admin-security';
import { notSpamPath, type SpamTable } from '@tarang/shared/bot-check';
import { exportPaths, listPaths, TOTAL_COUNT_HEADER, type TableKind } from '@tarang/shared/tables';
import { requestJson, type ApiResult } from '../../lib/api';
import type { InstantRange } from './date-range';
import { nextCursorFromLink, totalFromHeader } from './link-header';

export function adminLogin(input: { email: string; password: string }) {
  return requestJson<LoginResponse>('/api/auth/admin/login', { body: input });
}

export function adminSignup(input: { code: string; email: string; password: string; name?: string }) {
  return requestJson<MessageResponse>('/api/auth/admin/signup', { body: input });
}

export function adminLogout(token: string) {
  return requestJson<MessageResponse>('/api/auth/admin/logout', { method: 'POST', token });
}

export interface LeadRows {
  users: UserRecord;
  contacts: ContactRecord;
  demos: DemoRecord;
  subscribers: SubscriberRecord;
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

export interface ListFilter {
  range: InstantRange;
  q?: string;
  /** Contacts and demos: the suspected spam instead of the leads (docs/decisions/029-bot-protection.md). */
  spam?: boolean;
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
  return params;
}

async function adminRequest<T>(url: string, token: string, signal?: AbortSignal, accept?: string): Promise<ApiResult<T>> {
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
async function fetchRows<T>(path: string, params: URLSearchParams, options: PageOptions): Promise<Page<T>> {
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

export interface AuditFilter {
  range: InstantRange;
  /** An admin's e-mail (any letter case) or 'cli'. */
  actor?: string;
  action?: AuditAction;
}

/** One page of the audit trail, newest first (docs/decisions/027-admin-security.md). */
export function fetchAuditPage(filter: AuditFilter, options: PageOptions): Promise<Page<AuditRecord>> {
  const params = filterParams({ range: filter.range });
  const actor = filter.actor?.trim();
  if (actor) params.set('actor', actor);
  if (filter.action) params.set('action', filter.action);
  return fetchRows(securityPaths.audit, params, options);
}

/** The count of a table under the date filter alone (for the count cards). */
export async function fetchCount(kind: TableKind, range: InstantRange, token: string, signal?: AbortSignal): Promise<number> {
  const page = await fetchPage(kind, { range }, { token, limit: 1, signal });
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
