/** Fixed-window rate limits: each window counts hits from its start; over the budget is 429. */
import { MESSAGES } from '@spur/contract';
import { AppError } from './errors';

/** The start of the window that `now` falls in. */
export function rateWindowStart(now: Date, windowSeconds: number): Date {
  const windowMs = windowSeconds * 1000;
  return new Date(Math.floor(now.getTime() / windowMs) * windowMs);
}

/** The answer to a client over its budget. */
export const rateLimited = () => new AppError(429, MESSAGES.tooManyRequests);
