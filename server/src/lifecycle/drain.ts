/**
 * Draining an instance for a rolling restart, behind a proxy that only learns of trouble from
 * answers (nginx: `proxy_next_upstream`, `max_fails`). Once draining:
 *
 * - `/readyz` answers 503 (health/health.ts), for orchestrators that poll it;
 * - requests a proxy may safely send again elsewhere (every method but POST and PATCH, which
 *   nginx never resends once sent) are refused with 503 before anything runs: the proxy retries
 *   them on another instance and marks this one failed, so it stops sending here;
 * - POST and PATCH are still served: refused, they would reach the user as errors;
 * - every answer closes its connection.
 *
 * `settled()` resolves once nothing has arrived for a quiet spell: the proxy has stopped sending,
 * so closing the listener now drops no connection queued in its backlog.
 */
import type { Middleware } from 'koa';
import { MESSAGES } from '@spur/contract';
import { AppError } from '@spur/domain';
import type { AppState } from '../middleware/context';

/** Silence that means a proxy stopped sending here (a failed instance is left alone for seconds). */
export const DRAIN_QUIET_MS = 1000;

const UNSAFE_TO_RESEND = new Set(['POST', 'PATCH']);

export interface Drain {
  readonly draining: boolean;
  /** Refuses what may go elsewhere while draining; notes when requests arrive. */
  middleware: Middleware<AppState>;
  start(): void;
  /** Resolves once no request has arrived for `quietMs` since draining began, or at `deadline` (epoch ms). */
  settled(quietMs: number, deadline: number): Promise<void>;
}

export function createDrain(): Drain {
  let startedAt: number | undefined;
  let lastArrival = 0;

  return {
    get draining() {
      return startedAt !== undefined;
    },
    async middleware(ctx, next) {
      lastArrival = Date.now();
      if (startedAt === undefined) return next();
      ctx.set('Connection', 'close');
      if (UNSAFE_TO_RESEND.has(ctx.method)) return next();
      ctx.set('Retry-After', '1');
      throw new AppError(503, MESSAGES.restarting);
    },
    start() {
      startedAt ??= Date.now();
    },
    async settled(quietMs, deadline) {
      for (;;) {
        const quietUntil = Math.max(lastArrival, startedAt ?? 0) + quietMs;
        const wait = Math.min(quietUntil, deadline) - Date.now();
        if (wait <= 0) return;
        await new Promise((resolve) => setTimeout(resolve, wait));
      }
    },
  };
}
