/**
 * A running Spur API for tests: its own database, identity provider, fakes and manual clock,
 * on an ephemeral port. `useTestApi()` wires it into a test file's beforeAll/afterAll.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { afterAll, beforeAll } from 'vitest';
import { createApp, type SpurApp } from '../../src/app';
import { createTokenVerifier } from '../../src/auth/verifier';
import { loadConfig, type Env } from '../../src/config';
import type { Db } from '../../src/db/knex';
import { connectTestDatabase, createTestDatabase, onPglite, type TestDatabase } from './database';
import { startLiveListener, type LiveListener } from '../../src/live/listener';
import { createPaymentProviders } from '../../src/ports/paymentProviders';
import { createPushSender } from '../../src/ports/push';
import { fakeIdentityAdmin, fakeMailer, fakePayments } from './fakes';
import { createApiCaller, type ApiCaller } from '@spur/test-kit/api';
import { manualClock, type TestClock } from '@spur/test-kit/clock';
import { TEST_CLIENT_ID, TEST_POOL_ID, startTestIdentity, type TestIdentity } from '@spur/test-kit/tokens';

export interface TestApi {
  url: string;
  db: Db;
  databaseUrl: string;
  identity: TestIdentity;
  clock: TestClock;
  mailer: ReturnType<typeof fakeMailer>;
  payments: ReturnType<typeof fakePayments>;
  identityAdmin: ReturnType<typeof fakeIdentityAdmin>;
  spur: SpurApp;
  request: ApiCaller;
  close(): Promise<void>;
}

export interface TestApiOptions {
  env?: Env;
  poolMax?: number;
  /**
   * Refund through the configured provider (Stripe when STRIPE_SECRET_KEY is in `env`) instead
   * of the recording fake. Checkout sessions always use the configured provider: the test
   * checkout unless `env` has a Stripe key.
   */
  realRefunds?: boolean;
  /** Serve this database (another API's: a second instance) instead of a database of its own. */
  databaseUrl?: string;
  /** Start the live events listener (default); without it, changes reach the stream and cache only through this API. */
  liveEvents?: boolean;
}

export async function startTestApi(options: TestApiOptions = {}): Promise<TestApi> {
  let database: TestDatabase | undefined;
  let identity: TestIdentity | undefined;
  let listener: LiveListener | undefined;
  try {
    database = options.databaseUrl
      ? connectTestDatabase(options.databaseUrl, options.poolMax)
      : await createTestDatabase({ poolMax: onPglite ? 1 : options.poolMax });
    identity = await startTestIdentity();
    const config = loadConfig({
      NODE_ENV: 'test',
      DATABASE_URL: database.url,
      COGNITO_USER_POOL_ID: TEST_POOL_ID,
      COGNITO_CLIENT_ID: TEST_CLIENT_ID,
      COGNITO_ISSUER: identity.issuer,
      COGNITO_JWKS_URI: identity.jwksUri,
      APP_ORIGIN: 'http://app.test',
      LOG_LEVEL: 'silent',
      ...options.env,
    });
    const clock = manualClock();
    const mailer = fakeMailer();
    const payments = fakePayments();
    const identityAdmin = fakeIdentityAdmin();
    const logger = pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' });
    const providers = createPaymentProviders(config, logger);
    const spur = createApp({
      config,
      db: database.db,
      logger,
      clock,
      verifier: createTokenVerifier(config.cognito),
      mailer,
      push: config.push && createPushSender(config.push),
      payments: options.realRefunds ? providers.payments : payments,
      checkout: providers.checkout,
      payouts: providers.payouts,
      identityAdmin,
    });
    if (options.liveEvents !== false) listener = await startLiveListener({ url: database.url, hub: spur.live, logger });
    const ownedListener = listener;
    const server: Server = spur.app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const { db } = database;
    const ownedDatabase = database;
    const ownedIdentity = identity;

    return {
      url,
      db,
      databaseUrl: database.url,
      identity,
      clock,
      mailer,
      payments,
      identityAdmin,
      spur,
      request: createApiCaller(url),
      async close() {
        spur.live.close();
        server.closeAllConnections();
        await new Promise((resolve) => server.close(resolve));
        await ownedListener?.stop();
        await ownedIdentity.close();
        await ownedDatabase.drop();
      },
    };
  } catch (error) {
    await listener?.stop();
    await identity?.close();
    await database?.drop();
    throw error;
  }
}

/** Starts one API for the calling test file; the returned getter is valid inside tests. */
export function useTestApi(options?: Parameters<typeof startTestApi>[0]): () => TestApi {
  let api: TestApi | undefined;
  // The project's hookTimeout: longer on PGlite, whose start is slower.
  beforeAll(async () => {
    api = await startTestApi(options);
  });
  afterAll(async () => {
    await api?.close();
  });
  return () => {
    if (!api) throw new Error('useTestApi: the API is not started yet');
    return api;
  };
}
