import { analyticsGoalLabels, analyticsGoals, type AnalyticsCounts, type AnalyticsReport, percent } from '@tarang/shared/analytics';
import { formatDayLabel } from '../format-date';

// What the Analytics page says in words: its figures, the chart's summary a screen reader hears and the
// funnel's steps (docs/decisions/050-cookieless-analytics.md).

const number = new Intl.NumberFormat('en-US');
export const formatCount = (n: number) => number.format(n);

/** Page views per visit, to one decimal ('2.5'); '0' with no visits. */
const viewsPerVisit = (c: AnalyticsCounts) => (c.visits === 0 ? '0' : (Math.round((c.views / c.visits) * 10) / 10).toString());

/** The summary cards: visitors, page views, views per visit, bounce rate. */
export function headlineFigures(totals: AnalyticsCounts): { label: string; value: string }[] {
  return [
    { label: 'Visitors', value: formatCount(totals.visitors) },
    { label: 'Page views', value: formatCount(totals.views) },
    { label: 'Views per visit', value: viewsPerVisit(totals) },
    { label: 'Bounce rate', value: percent(totals.bounces, totals.visits) },
  ];
}

/** Each goal with its visitors and conversion rate over the period. */
export function goalFigures(totals: AnalyticsCounts): { label: string; value: string; rate: string }[] {
  return analyticsGoals.map((g) => ({ label: analyticsGoalLabels[g], value: formatCount(totals.goals[g]), rate: percent(totals.goals[g], totals.visitors) }));
}

/** '2026-11-21' → '21 Nov 2026'; '2026-11-21T10' → '21 Nov 2026 10:00 UTC'. */
export function periodLabel(period: string): string {
  return period.length > 10 ? `${formatDayLabel(period.slice(0, 10))} ${period.slice(11, 13)}:00 UTC` : formatDayLabel(period);
}

/** The chart's label for assistive technology. */
export function seriesSummary(report: AnalyticsReport): string {
  const { series, totals } = report;
  if (series.length === 0) return 'Visitors and page views: nothing counted in this period.';
  const unit = report.interval === 'hour' ? 'hour' : 'day';
  const busiest = series.reduce((best, s) => (s.visitors > best.visitors ? s : best), series[0]!);
  const peak = busiest.visitors > 0 ? `; the busiest ${unit} was ${periodLabel(busiest.period)} with ${formatCount(busiest.visitors)} visitors` : '';
  return `Visitors and page views by ${unit} from ${periodLabel(series[0]!.period)} to ${periodLabel(series.at(-1)!.period)}: ${formatCount(totals.visitors)} visitors and ${formatCount(totals.views)} page views${peak}.`;
}

/** Landing → a service page → a demo request, each with its share of the step before (the drop-off is the rest). */
export function funnelSteps(funnel: AnalyticsReport['funnel']): { label: string; visitors: string; kept: string; dropped: string }[] {
  const steps = [
    { label: 'Landed on the site', n: funnel.landing },
    { label: 'Saw a service page', n: funnel.service },
    { label: 'Asked for a demo after it', n: funnel.demo },
  ];
  return steps.map((s, i) => {
    const before = i === 0 ? s.n : steps[i - 1]!.n;
    return { label: s.label, visitors: formatCount(s.n), kept: percent(s.n, before), dropped: i === 0 ? '—' : percent(before - s.n, before) };
  });
}
