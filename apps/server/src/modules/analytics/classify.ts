import { ATTRIBUTION_VALUE_MAX, utmFields, type UtmField } from '@tarang/shared/leads';
import type { AnalyticsDevice, AnalyticsSource } from '@tarang/shared/analytics';

/**
 * What one page view says, read from the beacon's page address and referrer and the request's user agent
 * (docs/decisions/050-cookieless-analytics.md). Every value is bounded and printable; nothing here is the
 * address or the user agent itself.
 */

/** Printable text only, trimmed, at most `max` characters: what a visitor or another site sends is bounded. */
export function clean(value: string | undefined | null, max = ATTRIBUTION_VALUE_MAX): string | undefined {
  if (value === undefined || value === null) return undefined;
  // Control characters (C0, DEL, C1) and the bidi overrides a spreadsheet or screen could be fooled by.
  // eslint-disable-next-line no-control-regex
  const text = value.replace(/[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g, '').trim();
  return text ? text.slice(0, max) : undefined;
}

/** The URL when it is an absolute http(s) URL. */
export function parseHttpUrl(value: string | undefined): URL | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : undefined;
  } catch {
    return undefined;
  }
}

// Hosts by their registrable name's first label or known domain: enough to group, not to name every engine.
const SEARCH = /(^|\.)(google|bing|duckduckgo|yahoo|baidu|yandex|ecosia|search\.brave|startpage|qwant|naver|seznam)\./i;
const SOCIAL = /(^|\.)(facebook|fb|instagram|linkedin|lnkd|twitter|x|t|youtube|youtu|reddit|pinterest|whatsapp|wa|telegram|threads|quora|tiktok)\.(com|me|co|net|in|be)$/i;
const SEARCH_NAMES = /^(google|bing|duckduckgo|yahoo|baidu|yandex|ecosia|brave)$/i;
const SOCIAL_NAMES = /^(facebook|fb|instagram|ig|linkedin|twitter|x|youtube|reddit|pinterest|whatsapp|telegram|threads|quora|tiktok)$/i;

/** search, social, direct (no referrer, no campaign) or other. */
export function sourceOf(referrerHost: string | undefined, utmSource: string | undefined): AnalyticsSource {
  if (referrerHost) {
    if (SEARCH.test(referrerHost)) return 'search';
    if (SOCIAL.test(referrerHost)) return 'social';
    return 'other';
  }
  if (!utmSource) return 'direct';
  if (SEARCH_NAMES.test(utmSource)) return 'search';
  if (SOCIAL_NAMES.test(utmSource)) return 'social';
  return 'other';
}

/** The device class a user agent names: tablets before phones, since Android tablets say Android without Mobile. */
export function deviceOf(userAgent: string): AnalyticsDevice {
  if (/iPad|Tablet|PlayBook|Silk|Kindle|(Android(?!.*Mobile))/i.test(userAgent)) return 'tablet';
  if (/Mobi|iPhone|iPod|Android|Windows Phone|Opera Mini/i.test(userAgent)) return 'mobile';
  return 'desktop';
}

/** The path a view counts under: no trailing slash but the root's, at most 200 characters. */
export function pathOf(url: URL): string {
  const path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname;
  return clean(path) ?? '/';
}

type Utm = Partial<Record<UtmField, string>>;

export function utmOf(url: URL): Utm {
  const utm: Utm = {};
  for (const field of utmFields) {
    const value = clean(url.searchParams.get(field));
    if (value) utm[field] = value;
  }
  return utm;
}

/** The referrer's host without its leading www., for the Referrers table. */
export function referrerHost(referrer: string | null): string | undefined {
  const url = parseHttpUrl(referrer ?? undefined);
  return url ? url.hostname.toLowerCase().replace(/^www\./, '') : undefined;
}
