/**
 * Makes sure `app/dist` holds a build of the current sources: builds it (`npm run build -w
 * @spur/app`) when it is missing or older than any source the app is built from.
 */
import { spawn } from 'node:child_process';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from 'pino';
import { REPO_ROOT } from '../paths';

export const APP_DIST = path.join(REPO_ROOT, 'app', 'dist');

/** What the app bundle is made from: its own sources, the UI kit's and the API contract. */
const SOURCES = ['app/src', 'app/public', 'app/index.html', 'app/vite.config.ts', 'app/package.json', 'ui-kit/src', 'server/contract/src'];

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

/** Why the build is needed, or undefined when `dist` is up to date. */
export async function staleReason(distDir = APP_DIST): Promise<string | undefined> {
  const built = await stat(path.join(distDir, 'index.html')).catch(() => undefined);
  if (!built) return 'no build yet';
  const sources = await Promise.all(SOURCES.map((source) => newestMtime(path.join(REPO_ROOT, source))));
  return Math.max(...sources) > built.mtimeMs ? 'sources changed since the last build' : undefined;
}

export class AppBuildError extends Error {
  override name = 'AppBuildError';
}

export async function ensureAppBuilt(logger: Logger): Promise<string> {
  const reason = await staleReason();
  if (!reason) return APP_DIST;
  logger.info({ reason }, 'building the web app (npm run build -w @spur/app)');
  const code = await new Promise<number | null>((resolve, reject) => {
    const child = spawn('npm', ['run', 'build', '-w', '@spur/app'], { cwd: REPO_ROOT, stdio: ['ignore', 'inherit', 'inherit'] });
    child.once('error', reject);
    child.once('exit', resolve);
  });
  if (code !== 0) {
    throw new AppBuildError(`The web app did not build (npm run build -w @spur/app exited with ${code}); see its output above.`);
  }
  return APP_DIST;
}
