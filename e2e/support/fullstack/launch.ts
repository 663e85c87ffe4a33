/**
 * The full stack for the `fullstack` project: the real server (@spur/local-stack's stack, what
 * `npm start` runs) with the built app, cognito-local and the test checkout, all on free loopback
 * ports, with every piece of state in a fresh place that is removed afterwards:
 *
 * - Database: a new `spur_e2e_<random>` on the Postgres of DATABASE_URL (or, with CI set and no
 *   DATABASE_URL, on postgres://postgres@127.0.0.1:5432/postgres when it answers), dropped at the
 *   end; otherwise embedded Postgres (PGlite) in the temporary directory. E2E_DB=pglite or
 *   E2E_DB=postgres forces one.
 * - cognito-local data, PGlite files, a copy of `app/dist`: a temporary directory.
 *
 * Run by global setup (never by hand, though it works): `node --import tsx
 * --conditions=@spur/source e2e/support/fullstack/launch.ts`. Prints one line
 * `SPUR_E2E_READY {"url":…,"database":…}` when it serves, and shuts everything down on SIGTERM,
 * SIGINT or when its stdin closes (the runner went away).
 *
 * `launch.ts --drop <name>` drops a leftover database (teardown's fallback when the launcher had
 * to be killed).
 */
import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureAppBuilt, startLocalStack, type LocalStack } from '@spur/local-stack';
import { createDb, createLogger } from '@spur/server';

export const READY_MARKER = 'SPUR_E2E_READY';
const LOCAL_POSTGRES = 'postgres://postgres@127.0.0.1:5432/postgres';

const logger = createLogger(process.env.E2E_SERVER_LOG_LEVEL ?? 'warn');

function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function answers(adminUrl: string): Promise<boolean> {
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

/** The Postgres server to create the run's database on, or undefined for PGlite. */
async function chooseAdminUrl(): Promise<string | undefined> {
  const forced = process.env.E2E_DB;
  if (forced === 'pglite') return undefined;
  if (process.env.DATABASE_URL) return process.env.DATABASE_URL;
  if (forced === 'postgres') return LOCAL_POSTGRES;
  if (process.env.CI && (await answers(LOCAL_POSTGRES))) return LOCAL_POSTGRES;
  return undefined;
}

async function dropDatabase(adminUrl: string, name: string) {
  if (!/^spur_e2e_[0-9a-f]+$/.test(name)) throw new Error(`refusing to drop ${name}: not an e2e database`);
  const admin = createDb({ url: adminUrl, poolMax: 1 });
  try {
    await admin.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } finally {
    await admin.destroy();
  }
}

async function main() {
  const started = performance.now();
  const tempDir = await mkdtemp(path.join(tmpdir(), 'spur-e2e-'));
  const adminUrl = await chooseAdminUrl();
  const dbName = adminUrl ? `spur_e2e_${randomBytes(6).toString('hex')}` : undefined;
  let stack: LocalStack | undefined;
  let stopping: Promise<void> | undefined;

  const cleanUp = async () => {
    await stack?.close().catch((error: unknown) => console.error('closing the stack failed', error));
    if (adminUrl && dbName) await dropDatabase(adminUrl, dbName).catch((error: unknown) => console.error(`dropping ${dbName} failed`, error));
    await rm(tempDir, { recursive: true, force: true });
  };
  const stop = (code: number) => {
    stopping ??= cleanUp().finally(() => process.exit(code));
    return stopping;
  };
  process.on('SIGTERM', () => void stop(0));
  process.on('SIGINT', () => void stop(0));
  process.stdin.on('end', () => void stop(0));
  process.stdin.resume();

  try {
    if (adminUrl && dbName) {
      const admin = createDb({ url: adminUrl, poolMax: 1 });
      try {
        await admin.raw(`CREATE DATABASE ${dbName}`);
      } finally {
        await admin.destroy();
      }
    }
    // A private copy of the build, so that a rebuild of app/dist during the run does not pull
    // files from under the suite.
    const distDir = path.join(tempDir, 'dist');
    await cp(await ensureAppBuilt(logger), distDir, { recursive: true });
    // Only what the e2e run decides: no Stripe (the built-in test checkout), no outside user
    // pool (cognito-local), system-picked ports, the app's own origin as its public URL.
    const env: Record<string, string | undefined> = { ...process.env };
    for (const name of Object.keys(env)) {
      if (/^(STRIPE_|COGNITO_|PUBLIC_URL$|APP_ORIGIN$|PGLITE_DATA_DIR$|DATABASE_URL$)/.test(name)) delete env[name];
    }
    Object.assign(env, {
      HOST: '127.0.0.1',
      PORT: '0',
      COGNITO_LOCAL_PORT: '0',
      LOG_LEVEL: process.env.E2E_SERVER_LOG_LEVEL ?? 'warn',
      ...(adminUrl && dbName ? { DATABASE_URL: databaseUrl(adminUrl, dbName) } : { PGLITE_DATA_DIR: path.join(tempDir, 'pglite') }),
    });
    stack = await startLocalStack({ env, dataDir: tempDir, distDir, logger });
    const ready = {
      url: `http://127.0.0.1:${stack.port}`,
      database: adminUrl && dbName ? `${dbName} on ${new URL(adminUrl).host}` : 'embedded Postgres (PGlite)',
      cognito: stack.cognito?.endpoint,
      seconds: Number(((performance.now() - started) / 1000).toFixed(1)),
    };
    console.info(`${READY_MARKER} ${JSON.stringify(ready)}`);
  } catch (error) {
    console.error('The full stack did not start:', error);
    await stop(1);
  }
}

if (process.argv[2] === '--drop') {
  const name = process.argv[3] ?? '';
  const adminUrl = process.argv[4] ?? process.env.DATABASE_URL ?? LOCAL_POSTGRES;
  await dropDatabase(adminUrl, name);
} else {
  await main();
}
