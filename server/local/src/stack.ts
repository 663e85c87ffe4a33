/**
 * The whole of Spur in one process, for a machine with nothing installed: embedded Postgres
 * (unless DATABASE_URL), cognito-local (unless Cognito settings are given), the API with the
 * test checkout (unless STRIPE_SECRET_KEY), a mail catcher receiving its e-mails (unless
 * SMTP_URL; mailCatcher.ts), Web Push with a key pair of its own (unless VAPID keys are given), and the built web app on the same origin, served by the server
 * itself (WEB_DIST) as in production.
 *
 * State lives under `dataDir` (default `<repo>/.data`): `pglite/` (or PGLITE_DATA_DIR), `cognito/`
 * `local.json` (the local pool's ids) and `vapid.json` (the Web Push key pair). A second start reuses all of it; migrations and seeds are idempotent.
 */
import path from 'node:path';
import type { Logger } from 'pino';
import { createCognitoIdentityAdmin, loadConfig, seedDemoData, startServer, type Env, type SweepReport } from '@spur/server';
import { DEFAULT_COGNITO_PORT, LOCAL_CREDENTIALS, startLocalCognito, type LocalCognito } from './cognito';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './embeddedPostgres';
import { startMailCatcher, type MailCatcher } from './mailCatcher';
import { DATA_DIR } from './paths';
import { provisionLocalPool } from './provision';
import { localVapidKeys } from './vapidKeys';

export const DEFAULT_LOCAL_PORT = 3000;
/** The mail catcher's page (MAIL_CATCHER_PORT) and SMTP port (MAIL_CATCHER_SMTP_PORT), MailDev's usual ones. */
export const DEFAULT_MAIL_CATCHER_PORT = 1080;
export const DEFAULT_MAIL_CATCHER_SMTP_PORT = 1025;

export interface LocalStackOptions {
  /** The environment to configure from (process.env for `npm start`). */
  env: Env;
  dataDir?: string;
  /** The built web app to serve (its server entry in the sibling `<distDir>-ssr`); null serves the API alone. */
  distDir: string | null;
  /** The app's server entry when it is not beside `distDir` (a copy of the build elsewhere). */
  ssrDir?: string;
  logger: Logger;
}

export interface LocalStack {
  url: string;
  port: number;
  /** Set when cognito-local runs in this process. */
  cognito?: { endpoint: string; userPoolId: string; clientId: string };
  /** The mail catcher's page, when it runs in this process (no SMTP_URL given). */
  mailCatcherUrl?: string;
  /** What the start cost, in ms, by step. */
  timings: Record<string, number>;
  /** Runs the maintenance sweep now (mail, transfers and the rest): tests trigger it instead of waiting for the timer. */
  sweep(): Promise<SweepReport>;
  close(): Promise<void>;
}

export async function startLocalStack(options: LocalStackOptions): Promise<LocalStack> {
  const { logger } = options;
  const dataDir = options.dataDir ?? DATA_DIR;
  const env: Env = {
    HOST: '127.0.0.1',
    PORT: String(DEFAULT_LOCAL_PORT),
    HOLD_SWEEP_SECONDS: '30',
    ...options.env,
    WEB_DIST: options.distDir ?? '',
    ...(options.ssrDir ? { WEB_SSR_DIST: options.ssrDir } : {}),
  };
  const timings: Record<string, number> = {};
  const step = async <T>(name: string, run: () => Promise<T>): Promise<T> => {
    const started = performance.now();
    const result = await run();
    timings[name] = Math.round(performance.now() - started);
    return result;
  };

  let cognito: LocalCognito | undefined;
  let postgres: EmbeddedPostgres | undefined;
  let mailCatcher: MailCatcher | undefined;
  let subsByEmail: Record<string, string> | undefined;
  let localPool: LocalStack['cognito'];
  try {
    if (!env.COGNITO_USER_POOL_ID || !env.COGNITO_CLIENT_ID) {
      cognito = await step('cognito', () =>
        startLocalCognito({
          dataDir: path.join(dataDir, 'cognito'),
          port: Number(env.COGNITO_LOCAL_PORT ?? DEFAULT_COGNITO_PORT),
          logger,
        }),
      );
      const pool = await step('userPool', () =>
        provisionLocalPool({ endpoint: cognito!.endpoint, stateFile: path.join(dataDir, 'local.json'), logger }),
      );
      subsByEmail = pool.subsByEmail;
      localPool = { endpoint: cognito.endpoint, userPoolId: pool.userPoolId, clientId: pool.clientId };
      Object.assign(env, {
        COGNITO_USER_POOL_ID: pool.userPoolId,
        COGNITO_CLIENT_ID: pool.clientId,
        COGNITO_ENDPOINT: cognito.endpoint,
        COGNITO_REGION: 'local',
      });
    }
    if (!env.DATABASE_URL) {
      const pgliteDir = env.PGLITE_DATA_DIR ?? path.join(dataDir, 'pglite');
      postgres = await step('database', () => startEmbeddedPostgres({ dataDir: pgliteDir }));
      logger.info({ dataDir: pgliteDir }, 'embedded Postgres (PGlite) ready');
      // It runs one statement at a time: a pool of one (the live events listener is a connection more).
      Object.assign(env, { DATABASE_URL: postgres.url, DB_POOL_MAX: '1' });
    }

    if (!env.SMTP_URL) {
      mailCatcher = await step('mailCatcher', () =>
        startMailCatcher({
          smtpPort: Number(env.MAIL_CATCHER_SMTP_PORT ?? DEFAULT_MAIL_CATCHER_SMTP_PORT),
          webPort: Number(env.MAIL_CATCHER_PORT ?? DEFAULT_MAIL_CATCHER_PORT),
        }),
      );
      env.SMTP_URL = mailCatcher.smtpUrl;
    }

    if (!env.VAPID_PUBLIC_KEY && !env.VAPID_PRIVATE_KEY) {
      const keys = await localVapidKeys(path.join(dataDir, 'vapid.json'));
      Object.assign(env, { VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey });
    }

    // PUBLIC_URL needs the port, which may be picked by the system (PORT=0).
    const config = loadConfig(env);
    let publicUrl = config.publicUrl;
    const server = await step('server', () =>
      startServer({
        config,
        logger,
        ...(cognito ? { identityAdmin: createCognitoIdentityAdmin(config.cognito, LOCAL_CREDENTIALS) } : {}),
        prepare: async (db) => {
          const seeded = await seedDemoData(db, { subsByEmail });
          logger.info(seeded, 'demo data (0 means it was already there)');
        },
      }),
    );
    publicUrl ??= `http://localhost:${server.port}`;
    return {
      url: publicUrl,
      port: server.port,
      ...(localPool ? { cognito: localPool } : {}),
      ...(mailCatcher ? { mailCatcherUrl: mailCatcher.webUrl } : {}),
      timings,
      sweep: server.sweep,
      async close() {
        await server.close();
        await postgres?.close();
        await cognito?.close();
        await mailCatcher?.close();
      },
    };
  } catch (error) {
    await postgres?.close();
    await cognito?.close();
    await mailCatcher?.close();
    throw error;
  }
}
