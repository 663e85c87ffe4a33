/**
 * Fixed-window rate limiting in Postgres, so every server instance counts against one budget.
 * One statement per hit: the window's row is created or incremented, and the count comes back.
 */
import { rateWindowStart } from '@spur/domain';
import type { Clock } from '../clock';
import type { Db } from '../db/knex';

export type RateLimiter = ReturnType<typeof createRateLimiter>;

export function createRateLimiter({ db, clock }: { db: Db; clock: Clock }) {
  return {
    /** Counts one hit for `key`; true while the window's count stays within `max`. */
    async hit(key: string, max: number, windowSeconds: number): Promise<boolean> {
      const windowStart = rateWindowStart(clock.now(), windowSeconds);
      const result = await db.raw<{ rows: Array<{ count: number }> }>(
        `INSERT INTO rate_limits (key, window_start, count) VALUES (?, ?, 1)
         ON CONFLICT (key, window_start) DO UPDATE SET count = rate_limits.count + 1
         RETURNING count`,
        [key, windowStart],
      );
      return (result.rows[0]?.count ?? 0) <= max;
    },

    /** Deletes windows that ended before `olderThanSeconds` ago (run from a periodic job). */
    async prune(olderThanSeconds: number): Promise<number> {
      return db('rate_limits')
        .where('window_start', '<', new Date(clock.now().getTime() - olderThanSeconds * 1000))
        .delete();
    },
  };
}
