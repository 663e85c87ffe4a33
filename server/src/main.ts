/**
 * Entry point of the production server (`npm run start:prod` runs its build, server/dist/main.js):
 * config → the app's build → database → migrations → HTTP server and maintenance sweep, with a
 * graceful shutdown. It serves the API and the pages of the app's build (WEB_DIST, by default the
 * app/dist beside this package: the same path from src/ and from dist/). DATABASE_URL names the
 * database; the embedded Postgres of `npm start` belongs to @spur/local-stack, not to the server.
 */
import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig } from './config';
import { createLogger } from './logger';
import { startServer, type RunningServer } from './server';

const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../app/dist', import.meta.url));

/** A configuration error ends the process with its message alone, anything else is thrown. */
async function orExit<T>(run: () => T | Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

const config = await orExit(() => loadConfig({ WEB_DIST: DEFAULT_WEB_DIST, ...process.env }));
const logger = createLogger(config.logLevel);
const server: RunningServer = await orExit(() => startServer({ config, logger }));
logger.info(
  { port: server.port, url: `http://localhost:${server.port}`, web: config.web?.distDir ?? 'none (API alone)', checkout: server.spur.services.payments.checkoutKind },
  'Spur API listening',
);

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'shutting down');
  await server.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
