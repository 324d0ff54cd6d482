/**
 * The beacon's endpoint, on its own so the public pages' beacon imports nothing else (no schema library
 * in the first JavaScript; docs/decisions/050-cookieless-analytics.md).
 */
export const ANALYTICS_VIEW_PATH = '/api/analytics/view';
