import { describe, expect, test } from 'vitest';
import { sqliteDatabase } from '../../src/test/databases';
import { slashyPaths, useAppOnTinyWebBuild } from './inputs';

// Measures wall-clock time, so it runs only in `npm run test:hard`; http-limits.test.ts checks the answers.
// Any path costs time linear in its length (docs/decisions/028-security-test-findings.md): four times the
// slashes take about four times as long, never sixteen.

describe('slashy paths cost linear time', () => {
  const served = useAppOnTinyWebBuild(sqliteDatabase());

  const timeOf = async (url: string) => {
    const times: number[] = [];
    for (let i = 0; i < 7; i++) {
      const t = performance.now();
      await served.app.inject({ url });
      times.push(performance.now() - t);
    }
    return [...times].sort((a, b) => a - b)[3]!;
  };

  test.each(slashyPaths(60_000).map((_, i) => [i]))('shape %i: 4n slashes take under 8× the time of n', async (i) => {
    const small = slashyPaths(60_000)[i]!;
    const big = slashyPaths(240_000)[i]!;
    await timeOf(small);
    const [a, b] = [await timeOf(small), await timeOf(big)];
    // Quadratic work gives 16×; the floor of 2 ms keeps timer noise on tiny times from deciding.
    expect(b, `${a.toFixed(1)} ms → ${b.toFixed(1)} ms`).toBeLessThan(8 * Math.max(a, 2));
  });
});
