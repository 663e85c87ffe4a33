/**
 * The one place errors become HTTP: AppError and zod errors answer `{ message }` with their 4xx;
 * anything else is logged with its stack and answers a generic 500 — the stack never leaves.
 */
import type { Middleware } from 'koa';
import { ZodError } from 'zod';
import { MESSAGES, firstIssueMessage } from '@spur/contract';
import { AppError } from '../errors';
import type { AppState } from './context';

export function errorHandler(): Middleware<AppState> {
  return async (ctx, next) => {
    try {
      await next();
    } catch (error) {
      const { status, message } = toHttp(error);
      if (status >= 500) ctx.state.log.error({ err: error }, 'request failed');
      else if (error instanceof AppError && error.cause) ctx.state.log.warn({ err: error.cause }, message);
      ctx.status = status;
      ctx.body = { message };
    }
  };
}

function toHttp(error: unknown): { status: number; message: string } {
  if (error instanceof AppError) return { status: error.status, message: error.message };
  if (error instanceof ZodError) return { status: 400, message: firstIssueMessage(error) };
  // Koa's own http-errors (ctx.throw, ctx.assert) that are meant for the client.
  const httpError = error as { status?: unknown; expose?: unknown; message?: unknown };
  if (typeof httpError.status === 'number' && httpError.status >= 400 && httpError.status < 500 && httpError.expose) {
    return { status: httpError.status, message: String(httpError.message) };
  }
  return { status: 500, message: MESSAGES.internalError };
}
