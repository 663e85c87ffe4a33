/**
 * Clocks tests control. Both fit the server's `Clock` (`now()`) and the mock backend's (`now`,
 * `advance`, `set`, `reset`).
 */
export interface TestClock {
  now(): Date;
  /** Moves time by `ms` (negative moves it back). */
  advance(ms: number): void;
  /** From now on, time is `date`. */
  set(date: Date): void;
  /** Back to the start time. */
  reset(): void;
}

/** Time stands still at `start` until a test moves it. */
export function manualClock(start = new Date()): TestClock {
  let current = start;
  return {
    now: () => new Date(current),
    advance(ms) {
      current = new Date(current.getTime() + ms);
    },
    set(date) {
      current = date;
    },
    reset() {
      current = start;
    },
  };
}

/** Time runs as the wall clock does, from `start`, and can be moved on or set. */
export function runningClock(start: Date): TestClock {
  let offset = start.getTime() - Date.now();
  return {
    now: () => new Date(Date.now() + offset),
    advance(ms) {
      offset += ms;
    },
    set(date) {
      offset = date.getTime() - Date.now();
    },
    reset() {
      offset = start.getTime() - Date.now();
    },
  };
}
