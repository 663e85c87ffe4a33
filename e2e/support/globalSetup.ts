/**
 * Starts the backend of every selected project before the first test and stops it after the
 * last one (the function returned is Playwright's teardown):
 *
 * - demo: `app/dist-demo` (built first when missing or older than its sources) served by the
 *   tiny static server of staticServer.ts (from a private copy), in this process, on a free
 *   loopback port;
 * - fullstack: fullstack/launch.ts in a child process (server + cognito-local + a fresh database,
 *   see there), which builds `app/dist` when it is missing or stale.
 *
 * Their URLs go to E2E_DEMO_URL / E2E_FULLSTACK_URL, which the workers inherit (the projects'
 * baseURL). Only the backends of the projects picked with `--project` are started.
 */
import { spawn, spawnSync, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { ensureDemoBuilt } from '@spur/local-stack';
import { MAIL_CATCHER_ENV, selectedProjects, SWEEP_ENV, URL_ENV } from './projects';
import { startStaticServer } from './staticServer';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '..', '..');
const launcher = path.join(here, 'fullstack', 'launch.ts');
const READY_MARKER = 'SPUR_E2E_READY';
const START_TIMEOUT_MS = 240_000;
const STOP_TIMEOUT_MS = 20_000;

type Stop = () => Promise<void>;

async function startDemo(): Promise<Stop> {
  const demoDist = await ensureDemoBuilt((message) => console.info(`[e2e] ${message}`));
  // A private copy: a rebuild of app/dist-demo during the run (someone else's `npm run
  // build:demo`) must not pull files from under the suite.
  const copy = await mkdtemp(path.join(tmpdir(), 'spur-e2e-demo-'));
  await cp(demoDist, copy, { recursive: true });
  const server = await startStaticServer(copy);
  process.env[URL_ENV.demo] = server.url;
  console.info(`[e2e] demo: app/dist-demo at ${server.url}`);
  return async () => {
    await server.close();
    await rm(copy, { recursive: true, force: true });
    // Every file the app asked for should exist: a 404 for an asset or the worker is a bug.
    if (server.notFound.length > 0) console.warn(`[e2e] demo: the static server answered 404 for ${[...new Set(server.notFound)].join(', ')}`);
  };
}

function forward(child: ChildProcessWithoutNullStreams, onLine: (line: string) => void) {
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => {
      onLine(line);
      if (!line.startsWith(READY_MARKER)) console.error(`[fullstack] ${line}`);
    });
  }
}

async function startFullstack(): Promise<Stop> {
  const child = spawn(process.execPath, ['--import', 'tsx', '--conditions=@spur/source', launcher], {
    cwd: repoRoot,
    // React's production build on the server, as `npm start` runs it (it renders pages and mails).
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code, signal) => resolve(code ?? (signal ? 128 : null))));
  let database = '';
  const ready = new Promise<{ url: string; database: string; seconds: number; mailCatcher?: string; sweep?: string }>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the full stack did not start within ${START_TIMEOUT_MS / 1000} s`)), START_TIMEOUT_MS);
    forward(child, (line) => {
      if (!line.startsWith(READY_MARKER)) return;
      clearTimeout(timer);
      resolve(JSON.parse(line.slice(READY_MARKER.length)));
    });
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`the full stack exited with ${code} before it was ready (its output is above)`));
    });
  });

  const stop: Stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timedOut = Symbol('timed out');
    const result = await Promise.race([exited, new Promise((resolve) => setTimeout(() => resolve(timedOut), STOP_TIMEOUT_MS))]);
    if (result !== timedOut) return;
    console.warn('[e2e] fullstack: the server did not stop in time; killing it');
    child.kill('SIGKILL');
    await exited;
    const name = /^(spur_e2e_[0-9a-f]+) on /.exec(database)?.[1];
    if (name) {
      spawnSync(process.execPath, ['--import', 'tsx', '--conditions=@spur/source', launcher, '--drop', name], { cwd: repoRoot, stdio: 'inherit' });
    }
  };

  try {
    const info = await ready;
    database = info.database;
    process.env[URL_ENV.fullstack] = info.url;
    if (info.mailCatcher) process.env[MAIL_CATCHER_ENV] = info.mailCatcher;
    if (info.sweep) process.env[SWEEP_ENV] = info.sweep;
    console.info(`[e2e] fullstack: ${info.url} (database: ${info.database}; ready in ${info.seconds} s)`);
    return stop;
  } catch (error) {
    await stop();
    throw error;
  }
}

export default async function globalSetup(): Promise<() => Promise<void>> {
  const projects = selectedProjects();
  const stops: Stop[] = [];
  const teardown = async () => {
    for (const stop of stops.reverse()) await stop();
  };
  try {
    if (projects.has('demo')) stops.push(await startDemo());
    if (projects.has('fullstack')) stops.push(await startFullstack());
  } catch (error) {
    await teardown();
    throw error;
  }
  return teardown;
}
