/**
 * Where the server reads and waits on time. The app takes one (buildApp's options) and hands it to
 * every service, so tests move a manual clock forward instead of sleeping.
 */
export interface Clock {
  now(): Date;
  /** Resolves once `ms` of this clock's time has passed. Never keeps the process alive on its own. */
  sleep(ms: number): Promise<void>;
}

export const systemClock: Clock = {
  now: () => new Date(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms).unref()),
};
