/**
 * Makes sure the web app's build (`app/dist`), or its static demo build (`app/dist-demo`), holds
 * the current sources: builds it (the app's `build` or `build:demo` script) when it is missing
 * or older than any file it is built from.
 *
 * What it is built from is the app package's to say, not this file's: the `spur.buildInputs` of
 * its package.json (paths in the package), plus the `spur.buildInputs` (default `src`) of every
 * `@spur/*` package it depends on at run time, transitively (the kit, the contract, ...).
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Logger } from 'pino';

interface WorkspaceManifest {
  name: string;
  dependencies?: Record<string, string>;
  spur?: { buildInputs?: string[] };
}

const require = createRequire(import.meta.url);

function workspacePackage(name: string): { dir: string; manifest: WorkspaceManifest } {
  const file = require.resolve(`${name}/package.json`);
  return { dir: path.dirname(file), manifest: JSON.parse(readFileSync(file, 'utf8')) as WorkspaceManifest };
}

const APP = workspacePackage('@spur/app');
export const APP_DIST = path.join(APP.dir, 'dist');
export const DEMO_DIST = path.join(APP.dir, 'dist-demo');
/** The app's server entry (server rendering), built with `app/dist` by the app's `build`. */
export const APP_SSR_DIST = path.join(APP.dir, 'dist-ssr');

/** Absolute paths the app's bundle is made from. */
export function appBuildInputs(): string[] {
  const inputs: string[] = [];
  const seen = new Set<string>();
  const visit = (name: string) => {
    if (seen.has(name)) return;
    seen.add(name);
    const { dir, manifest } = name === APP.manifest.name ? APP : workspacePackage(name);
    for (const input of manifest.spur?.buildInputs ?? ['src']) inputs.push(path.join(dir, input));
    Object.keys(manifest.dependencies ?? {}).filter((dependency) => dependency.startsWith('@spur/')).forEach(visit);
  };
  visit(APP.manifest.name);
  return inputs;
}

async function newestMtime(target: string): Promise<number> {
  const info = await stat(target).catch(() => undefined);
  if (!info) return 0;
  if (!info.isDirectory()) return info.mtimeMs;
  const entries = await readdir(target, { withFileTypes: true });
  const times = await Promise.all(
    entries.filter((entry) => entry.name !== 'node_modules').map((entry) => newestMtime(path.join(target, entry.name))),
  );
  return Math.max(info.mtimeMs, ...times);
}

/** Why the build in `distDir` is needed, or undefined when it is up to date. */
export async function staleReason(distDir = APP_DIST): Promise<string | undefined> {
  const built = await stat(path.join(distDir, 'index.html')).catch(() => undefined);
  if (!built) return 'no build yet';
  const sources = await Promise.all(appBuildInputs().map(newestMtime));
  return Math.max(...sources) > built.mtimeMs ? 'sources changed since the last build' : undefined;
}

export class AppBuildError extends Error {
  override name = 'AppBuildError';
}

/**
 * Runs the app's `script` (npm run), announced with `announce`; throws AppBuildError when it fails.
 * Always a production build: Vite keeps the caller's NODE_ENV, and under a test runner
 * (NODE_ENV=test) it bundled React's development build, three times the work in the browser.
 */
async function buildApp(script: string, reason: string, announce: (message: string) => void) {
  const command = `npm run ${script} -w ${APP.manifest.name}`;
  announce(`building the web app (${reason}): ${command}`);
  const code = await new Promise<number | null>((resolve, reject) => {
    const child = spawn('npm', ['run', script], {
      cwd: APP.dir,
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.once('error', reject);
    child.once('exit', resolve);
  });
  if (code !== 0) {
    throw new AppBuildError(`The web app did not build (${command} exited with ${code}); see its output above.`);
  }
}

export async function ensureAppBuilt(logger: Logger): Promise<string> {
  const reason = (await staleReason()) ?? (existsSync(path.join(APP_SSR_DIST, 'entry-server.js')) ? undefined : 'no server entry');
  if (reason) await buildApp('build', reason, (message) => logger.info({ reason }, message));
  return APP_DIST;
}

/**
 * The static demo build (`app/dist-demo`, the app's `build:demo`: the in-browser backend, with
 * `404.html` for static hosts), built when missing or stale; `announce` says why it builds.
 */
export async function ensureDemoBuilt(announce: (message: string) => void): Promise<string> {
  const reason = (await staleReason(DEMO_DIST)) ?? (existsSync(path.join(DEMO_DIST, '404.html')) ? undefined : 'no 404.html');
  if (reason) await buildApp('build:demo', reason, announce);
  return DEMO_DIST;
}
