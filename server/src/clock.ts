/** Business time (hold expiry, deal expiry) comes from an injected clock so tests can move it. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
