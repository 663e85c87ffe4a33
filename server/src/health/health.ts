/**
 * Probes for load balancers and orchestrators, outside /api and before everything else that
 * could fail for a request's own reasons: `/healthz` says the process answers, `/readyz` says it
 * can serve traffic (the database answers and has every migration of this build, and the instance is
 * not draining for a shutdown: lifecycle/drain.ts). Unauthenticated,
 * never cached; a probe that would hang on a stuck database answers 503 after `timeoutMs`.
 */
import type { Middleware } from 'koa';
import type { Db } from '../db/knex';
import { pendingMigrations } from '../db/migrate';

export const HEALTH_PATH = '/healthz';
export const READY_PATH = '/readyz';

export type Readiness = { ready: true } | { ready: false; reason: string };

/** The database answers and is migrated to this build's latest migration. */
export async function checkReadiness(db: Db, timeoutMs: number): Promise<Readiness> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<Readiness>((resolve) => {
    timer = setTimeout(() => resolve({ ready: false, reason: `Database did not answer within ${timeoutMs} ms` }), timeoutMs);
  });
  const check = (async (): Promise<Readiness> => {
    let pending: string[];
    try {
      pending = await pendingMigrations(db);
    } catch {
      return { ready: false, reason: 'Database unavailable' };
    }
    return pending.length === 0 ? { ready: true } : { ready: false, reason: `Pending migrations: ${pending.join(', ')}` };
  })();
  try {
    return await Promise.race([check, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export function healthProbes(db: Db, options: { timeoutMs?: number; draining?: () => boolean } = {}): Middleware {
  const timeoutMs = options.timeoutMs ?? 2000;
  return async (ctx, next) => {
    if (ctx.path !== HEALTH_PATH && ctx.path !== READY_PATH) return next();
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    ctx.set('Cache-Control', 'no-store');
    if (ctx.path === HEALTH_PATH) {
      ctx.body = { status: 'ok' };
      return;
    }
    // Shutting down: the first thing a load balancer that polls readiness should learn.
    const readiness: Readiness = options.draining?.() ? { ready: false, reason: 'Shutting down' } : await checkReadiness(db, timeoutMs);
    ctx.status = readiness.ready ? 200 : 503;
    ctx.body = readiness.ready ? { status: 'ready' } : { status: 'unavailable', reason: readiness.reason };
  };
}
