/**
 * The Koa end of `toHttpError` (@spur/domain): every error becomes `{ message }` with its status,
 * in the request's language (its `Accept-Language`; English when Spur does not speak one of them);
 * a 500 is logged with its stack, which never leaves.
 */
import type { Middleware } from 'koa';
import { AppError, toHttpError } from '@spur/domain';
import { negotiateLocale, translateText } from '@spur/i18n';
import type { AppState } from './context';

export function errorHandler(): Middleware<AppState> {
  return async (ctx, next) => {
    try {
      await next();
    } catch (error) {
      const { status, body } = toHttpError(error);
      if (status >= 500) ctx.state.log.error({ err: error }, 'request failed');
      else if (error instanceof AppError && error.cause) ctx.state.log.warn({ err: error.cause }, body.message);
      ctx.status = status;
      ctx.vary('Accept-Language');
      ctx.body = { message: translateText(body.message, negotiateLocale(ctx.get('Accept-Language'))) };
    }
  };
}
