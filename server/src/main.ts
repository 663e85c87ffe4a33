/** Entry point: config → database → migrations → HTTP server, with a graceful shutdown. */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp } from './app';
import { createTokenVerifier } from './auth/verifier';
import { systemClock } from './clock';
import { ConfigError, loadConfig, type Config } from './config';
import { createDb } from './db/knex';
import { migrateLatest } from './db/migrate';
import { createLogger } from './logger';
import { createCognitoIdentityAdmin } from './ports/identityAdmin';
import { createMailer } from './ports/mailer';
import { createSimulatedPayments } from './ports/payments';

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
const db = createDb(config.database);
await migrateLatest(db);

const { app } = createApp({
  config,
  db,
  logger,
  clock: systemClock,
  verifier: createTokenVerifier(config.cognito),
  mailer: createMailer(config.mail, logger),
  payments: createSimulatedPayments(logger),
  identityAdmin: createCognitoIdentityAdmin(config.cognito),
});

const server: Server = app.listen(config.port, config.host, () => {
  const { port } = server.address() as AddressInfo;
  logger.info({ port, url: `http://localhost:${port}` }, 'Spur API listening');
});

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'shutting down');
  // Stop accepting connections, let in-flight requests finish (10 s at most), then close the pool.
  const forceClose = setTimeout(() => server.closeAllConnections(), 10_000).unref();
  server.closeIdleConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  clearTimeout(forceClose);
  await db.destroy();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
