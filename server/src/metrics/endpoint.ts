/**
 * `GET /metrics` (Prometheus text format) on the app's own port, for the holder of METRICS_TOKEN
 * only: anyone else gets 401. Without a token configured the path does not exist (it falls through
 * to the 404s). Inside the error handler, which answers the 401.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Middleware } from 'koa';
import type { Registry } from 'prom-client';
import { MESSAGES } from '@spur/contract';
import { AppError } from '@spur/domain';

export const METRICS_PATH = '/metrics';

const digest = (value: string) => createHash('sha256').update(value).digest();

export function metricsEndpoint(registry: Registry, token: string | undefined): Middleware {
  const expected = token === undefined ? undefined : digest(`Bearer ${token}`);
  return async (ctx, next) => {
    if (!expected || ctx.path !== METRICS_PATH || (ctx.method !== 'GET' && ctx.method !== 'HEAD')) return next();
    ctx.set('Cache-Control', 'no-store');
    // Digests have one length, so the comparison takes the same time whatever was sent.
    if (!timingSafeEqual(digest(ctx.get('Authorization')), expected)) {
      ctx.set('WWW-Authenticate', 'Bearer');
      throw new AppError(401, MESSAGES.invalidToken);
    }
    ctx.type = registry.contentType;
    ctx.body = await registry.metrics();
  };
}
