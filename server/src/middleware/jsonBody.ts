/**
 * JSON body parsing, mounted per route after the auth checks (CONTRIBUTING's error order: an
 * unauthenticated request is 401 even when its body is broken). The raw body is kept on
 * `ctx.request.rawBody` for signature checks.
 */
import { bodyParser } from '@koa/bodyparser';
import type { Middleware } from 'koa';
import { MESSAGES } from '@spur/contract';
import { AppError } from '../errors';

export function jsonBody(limit: string): Middleware {
  const parse = bodyParser({
    enableTypes: ['json'],
    jsonLimit: limit,
    onError(error) {
      const status = (error as { status?: number }).status;
      throw status === 413 ? new AppError(413, MESSAGES.bodyTooLarge) : new AppError(400, MESSAGES.invalidJson);
    },
  });
  return async (ctx, next) => {
    await parse(ctx, async () => {
      // Arrays and other non-objects are valid JSON but name no fields: validate as empty.
      const body: unknown = ctx.request.body;
      if (typeof body !== 'object' || body === null || Array.isArray(body)) ctx.request.body = {};
      await next();
    });
  };
}
