#!/usr/bin/env node
// `npm run test:prod`: the steps of the container image (Dockerfile), on this machine, which has
// no container runtime. The production output is assembled into a clean temporary folder
// (scripts/lib/prodOutput.mjs), its dependencies installed with `npm ci --omit=dev`, then, as a
// non-root user (`nobody` when run as root) and with plain `node`:
//
// - two migration jobs at once on a fresh database (they take turns: the migration lock);
// - the server starts with NODE_ENV=production and an empty catalogue (nothing seeds it);
// - `/readyz`, the API, then `seed-demo.js` and the server-rendered `/`, `/deals` and a deal's
//   page with the seeded deals, a precompressed hashed asset and `/spur-config.js`;
// - SIGTERM ends it cleanly; no tsx, no build tool and no workspace package is installed.
//
// The app is built first when stale (as `npm start` does), the server always (about a second).
// The database is created on DATABASE_URL's server (default: the local Postgres at 127.0.0.1)
// and dropped at the end, with the folder. Run through tsx (it uses the local stack's build
// check): `node --import tsx --conditions=@spur/source scripts/prod-check.mjs`.
import { spawn, execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { chmod, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { LOCAL_POSTGRES, dropThrowawayDatabase, ensureAppBuilt } from '@spur/local-stack';
import { createDb, createLogger } from '@spur/server';
import { assembleProduction } from './lib/prodOutput.mjs';
import { run, secondsSince } from './lib/proc.mjs';

const started = performance.now();
const DATABASE_PREFIX = 'spur_prodcheck';
/** What must never be in the production folder: the TypeScript runner, build tools, workspaces. */
const DEV_ONLY = ['tsx', 'esbuild', 'vite', 'typescript', 'vitest', '@spur'];

const adminUrl = process.env.DATABASE_URL ?? LOCAL_POSTGRES;
const database = `${DATABASE_PREFIX}_${randomBytes(6).toString('hex')}`;
const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${database}` }).toString();
/** `nobody` when this runs as root, as the image's USER; otherwise this user, already not root. */
const asUser = process.getuid?.() === 0 ? { uid: Number(execFileSync('id', ['-u', 'nobody'])), gid: Number(execFileSync('id', ['-g', 'nobody'])) } : {};

let dir;
let server;
let databaseCreated = false;

function step(message) {
  console.info(`[${secondsSince(started).padStart(5)} s] ${message}`);
}

function check(condition, message) {
  if (!condition) throw new Error(`check failed: ${message}`);
}

async function asAdmin(sql) {
  const db = createDb({ url: adminUrl, poolMax: 1 });
  try {
    await db.raw(sql);
  } finally {
    await db.destroy();
  }
}

/** Runs a built file with plain node, as the production user, with only the given environment. */
function node(file, env) {
  return spawn(process.execPath, ['--enable-source-maps', file], {
    cwd: dir,
    env: { PATH: process.env.PATH, NODE_ENV: 'production', DATABASE_URL: databaseUrl, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
    ...asUser,
  });
}

async function nodeExits(file) {
  const child = node(file, {});
  child.stdout.pipe(process.stdout);
  const [code] = await once(child, 'exit');
  check(code === 0, `${file} exited with ${code}`);
}

/** Starts the server; resolves with its origin once it says it listens. */
async function startServer() {
  server = node('server/dist/main.js', {
    HOST: '127.0.0.1',
    PORT: '0',
    // Dummy ids: tokens are verified against the pool's keys only when one is presented.
    COGNITO_USER_POOL_ID: 'us-east-1_prodcheck',
    COGNITO_CLIENT_ID: 'prodcheck',
    LOG_LEVEL: 'info',
  });
  let port;
  for await (const line of createInterface({ input: server.stdout })) {
    const entry = JSON.parse(line);
    if (entry.msg === 'Spur API listening') {
      port = entry.port;
      break;
    }
  }
  if (!port) throw new Error('the server ended before it listened');
  // The request logs that follow are read and dropped, never left to fill the pipe.
  server.stdout.resume();
  return `http://127.0.0.1:${port}`;
}

const escapeHtml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');

async function checkServer(origin) {
  const get = (pathname, headers = {}) => fetch(`${origin}${pathname}`, { headers });
  const ready = await get('/readyz');
  check(ready.status === 200, `/readyz answered ${ready.status}: ${await ready.text()}`);
  check(JSON.stringify(await (await get('/api/deals')).json()) === '[]', 'production starts with an empty catalogue');

  step('seed:demo (server/dist/seed-demo.js)');
  await nodeExits('server/dist/seed-demo.js');
  const { deals } = await (await get('/api/deals/page')).json();
  check(deals.length > 0, '/api/deals/page lists the seeded deals');

  for (const pathname of ['/', '/deals']) {
    const page = await get(pathname);
    const html = await page.text();
    check(page.status === 200 && html.includes('id="spur-ssr"'), `${pathname} is rendered on the server`);
    check(page.headers.get('content-security-policy')?.includes("default-src 'self'"), `${pathname} has the Content-Security-Policy`);
    if (pathname === '/deals') check(deals.some((deal) => html.includes(escapeHtml(deal.title))), '/deals shows the seeded deals');
  }
  const deal = await (await get(`/deals/${deals[0].id}`)).text();
  check(deal.includes(escapeHtml(deals[0].title)), "a deal's page shows its title");

  const entry = deal.match(/data-entry="(\/assets\/[\w.-]+\.js)"/)?.[1];
  check(entry, "the page names its entry script");
  const asset = await get(entry, { 'Accept-Encoding': 'br' });
  check(asset.status === 200 && asset.headers.get('content-encoding') === 'br', `${entry} comes as its brotli twin`);
  check(asset.headers.get('cache-control') === 'public, max-age=31536000, immutable', `${entry} is cached for a year`);
  check((await (await get('/spur-config.js')).text()).includes('"userPoolId":"us-east-1_prodcheck"'), '/spur-config.js has the runtime config');
}

let failed = false;
try {
  step('building: the app when stale, the server');
  await ensureAppBuilt(createLogger('warn'));
  check((await run('npm', ['run', 'build', '--silent', '-w', '@spur/server'])) === 0, 'the server builds');

  dir = await mkdtemp(path.join(tmpdir(), 'spur-prod-'));
  await chmod(dir, 0o755);
  step(`assembling the production output in ${dir}`);
  const dependencies = await assembleProduction(dir);
  step(`npm ci --omit=dev (${Object.keys(dependencies).length} runtime dependencies)`);
  check((await run('npm', ['ci', '--omit=dev', '--ignore-scripts', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: dir })) === 0, 'npm ci succeeds');
  const installed = await readdir(path.join(dir, 'node_modules'));
  const devOnly = DEV_ONLY.filter((name) => installed.includes(name));
  check(devOnly.length === 0, `no development package is installed (found ${devOnly.join(', ')})`);

  await asAdmin(`CREATE DATABASE ${database}`);
  databaseCreated = true;
  step(`migrate, twice at once (server/dist/migrate.js) on ${database}${asUser.uid === undefined ? '' : ', as nobody'}`);
  await Promise.all([nodeExits('server/dist/migrate.js'), nodeExits('server/dist/migrate.js')]);

  step('start:prod (server/dist/main.js)');
  const origin = await startServer();
  step(`listening at ${origin}: checking pages and API`);
  await checkServer(origin);
  const exited = once(server, 'exit');
  server.kill('SIGTERM');
  const [code] = await exited;
  server = undefined;
  check(code === 0, `the server exits cleanly on SIGTERM (exit ${code})`);
  step('production output checked');
} catch (error) {
  failed = true;
  console.error(`\nprod-check: ${error instanceof Error ? error.message : error}`);
} finally {
  server?.kill('SIGKILL');
  if (databaseCreated) await dropThrowawayDatabase(adminUrl, DATABASE_PREFIX, database).catch((error) => console.error(`dropping ${database}: ${error}`));
  if (dir) await rm(dir, { recursive: true, force: true });
}
console.info(`prod-check: ${failed ? 'FAILED' : 'passed'} in ${secondsSince(started)} s`);
process.exit(failed ? 1 : 0);
