/**
 * The one error type both backends throw, and the one mapping to HTTP: `{ message }` with the
 * error's 4xx; a zod error is 400 with its first issue's message; anything else is a 500 whose
 * details never leave the backend.
 */
import { ZodError } from 'zod';
import { MESSAGES, firstIssueMessage } from '@spur/contract';

export class AppError extends Error {
  override name = 'AppError';
  constructor(
    readonly status: number,
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

export const badRequest = (message: string) => new AppError(400, message);
export const unauthorized = (message: string) => new AppError(401, message);
export const forbidden = (message: string) => new AppError(403, message);
export const notFound = (message: string) => new AppError(404, message);
export const conflict = (message: string) => new AppError(409, message);

export interface HttpError {
  status: number;
  body: { message: string };
}

export function toHttpError(error: unknown): HttpError {
  if (error instanceof AppError) return { status: error.status, body: { message: error.message } };
  if (error instanceof ZodError) return { status: 400, body: { message: firstIssueMessage(error) } };
  // Framework errors meant for the client (Koa's http-errors with `expose`).
  const httpError = error as { status?: unknown; expose?: unknown; message?: unknown } | null;
  if (httpError && typeof httpError.status === 'number' && httpError.status >= 400 && httpError.status < 500 && httpError.expose) {
    return { status: httpError.status, body: { message: String(httpError.message) } };
  }
  return { status: 500, body: { message: MESSAGES.internalError } };
}
