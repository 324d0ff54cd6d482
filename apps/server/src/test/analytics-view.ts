import type { StoredAnalyticsEvent } from '../modules/analytics/analytics.repository';

/** A page view as the analytics tests store and count it: direct, on a desktop, its UTC day taken from `at`. */
export function storedView(visitor: string, at: string, path: string, extra: Partial<Omit<StoredAnalyticsEvent, 'at'>> = {}): StoredAnalyticsEvent & { at: string; day: string } {
  return {
    at,
    day: at.slice(0, 10),
    visitor,
    path,
    referrer: null,
    source: 'direct',
    utm_source: null,
    utm_medium: null,
    utm_campaign: null,
    utm_term: null,
    utm_content: null,
    device: 'desktop',
    ...extra,
  };
}
