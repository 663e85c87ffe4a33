/**
 * The mock backend's sense of time. Everything time-dependent (hold expiry, token expiry,
 * deal expiry, rate limits) reads `clock.now()`, so tests can move time forward instead of
 * waiting.
 */
export interface Clock {
  /** The current time, including any offset set by `advance` or `set`. */
  now(): Date;
  /** Moves time forward by `ms` milliseconds (negative values move it back). */
  advance(ms: number): void;
  /** Makes `now()` return `date` from this moment on (time keeps running from there). */
  set(date: Date): void;
  /** Back to real time. */
  reset(): void;
}

export function createClock(base: () => number = () => Date.now()): Clock {
  let offset = 0;
  return {
    now: () => new Date(base() + offset),
    advance(ms) {
      offset += ms;
    },
    set(date) {
      offset = date.getTime() - base();
    },
    reset() {
      offset = 0;
    },
  };
}

export const MINUTE = 60 * 1000;
export const HOUR = 60 * MINUTE;
