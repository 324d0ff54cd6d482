import type { Clock } from '../clock';

export interface ManualClock extends Clock {
  /** Moves time forward, wakes every sleeper now due, and lets the woken code run up to its next wait. */
  advance(ms: number): Promise<void>;
  /** Resolves once something is sleeping on this clock (at once if something already is). */
  sleeping(): Promise<void>;
}

/** A clock that stands still until the test moves it. */
export function manualClock(start = new Date('2026-11-21T10:00:00.000Z')): ManualClock {
  let at = start.getTime();
  let sleepers: { until: number; wake: () => void }[] = [];
  const watchers: (() => void)[] = [];
  return {
    now: () => new Date(at),
    sleep(ms) {
      return new Promise<void>((wake) => {
        sleepers.push({ until: at + ms, wake });
        for (const watcher of watchers.splice(0)) watcher();
      });
    },
    async advance(ms) {
      at += ms;
      const due = sleepers.filter((s) => s.until <= at);
      sleepers = sleepers.filter((s) => s.until > at);
      for (const s of due) s.wake();
      // One turn of the event loop: the woken code runs until it waits on I/O or this clock again.
      await new Promise((resolve) => setImmediate(resolve));
    },
    sleeping() {
      if (sleepers.length > 0) return Promise.resolve();
      return new Promise<void>((resolve) => watchers.push(resolve));
    },
  };
}
