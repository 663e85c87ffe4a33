/** Unknown /api paths (or methods) answer 404 `{ message }`; other paths fall through to the app. */
import type { Middleware } from 'koa';
import { MESSAGES } from '@spur/contract';
import { notFound } from '@spur/domain';

export function apiNotFound(prefix = '/api'): Middleware {
  return async (ctx, next) => {
    if (ctx.path === prefix || ctx.path.startsWith(`${prefix}/`)) throw notFound(MESSAGES.notFound);
    await next();
  };
}
