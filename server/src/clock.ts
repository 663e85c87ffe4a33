/** Business time (hold expiry, deal expiry) comes from an injected clock so tests can move it. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock tests can set and advance. */
export function manualClock(start = new Date()): Clock & { set(date: Date): void; advance(ms: number): void } {
  let current = start;
  return {
    now: () => new Date(current),
    set: (date) => {
      current = date;
    },
    advance: (ms) => {
      current = new Date(current.getTime() + ms);
    },
  };
}
