import { AsyncLocalStorage } from 'node:async_hooks';
import pino, { type Logger } from 'pino';

/** The request being answered (middleware/requestContext.ts runs each request inside it). */
export const requestScope = new AsyncLocalStorage<{ requestId: string }>();

export function createLogger(level: string): Logger {
  return pino({
    level,
    redact: ['req.headers.authorization', 'headers.authorization'],
    // Services log through the app's logger, not the request's child: the scope still names the
    // request on their lines. The child already carries the id, so it is not repeated.
    mixin: (_object, _level, logger) => ('requestId' in logger.bindings() ? {} : (requestScope.getStore() ?? {})),
  });
}
