import { type Attribution, type AttributionVisit, attributionVisitSchema, ATTRIBUTION_VALUE_MAX, utmFields } from '@tarang/shared/leads';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';

/**
 * First-party attribution, recorded by the server so public pages carry no extra script
 * (docs/decisions/032-lead-pipeline-and-attribution.md): a page served with utm_* parameters or from
 * another site's link sets a session cookie holding the browser session's first and latest such visit;
 * a form POST reads it, with its own Referer (the page the form was sent from), and stores them with
 * the row. Nothing is recorded for a visit that carries neither.
 */

export const ATTRIBUTION_COOKIE = 'attribution';
/** Each value in the cookie: two visits of eight values stay well under a browser's 4 KB per cookie. */
const COOKIE_VALUE_MAX = 100;
/** A cookie longer than this was not made here: ignored. */
const COOKIE_MAX = 3000;

const cookieSchema = z.object({ first: attributionVisitSchema.optional(), latest: attributionVisitSchema.optional() });
type CookieVisits = z.output<typeof cookieSchema>;

/** Printable text only, trimmed, at most `max` characters: what a visitor or another site sends is bounded. */
function clean(value: string | undefined | null, max: number): string | undefined {
  if (value === undefined || value === null) return undefined;
  // Control characters (C0, DEL, C1) and the bidi overrides a spreadsheet or screen could be fooled by.
  // eslint-disable-next-line no-control-regex
  const text = value.replace(/[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g, '').trim();
  return text ? text.slice(0, max) : undefined;
}

/** The URL's host, or undefined when it is not an http(s) URL. */
function parseHttpUrl(value: string | undefined): URL | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : undefined;
  } catch {
    return undefined;
  }
}

/** This site's hosts: the one the request names and the public URL's. */
function isThisSite(url: URL, request: FastifyRequest, publicHost: string | undefined): boolean {
  const host = url.host.toLowerCase();
  return host === request.host.toLowerCase() || host === publicHost;
}

/** What a page request says about where the visitor came from; undefined when it says nothing. */
function visitOf(request: FastifyRequest, at: Date, publicHost: string | undefined): AttributionVisit | undefined {
  const url = new URL(request.url, 'http://local');
  const visit: AttributionVisit = {};
  for (const field of utmFields) {
    const value = clean(url.searchParams.get(field), COOKIE_VALUE_MAX);
    if (value) visit[field] = value;
  }
  const referer = parseHttpUrl(request.headers.referer);
  if (referer && !isThisSite(referer, request, publicHost)) visit.referrer = clean(`${referer.origin}${referer.pathname}`, COOKIE_VALUE_MAX);
  if (Object.keys(visit).length === 0) return undefined;
  visit.landing = clean(url.pathname, COOKIE_VALUE_MAX);
  visit.at = at.toISOString();
  return visit;
}

/**
 * One cookie's value in a Cookie header. Ours is base64url, so there is nothing to decode. No cookie
 * library: the compiled server must resolve the same one wherever its file runs, and the workspace
 * hoists a version that needs Node 22.
 */
function cookieValue(header: string, name: string): string | undefined {
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

function readCookie(request: FastifyRequest): CookieVisits {
  const header = request.headers.cookie;
  if (!header) return {};
  const raw = cookieValue(header, ATTRIBUTION_COOKIE);
  if (!raw || raw.length > COOKIE_MAX) return {};
  try {
    const parsed = cookieSchema.safeParse(JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

interface AttributionCookieOptions {
  /** Secure in production: the public URL is https. */
  secure: boolean;
  publicHost: string | undefined;
}

/**
 * Called as a page is served: when the visit says where it came from, sets the cookie (the first visit
 * kept, the latest replaced) and marks the answer private, so no shared cache stores a page with
 * someone's cookie. True when it set one.
 */
export function recordVisit(request: FastifyRequest, reply: FastifyReply, at: Date, options: AttributionCookieOptions): boolean {
  const visit = visitOf(request, at, options.publicHost);
  if (!visit) return false;
  const known = readCookie(request);
  const value: CookieVisits = { first: known.first ?? visit, latest: visit };
  reply.header(
    'set-cookie',
    // No Max-Age or Expires: a session cookie, gone when the browser closes.
    `${ATTRIBUTION_COOKIE}=${Buffer.from(JSON.stringify(value)).toString('base64url')}; Path=/; HttpOnly; SameSite=Lax${options.secure ? '; Secure' : ''}`,
  );
  return true;
}

/** The columns a form's row stores: the whole record as JSON, and the source and campaign the lists filter on. */
export interface AttributionColumns {
  attribution: string | null;
  utm_source: string | null;
  utm_campaign: string | null;
}

export const noAttribution: AttributionColumns = { attribution: null, utm_source: null, utm_campaign: null };

/**
 * What a form POST stores: the cookie's visits and the same-site page the form was sent from (its
 * Referer, path only). The filter columns take the first visit's UTM values, or the latest's when the
 * first had none.
 */
export function attributionOf(request: FastifyRequest, publicHost: string | undefined): AttributionColumns {
  const { first, latest } = readCookie(request);
  const referer = parseHttpUrl(request.headers.referer);
  const formPage = referer && isThisSite(referer, request, publicHost) ? clean(referer.pathname, ATTRIBUTION_VALUE_MAX) : undefined;
  const record: Attribution = { ...(first ? { first } : {}), ...(latest ? { latest } : {}), ...(formPage ? { formPage } : {}) };
  if (!first && !latest && !formPage) return noAttribution;
  const pick = (field: 'utm_source' | 'utm_campaign') => first?.[field] ?? latest?.[field] ?? null;
  return { attribution: JSON.stringify(record), utm_source: pick('utm_source'), utm_campaign: pick('utm_campaign') };
}

/** The stored JSON read back; null when there is none or it is not ours. */
export function parseAttribution(stored: string | null): Attribution | null {
  if (!stored) return null;
  try {
    const parsed = z.object({ first: attributionVisitSchema.optional(), latest: attributionVisitSchema.optional(), formPage: z.string().optional() }).safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The public URL's host, lower-cased (the forms compare Referer hosts with it). */
export function hostOf(publicUrl: string): string | undefined {
  return parseHttpUrl(publicUrl)?.host.toLowerCase();
}
