/**
 * A full stack that leaves nothing behind, for the runs that measure or test it (e2e's
 * `fullstack` project, `npm run lighthouse`): the stack of stack.ts with the built app (built
 * first when stale, then copied, so that a rebuild during the run does not pull files from under
 * it), cognito-local and the test checkout, on free loopback ports, with every piece of state in a
 * fresh place removed by `close()`:
 *
 * - database: a new `<prefix>_<random>` on the Postgres server of `adminUrl`, dropped at the end;
 *   without `adminUrl`, embedded Postgres (PGlite) in the temporary directory;
 * - cognito-local data, PGlite files, the copy of `app/dist`: a temporary directory.
 */
import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Logger } from 'pino';
import { createDb, type SweepReport } from '@spur/server';
import { APP_SSR_DIST, ensureAppBuilt } from './appBuild';
import { startLocalStack, type LocalStack } from './stack';

/** The Postgres server of this kind of machine (trust auth). */
export const LOCAL_POSTGRES = 'postgres://postgres@127.0.0.1:5432/postgres';

export interface ThrowawayStackOptions {
  /** Names the database (`<prefix>_<random hex>`) and guards its drop: e.g. `spur_e2e`. */
  databasePrefix: string;
  /** A Postgres server to create the database on; undefined for PGlite. */
  adminUrl: string | undefined;
  /** The environment to start from; what the throwaway stack decides is replaced. */
  env: Record<string, string | undefined>;
  logger: Logger;
  /** The maintenance sweep's interval (5 s by default, so that mail goes out while a test waits for it). */
  sweepSeconds?: number;
}

export interface ThrowawayStack {
  url: string;
  /** `<name> on <host>` or `embedded Postgres (PGlite)`. */
  database: string;
  cognitoEndpoint?: string;
  /** The mail catcher's page (its `/api/mails` lists what the stack sent). */
  mailCatcherUrl?: string;
  /** Runs the maintenance sweep now (LocalStack's sweep). */
  sweep(): Promise<SweepReport>;
  /** Stops the stack, drops the database, removes the temporary directory; never rejects. */
  close(): Promise<void>;
}

/** Whether a Postgres server answers at `adminUrl`. */
export async function postgresAnswers(adminUrl: string): Promise<boolean> {
  const db = createDb({ url: adminUrl, poolMax: 1 });
  try {
    await db.raw('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await db.destroy();
  }
}

function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function asAdmin(adminUrl: string, sql: string) {
  const admin = createDb({ url: adminUrl, poolMax: 1 });
  try {
    await admin.raw(sql);
  } finally {
    await admin.destroy();
  }
}

/** Drops a throwaway database (refuses any name that is not `<prefix>_<hex>`). */
export async function dropThrowawayDatabase(adminUrl: string, prefix: string, name: string) {
  if (!new RegExp(`^${prefix}_[0-9a-f]+$`).test(name)) throw new Error(`refusing to drop ${name}: not a ${prefix} database`);
  await asAdmin(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

export async function startThrowawayStack(options: ThrowawayStackOptions): Promise<ThrowawayStack> {
  const { adminUrl, databasePrefix, logger } = options;
  if (!/^[a-z][a-z0-9_]*$/.test(databasePrefix)) throw new Error(`bad database prefix ${databasePrefix}`);
  const tempDir = await mkdtemp(path.join(tmpdir(), `${databasePrefix.replace(/_/g, '-')}-`));
  const dbName = adminUrl ? `${databasePrefix}_${randomBytes(6).toString('hex')}` : undefined;
  let stack: LocalStack | undefined;
  let closing: Promise<void> | undefined;

  const close = () =>
    (closing ??= (async () => {
      await stack?.close().catch((error: unknown) => logger.error({ err: error }, 'closing the stack failed'));
      if (adminUrl && dbName) {
        await dropThrowawayDatabase(adminUrl, databasePrefix, dbName).catch((error: unknown) => logger.error({ err: error }, `dropping ${dbName} failed`));
      }
      await rm(tempDir, { recursive: true, force: true });
    })());

  try {
    if (adminUrl && dbName) await asAdmin(adminUrl, `CREATE DATABASE ${dbName}`);
    const distDir = path.join(tempDir, 'dist');
    await cp(await ensureAppBuilt(logger), distDir, { recursive: true });
    // Only what the throwaway stack decides: no Stripe (the built-in test checkout), no outside
    // user pool (cognito-local), its own mail catcher, system-picked ports, the app's own origin
    // as its public URL; a sweep every 5 s (or sweepSeconds), so that mail goes out while a test waits for it.
    const env: Record<string, string | undefined> = { ...options.env };
    for (const name of Object.keys(env)) {
      if (/^(STRIPE_|COGNITO_|PUBLIC_URL$|APP_ORIGIN$|PGLITE_DATA_DIR$|DATABASE_URL$|SMTP_URL$)/.test(name)) delete env[name];
    }
    Object.assign(env, {
      HOST: '127.0.0.1',
      PORT: '0',
      COGNITO_LOCAL_PORT: '0',
      MAIL_CATCHER_PORT: '0',
      MAIL_CATCHER_SMTP_PORT: '0',
      HOLD_SWEEP_SECONDS: String(options.sweepSeconds ?? 5),
      ...(adminUrl && dbName ? { DATABASE_URL: databaseUrl(adminUrl, dbName) } : { PGLITE_DATA_DIR: path.join(tempDir, 'pglite') }),
    });
    // The server entry stays where it was built: it imports React and the rest from node_modules.
    stack = await startLocalStack({ env, dataDir: tempDir, distDir, ssrDir: APP_SSR_DIST, logger });
    return {
      url: `http://127.0.0.1:${stack.port}`,
      database: adminUrl && dbName ? `${dbName} on ${new URL(adminUrl).host}` : 'embedded Postgres (PGlite)',
      ...(stack.cognito ? { cognitoEndpoint: stack.cognito.endpoint } : {}),
      ...(stack.mailCatcherUrl ? { mailCatcherUrl: stack.mailCatcherUrl } : {}),
      sweep: stack.sweep,
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}
