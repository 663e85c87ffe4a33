/**
 * Entry point of the API alone (`npm run start:api`): config → database → migrations → HTTP
 * server and maintenance sweep, with a graceful shutdown. DATABASE_URL names the database; the
 * embedded Postgres of `npm start` belongs to @spur/local-stack, not to the server.
 */
import { ConfigError, loadConfig, type Config } from './config';
import { createLogger } from './logger';
import { startServer } from './server';

function readConfig(): Config {
  try {
    return loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

const config = readConfig();
const logger = createLogger(config.logLevel);
const server = await startServer({ config, logger });
logger.info(
  { port: server.port, url: `http://localhost:${server.port}`, checkout: server.spur.services.payments.checkoutKind },
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
