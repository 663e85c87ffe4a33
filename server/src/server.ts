/**
 * A running Spur server: the app's build (WEB_DIST, checked) → database (DATABASE_URL) →
 * migrations → app (API, then the pages) → live events listener → HTTP → maintenance sweep, and a
 * `close()` that undoes all of it in reverse order. main.ts (production) and the local full stack
 * (@spur/local-stack) both start it.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Logger } from 'pino';
import { createApp, type SpurApp } from './app';
import { createTokenVerifier } from './auth/verifier';
import { systemClock } from './clock';
import type { Config } from './config';
import type { Db } from './db/knex';
import { openDatabase } from './db/open';
import { shutDown } from './lifecycle/shutdown';
import { startLiveListener, type LiveListener } from './live/listener';
import { startMaintenance, type SweepReport } from './maintenance';
import { startAlertRelay } from './alerts/relay';
import { createCognitoIdentityAdmin, type IdentityAdmin } from './ports/identityAdmin';
import { createMailer } from './ports/mailer';
import { createPushSender } from './ports/push';
import { createPaymentProviders } from './ports/paymentProviders';
import { loadWebBuild } from './web/webBuild';
import { mountWebApp, runtimeConfigFor } from './web/webApp';

export interface StartServerOptions {
  config: Config;
  logger: Logger;
  identityAdmin?: IdentityAdmin;
  /** Runs on the migrated database before the server listens (seeds). */
  prepare?(db: Db): Promise<void>;
  /** Mounts more on the app after the API, before the web app (config.web) and its page fallback. */
  mount?(spur: SpurApp): void;
}

export interface RunningServer {
  port: number;
  db: Db;
  spur: SpurApp;
  /** Runs the maintenance sweep now, after one in progress (maintenance.ts's runNow). */
  sweep(): Promise<SweepReport>;
  /**
   * Drains, stops accepting, lets in-flight requests finish, then closes everything, all within
   * SHUTDOWN_TIMEOUT_SECONDS (lifecycle/shutdown.ts).
   */
  close(): Promise<void>;
}

export async function startServer(options: StartServerOptions): Promise<RunningServer> {
  const { config, logger } = options;
  // Before the database: a bad WEB_DIST is a configuration error, reported as one.
  const web = config.web ? await loadWebBuild(config.web) : undefined;
  const database = await openDatabase(config.database);
  let listener: LiveListener | undefined;
  try {
    await options.prepare?.(database.db);
    // One verifier for the API's bearers and the pages' cookies (rendering only).
    const verifier = createTokenVerifier(config.cognito);
    const spur = createApp({
      config,
      db: database.db,
      logger,
      clock: systemClock,
      verifier,
      mailer: createMailer(config.mail, logger),
      push: config.push && createPushSender(config.push),
      identityAdmin: options.identityAdmin ?? createCognitoIdentityAdmin(config.cognito),
      ...createPaymentProviders(config, logger),
    });
    options.mount?.(spur);
    if (web) mountWebApp(spur.app, { ...web, runtimeConfig: runtimeConfigFor(config.cognito), verifier, logger });
    listener = await startLiveListener({ url: config.database.url, hub: spur.live, logger });
    // A change's moments are matched and their alerts sent within seconds, not at the next sweep.
    const relay = startAlertRelay({ services: spur.services, logger });
    spur.live.onChange(() => relay.kick());

    const server: Server = spur.app.listen(config.port, config.host);
    await new Promise<void>((resolve, reject) => {
      server.once('listening', resolve);
      server.once('error', reject);
    });
    const { port } = server.address() as AddressInfo;
    const maintenance = startMaintenance({
      services: spur.services,
      intervalSeconds: config.holdSweepSeconds,
      rateLimitWindowSeconds: config.contactRateLimit.windowSeconds,
      logger,
      onHoldsReleased: () => spur.catalogueCache.invalidate(),
      onSweep: (result) => spur.metrics.sweepDone(result),
    });

    let closing: Promise<void> | undefined;
    return {
      port,
      db: database.db,
      spur,
      sweep: () => maintenance.runNow(),
      close() {
        closing ??= shutDown({
          server,
          drain: spur.drain,
          live: spur.live,
          timeoutMs: config.shutdownTimeoutMs,
          async release() {
            await maintenance.stop();
            await relay.stop();
            await listener?.stop();
            await database.close();
          },
        });
        return closing;
      },
    };
  } catch (error) {
    await listener?.stop();
    await database.close();
    throw error;
  }
}
