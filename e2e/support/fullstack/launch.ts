/**
 * The full stack for the `fullstack` project: @spur/local-stack's throwaway stack (what `npm
 * start` runs, with the built app, cognito-local and the test checkout, on free loopback ports,
 * every piece of state removed afterwards; see throwawayStack.ts there).
 *
 * Database: a new `spur_e2e_<random>` on the Postgres of DATABASE_URL (or, with CI set and no
 * DATABASE_URL, on postgres://postgres@127.0.0.1:5432/postgres when it answers), dropped at the
 * end; otherwise embedded Postgres (PGlite) in the temporary directory. E2E_DB=pglite or
 * E2E_DB=postgres forces one.
 *
 * Run by global setup (never by hand, though it works): `node --import tsx
 * --conditions=@spur/source e2e/support/fullstack/launch.ts`. Prints one line
 * `SPUR_E2E_READY {"url":…,"database":…,"mailCatcher":…,"sweep":…}` when it serves, and shuts everything down on SIGTERM,
 * SIGINT or when its stdin closes (the runner went away).
 *
 * Sweeps: the maintenance sweep (due mails, transfers to businesses, the rest) runs at start and
 * then only every hour; a test that waits for a mail or a transfer triggers a sweep with `POST
 * <sweep>` (a loopback server of this process that runs one, after any in progress, and answers its
 * report when it is done), so that no test waits for the clock and no sweep of the clock's races
 * the one a test triggered.
 *
 * `launch.ts --drop <name>` drops a leftover database (teardown's fallback when the launcher had
 * to be killed).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { LOCAL_POSTGRES, dropThrowawayDatabase, postgresAnswers, startThrowawayStack, type ThrowawayStack } from '@spur/local-stack';
import { createLogger } from '@spur/server';

export const READY_MARKER = 'SPUR_E2E_READY';
const DATABASE_PREFIX = 'spur_e2e';

const logger = createLogger(process.env.E2E_SERVER_LOG_LEVEL ?? 'warn');

/** The sweep's interval here: an hour, i.e. never during a run (mail and transfers go out when a test triggers a sweep). */
const SWEEP_SECONDS = 3600;

/** `POST /` runs the stack's maintenance sweep and answers its report (`{"mailSent":n,…,"transferred":n}`, or 500 when it failed). */
async function startSweepTrigger(stack: ThrowawayStack): Promise<{ url: string; server: Server }> {
  const server = createServer((req, res) => {
    if (req.method !== 'POST') {
      res.writeHead(405, { Allow: 'POST' }).end();
      return;
    }
    stack.sweep().then(
      (report) =>
        report === 'failed'
          ? res.writeHead(500, { 'Content-Type': 'text/plain' }).end('the maintenance sweep failed (the server log says why)')
          : res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(report)),
      (error: unknown) => res.writeHead(500, { 'Content-Type': 'text/plain' }).end(String(error)),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, server };
}

/** The Postgres server to create the run's database on, or undefined for PGlite. */
async function chooseAdminUrl(): Promise<string | undefined> {
  const forced = process.env.E2E_DB;
  if (forced === 'pglite') return undefined;
  if (process.env.DATABASE_URL) return process.env.DATABASE_URL;
  if (forced === 'postgres') return LOCAL_POSTGRES;
  if (process.env.CI && (await postgresAnswers(LOCAL_POSTGRES))) return LOCAL_POSTGRES;
  return undefined;
}

async function main() {
  const started = performance.now();
  let stack: ThrowawayStack | undefined;
  let trigger: Server | undefined;
  let stopping: Promise<void> | undefined;

  const stop = (code: number) => {
    trigger?.close();
    stopping ??= (stack?.close() ?? Promise.resolve()).finally(() => process.exit(code));
    return stopping;
  };
  process.on('SIGTERM', () => void stop(0));
  process.on('SIGINT', () => void stop(0));
  process.stdin.on('end', () => void stop(0));
  process.stdin.resume();

  try {
    stack = await startThrowawayStack({
      databasePrefix: DATABASE_PREFIX,
      adminUrl: await chooseAdminUrl(),
      env: { ...process.env, LOG_LEVEL: process.env.E2E_SERVER_LOG_LEVEL ?? 'warn' },
      logger,
      sweepSeconds: SWEEP_SECONDS,
    });
    const sweep = await startSweepTrigger(stack);
    trigger = sweep.server;
    const ready = {
      url: stack.url,
      database: stack.database,
      cognito: stack.cognitoEndpoint,
      mailCatcher: stack.mailCatcherUrl,
      sweep: sweep.url,
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
  await dropThrowawayDatabase(adminUrl, DATABASE_PREFIX, name);
} else {
  await main();
}
