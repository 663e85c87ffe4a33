/**
 * `npm start` (root): builds the web app when needed, then runs the whole of Spur in this
 * process (see stack.ts) and prints where to open it. Ctrl-C stops everything.
 */
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@spur/demo-data';
import { DEMO_VERIFICATION_CODE } from '@spur/contract';
import { ConfigError, createLogger } from '@spur/server';
import { AppBuildError, ensureAppBuilt } from './appBuild';
import { startLocalStack, type LocalStack } from './stack';

const started = performance.now();
// Request logs would drown the banner; LOG_LEVEL=info brings them back.
const logger = createLogger(process.env.LOG_LEVEL ?? 'warn');

function fail(message: string): never {
  console.error(`\nSpur could not start: ${message}\n`);
  process.exit(1);
}

let stack: LocalStack;
let buildMs = 0;
try {
  const buildStarted = performance.now();
  const distDir = await ensureAppBuilt(logger);
  buildMs = performance.now() - buildStarted;
  stack = await startLocalStack({ env: process.env, distDir, logger });
} catch (error) {
  if (error instanceof AppBuildError || error instanceof ConfigError) fail(error.message);
  const code = (error as { code?: string }).code;
  if (code === 'EADDRINUSE') fail(`a port is already in use (${(error as Error).message}). Set PORT (and COGNITO_LOCAL_PORT) to free ones.`);
  throw error;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const { cognito = 0, userPool = 0, database = 0, server = 0 } = stack.timings;
const lines = [
  '',
  `  Spur is running at ${stack.url}`,
  `  Ready in ${seconds(performance.now() - started)} (app build check ${seconds(buildMs)}, sign-in ${seconds(cognito + userPool)}, database and API ${seconds(database + server)})`,
  '',
  `  Database:  ${process.env.DATABASE_URL ? 'DATABASE_URL' : 'embedded Postgres (PGlite), data in .data/pglite'}`,
  `  Sign-in:   ${stack.cognito ? `cognito-local at ${stack.cognito.endpoint} (every verification code is ${DEMO_VERIFICATION_CODE})` : 'the configured Cognito user pool'}`,
  `  Payments:  ${process.env.STRIPE_SECRET_KEY ? 'Stripe Checkout' : 'built-in test checkout (no Stripe key set)'}`,
  `  E-mail:    ${stack.mailCatcherUrl ? `mail catcher at ${stack.mailCatcherUrl} (every e-mail Spur sends)` : 'SMTP_URL'}`,
  ...(stack.cognito
    ? ['', `  Demo accounts (password ${DEMO_PASSWORD}):`, ...Object.values(DEMO_ACCOUNTS).map((account) => `    ${account.email}  (${account.userType})`)]
    : []),
  '',
  '  Press Ctrl-C to stop.',
  '',
];
console.info(lines.join('\n'));

let stopping = false;
async function shutdown() {
  if (stopping) return;
  stopping = true;
  await stack.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());
