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
import { manualClock } from '../../src/clock';
import { loadConfig, type Env } from '../../src/config';
import type { Db } from '../../src/db/knex';
import { createTestDatabase, onPglite, type TestDatabase } from './database';
import { createPaymentProviders } from '../../src/ports/paymentProviders';
import { fakeIdentityAdmin, fakeMailer, fakePayments } from './fakes';
import { TEST_CLIENT_ID, TEST_POOL_ID, startTestIdentity, type TestIdentity } from './identity';

export interface ApiResponse<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

export interface RequestOptions {
  token?: string;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent verbatim (with a JSON content type unless headers say otherwise). */
  rawBody?: string;
  headers?: Record<string, string>;
}

export interface TestApi {
  url: string;
  db: Db;
  identity: TestIdentity;
  clock: ReturnType<typeof manualClock>;
  mailer: ReturnType<typeof fakeMailer>;
  payments: ReturnType<typeof fakePayments>;
  identityAdmin: ReturnType<typeof fakeIdentityAdmin>;
  spur: SpurApp;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests assert on bodies freely
  request<T = any>(method: string, path: string, options?: RequestOptions): Promise<ApiResponse<T>>;
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
}

export async function startTestApi(options: TestApiOptions = {}): Promise<TestApi> {
  let database: TestDatabase | undefined;
  let identity: TestIdentity | undefined;
  try {
    database = await createTestDatabase({ poolMax: onPglite ? 1 : options.poolMax });
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
      payments: options.realRefunds ? providers.payments : payments,
      checkout: providers.checkout,
      identityAdmin,
    });
    const server: Server = spur.app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const { db } = database;
    const ownedDatabase = database;
    const ownedIdentity = identity;

    return {
      url,
      db,
      identity,
      clock,
      mailer,
      payments,
      identityAdmin,
      spur,
      async request(method, path, { token, body, rawBody, headers = {} } = {}) {
        const init: RequestInit = { method, headers: { ...headers } };
        const sendHeaders = init.headers as Record<string, string>;
        if (token !== undefined) sendHeaders.Authorization = `Bearer ${token}`;
        if (body !== undefined || rawBody !== undefined) {
          sendHeaders['Content-Type'] ??= 'application/json';
          init.body = rawBody ?? JSON.stringify(body);
        }
        const response = await fetch(`${url}${path}`, init);
        const text = await response.text();
        let parsed: unknown = text;
        try {
          parsed = text ? JSON.parse(text) : undefined;
        } catch {
          // Not JSON: keep the text.
        }
        return { status: response.status, body: parsed as never, headers: response.headers };
      },
      async close() {
        server.closeAllConnections();
        await new Promise((resolve) => server.close(resolve));
        await ownedIdentity.close();
        await ownedDatabase.drop();
      },
    };
  } catch (error) {
    await identity?.close();
    await database?.drop();
    throw error;
  }
}

/** Starts one API for the calling test file; the returned getter is valid inside tests. */
export function useTestApi(options?: Parameters<typeof startTestApi>[0]): () => TestApi {
  let api: TestApi | undefined;
  beforeAll(async () => {
    api = await startTestApi(options);
  }, 30_000);
  afterAll(async () => {
    await api?.close();
  });
  return () => {
    if (!api) throw new Error('useTestApi: the API is not started yet');
    return api;
  };
}
