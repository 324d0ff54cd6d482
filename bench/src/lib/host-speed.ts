import type { LighthouseRoute } from '../lighthouse';
import { goals } from './budgets';
import { percentile } from './env';

/**
 * Lighthouse's throttling guide (its sections "Benchmarking CPU Power" and "Calibrating the CPU
 * slowdown") sorts hosts by its `benchmarkIndex`. The mobile preset's 4× CPU slowdown is calibrated to turn
 * a high-end desktop (1,500–2,000) into a mid-tier phone; for a low-end desktop (1,000–1,500) the guide
 * suggests about 2×, and below 1,000 Lighthouse itself warns that the host is slower than it expects.
 * The bench keeps the preset's 4× for every verdict (the goals are the mobile preset's); these classes
 * only say which kind of host each figure came from, since TBT follows the host
 * (docs/decisions/012-benchmarks.md).
 */
const hostClasses = [
  { name: '2,000 and up (faster than the guide\'s high-end desktop)', from: 2000 },
  { name: 'high-end desktop (the 4x preset is calibrated for it)', from: 1500 },
  { name: 'low-end desktop (guide: about 2x for a mid-tier phone)', from: 1000 },
  { name: 'below 1,000 (Lighthouse warns: slower than it expects)', from: 0 },
] as const;

interface HostClassFigures {
  hostClass: string;
  routes: number;
  tbtWithinBudget: number;
  medianTbtMs: number;
}

/** The nearest-rank median, as the API figures use. */
const median = (values: number[]) => percentile([...values].sort((a, b) => a - b), 50);

/** TBT per host class: how many routes met the goal, and the median, for the classes that occurred. */
export function tbtByHostClass(routes: Pick<LighthouseRoute, 'benchmarkIndex' | 'tbtMs'>[]): HostClassFigures[] {
  // The classes run fastest first, so a route belongs to the first one whose floor it reaches.
  const tbtsByClass = new Map<string, number[]>(hostClasses.map((c) => [c.name, []]));
  for (const r of routes) {
    if (r.benchmarkIndex === null || r.tbtMs === null) continue;
    const index = r.benchmarkIndex;
    tbtsByClass.get(hostClasses.find((c) => index >= c.from)!.name)!.push(r.tbtMs);
  }
  return [...tbtsByClass]
    .filter(([, tbts]) => tbts.length > 0)
    .map(([hostClass, tbts]) => ({
      hostClass,
      routes: tbts.length,
      tbtWithinBudget: tbts.filter((t) => t <= goals.tbtMs).length,
      medianTbtMs: median(tbts),
    }));
}
