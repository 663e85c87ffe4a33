import { AsyncLocalStorage } from 'node:async_hooks';
import pino, { type DestinationStream, type Logger } from 'pino';

/** The request being answered (middleware/requestContext.ts runs each request inside it). */
export const requestScope = new AsyncLocalStorage<{ requestId: string }>();

/** The app's logger (stdout unless `destination` is given). */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino(
    {
    level,
    redact: ['req.headers.authorization', 'headers.authorization'],
    // Services log through the app's logger, not the request's child: the scope still names the
    // request on their lines. The child already carries the id, so it is not repeated.
    mixin: (_object, _level, logger) => ('requestId' in logger.bindings() ? {} : (requestScope.getStore() ?? {})),
    },
    destination,
  );
}
