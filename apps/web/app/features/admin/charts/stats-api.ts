import { type DailyStats, type DemosByService, statsPaths } from '@tarang/shared/admin-stats';
import { adminRequest } from '../admin-api';
import type { InstantRange } from '../date-range';

// The charts' two calls (docs/decisions/036-dashboard-charts.md): the date filter's instants and the
// browser's zone, so the server cuts days at the admin's midnights (product §13).

function statsParams(range: InstantRange, timeZone: string): URLSearchParams {
  const params = new URLSearchParams({ tz: timeZone });
  if (range.from) params.set('from', range.from);
  if (range.to) params.set('to', range.to);
  return params;
}

export async function fetchDailyStats(range: InstantRange, timeZone: string, token: string, signal?: AbortSignal): Promise<DailyStats> {
  const { data } = await adminRequest<DailyStats>(`${statsPaths.daily}?${statsParams(range, timeZone)}`, token, signal);
  return data ?? { days: [] };
}

export async function fetchDemosByService(range: InstantRange, timeZone: string, token: string, signal?: AbortSignal): Promise<DemosByService> {
  const { data } = await adminRequest<DemosByService>(`${statsPaths.demosByService}?${statsParams(range, timeZone)}`, token, signal);
  return data ?? { services: [] };
}
