import { type AnalyticsReport, type AnalyticsTable, analyticsPaths } from '@tarang/shared/analytics';
import { adminRequest } from '../admin-api';
import type { InstantRange } from '../date-range';

// The Analytics page's calls (docs/decisions/050-cookieless-analytics.md): the date filter's instants.

function rangeParams(range: InstantRange): URLSearchParams {
  const params = new URLSearchParams();
  if (range.from) params.set('from', range.from);
  if (range.to) params.set('to', range.to);
  return params;
}

export async function fetchAnalytics(range: InstantRange, token: string, signal?: AbortSignal): Promise<AnalyticsReport> {
  const { data } = await adminRequest<AnalyticsReport>(`${analyticsPaths.report}?${rangeParams(range)}`, token, signal);
  if (!data) throw new Error('The analytics report was empty');
  return data;
}

export async function fetchAnalyticsCsv(table: AnalyticsTable, range: InstantRange, token: string): Promise<Blob> {
  const { data } = await adminRequest<Blob>(`${analyticsPaths.export(table)}?${rangeParams(range)}`, token, undefined, 'text/csv');
  return data ?? new Blob([]);
}
