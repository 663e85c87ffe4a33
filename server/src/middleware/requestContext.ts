/**
 * Gives every request an id (kept from X-Request-Id when sane, else new), sent back on every
 * answer, errors included, and on every log line written while answering it: through the child
 * logger on `ctx.state.log`, and through the request scope for the app's own logger (logger.ts).
 * Logs one line per request.
 */
import { randomUUID } from 'node:crypto';
import type { Middleware } from 'koa';
import type { Logger } from 'pino';
import { requestScope } from '../logger';
import type { AppState } from './context';

const SAFE_ID = /^[\w.-]{1,64}$/;

export function requestContext(logger: Logger): Middleware<AppState> {
  return async (ctx, next) => {
    const incoming = ctx.get('X-Request-Id');
    const requestId = SAFE_ID.test(incoming) ? incoming : randomUUID();
    ctx.state.requestId = requestId;
    ctx.state.log = logger.child({ requestId });
    ctx.set('X-Request-Id', requestId);
    const started = performance.now();
    try {
      await requestScope.run({ requestId }, next);
    } finally {
      ctx.state.log.info(
        { method: ctx.method, path: ctx.path, status: ctx.status, ms: Math.round(performance.now() - started) },
        'request',
      );
    }
  };
}
