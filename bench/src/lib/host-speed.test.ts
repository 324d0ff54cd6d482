import { describe, expect, it } from 'vitest';
import { tbtByHostClass } from './host-speed';

describe('tbtByHostClass', () => {
  it('sorts routes by the host speed Lighthouse measured and counts TBT within the 50 ms budget', () => {
    const figures = tbtByHostClass([
      { benchmarkIndex: 2400, tbtMs: 9 },
      { benchmarkIndex: 1500, tbtMs: 60 },
      { benchmarkIndex: 1499, tbtMs: 50 },
      { benchmarkIndex: 1000, tbtMs: 150 },
      { benchmarkIndex: 1200, tbtMs: 100 },
      { benchmarkIndex: 985, tbtMs: 300 },
      { benchmarkIndex: null, tbtMs: 20 },
      { benchmarkIndex: 1800, tbtMs: null },
      { benchmarkIndex: 1499, tbtMs: 40 },
    ]);
    expect(figures).toEqual([
      { hostClass: expect.stringContaining('2,000 and up'), routes: 1, tbtWithinBudget: 1, medianTbtMs: 9 },
      { hostClass: expect.stringContaining('the 4x preset'), routes: 1, tbtWithinBudget: 0, medianTbtMs: 60 },
      { hostClass: expect.stringContaining('low-end desktop'), routes: 4, tbtWithinBudget: 2, medianTbtMs: 50 },
      { hostClass: expect.stringContaining('below 1,000'), routes: 1, tbtWithinBudget: 0, medianTbtMs: 300 },
    ]);
  });

  it('leaves out the classes no route met', () => {
    expect(tbtByHostClass([{ benchmarkIndex: 1600, tbtMs: 12 }])).toEqual([
      { hostClass: expect.stringContaining('the 4x preset'), routes: 1, tbtWithinBudget: 1, medianTbtMs: 12 },
    ]);
    expect(tbtByHostClass([])).toEqual([]);
  });
});
