#!/usr/bin/env node
// Runs every Storybook story in chromium: builds the static Storybook for tests unless an
// up-to-date build is there, serves it on 127.0.0.1, runs @storybook/test-runner against it (play
// functions, axe, visual snapshots; see .storybook/test-runner.ts) and always stops the server.
//
//   node scripts/test-stories.mjs            CI mode: a missing or different baseline fails
//   node scripts/test-stories.mjs --update   re-record the visual baselines that differ or are
//                                            missing, and delete the baselines of stories that
//                                            no longer exist (npm run test:visual:update)
//   --no-build                               reuse the existing storybook-static/, even if older
//                                            than the sources
//   anything else                            passed to test-storybook (e.g. --maxWorkers=1,
//                                            --includeTags=..., a test name pattern)
//
// The build is `storybook build --test` (npm run build-storybook:test): no docs pages, docgen or
// source maps, which the tests never look at. An existing build (that one, or the full
// `npm run build-storybook`) is reused when no input of it changed since: see buildIsCurrent().
//
// Environment: STORYBOOK_TEST_PORT (first port tried, default 6121), CHROMIUM_PATH,
// STORYBOOK_STATIC_DIR (where the static build goes, default storybook-static/; lets several
// people run the stories at once without overwriting each other's build).
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, rmSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
import { createServer as createNetServer } from 'node:net';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import httpServer from 'http-server';
import { bin, repoRoot, run, secondsSince } from './lib/proc.mjs';

const STATIC_DIR = path.resolve(repoRoot, process.env.STORYBOOK_STATIC_DIR || 'storybook-static');
const SNAPSHOTS_DIR = path.join(repoRoot, '.storybook', '__snapshots__');
const DIFF_DIR = path.join(SNAPSHOTS_DIR, '__diff_output__');
// The browser the baselines were recorded with: pixels depend on the exact chromium build.
const BROWSER_STAMP = path.join(SNAPSHOTS_DIR, 'browser.txt');

const argv = process.argv.slice(2);
const update = argv.includes('--update') || argv.includes('-u');
const build = !argv.includes('--no-build');
const passThrough = argv.filter((a) => !['--update', '-u', '--no-build'].includes(a));
const filtered = passThrough.length > 0;

// http-server 14 touches OutgoingMessage._headers (DEP0066) on every response: not ours to fix.
const emitWarning = process.emitWarning.bind(process);
process.emitWarning = (warning, ...rest) => {
  const code = typeof rest[0] === 'object' ? rest[0]?.code : rest[1];
  if (code === 'DEP0066') return;
  emitWarning(warning, ...rest);
};

/** First free port from `first` on 127.0.0.1 (ports 6121-6129 are the story runner's). */
async function freePort(first, last) {
  for (let port = first; port <= last; port += 1) {
    const free = await new Promise((resolve) => {
      const probe = createNetServer()
        .once('error', () => resolve(false))
        .once('listening', () => probe.close(() => resolve(true)))
        .listen(port, '127.0.0.1');
    });
    if (free) return port;
  }
  throw new Error(`No free port between ${first} and ${last} on 127.0.0.1.`);
}

function serve(root, port) {
  const server = httpServer.createServer({ root, cache: -1, showDir: 'false' });
  return new Promise((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

/** "Chromium 156.0.8078.79 ..." of the browser the test-runner will launch (see test-runner-jest.config.js). */
function browserVersion() {
  const executable = process.env.CHROMIUM_PATH || (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : null);
  if (!executable) return "Playwright's own chromium";
  try {
    return execFileSync(executable, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return `unknown (${executable} --version failed)`;
  }
}

/**
 * Where the static Storybook is built from: the kit, the app (its public files are the static
 * dir), the mocks and the server packages the stories import, the Storybook configuration and
 * the installed packages. Tests, documentation and the baselines are not part of the build.
 */
const BUILD_INPUTS = /^(\.storybook\/|ui-kit\/|app\/|mocks\/|server\/|package\.json$|package-lock\.json$|tsconfig\.base\.json$)/;
const NOT_BUILD_INPUTS = /^\.storybook\/(__snapshots__\/|test-runner\.ts$)|\.test\.[cm]?[jt]sx?$|\.md$/;

/**
 * Why the build in STATIC_DIR cannot be reused (a sentence), or null when it can: it is complete
 * (its iframe.html is written last, and a failed build leaves none) and no input file (tracked or
 * not ignored, per git) was modified after it started (its project.json is written first).
 */
function buildIsCurrent() {
  const started = path.join(STATIC_DIR, 'project.json');
  if (![started, path.join(STATIC_DIR, 'index.json'), path.join(STATIC_DIR, 'iframe.html')].every(existsSync)) {
    return `${path.relative(repoRoot, STATIC_DIR)}/ holds no complete build`;
  }
  const builtAt = statSync(started).mtimeMs;
  let files;
  try {
    files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
      cwd: repoRoot,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    }).split('\0');
  } catch {
    return 'git could not list the sources';
  }
  for (const file of files) {
    if (!BUILD_INPUTS.test(file) || NOT_BUILD_INPUTS.test(file)) continue;
    let modified;
    try {
      modified = statSync(path.join(repoRoot, file)).mtimeMs;
    } catch {
      continue; // deleted in the work tree: the next listing no longer has it
    }
    if (modified > builtAt) return `${file} changed after the build`;
  }
  return null;
}

/** Story ids in the built Storybook (what the test-runner visits). */
function storyIds() {
  const index = JSON.parse(readFileSync(path.join(STATIC_DIR, 'index.json'), 'utf8'));
  return Object.values(index.entries)
    .filter((entry) => entry.type === 'story')
    .map((entry) => entry.id);
}

/** Delete baselines whose story no longer exists or opted out with parameters.visual.disable. */
function pruneBaselines(ids, optedOut) {
  if (!existsSync(SNAPSHOTS_DIR)) return;
  const keep = new Set(ids.filter((id) => !optedOut.has(id)));
  for (const file of readdirSync(SNAPSHOTS_DIR)) {
    if (!file.endsWith('.png')) continue;
    const id = file.slice(0, -'.png'.length);
    if (!keep.has(id)) {
      rmSync(path.join(SNAPSHOTS_DIR, file));
      console.info(`Deleted obsolete baseline ${path.relative(repoRoot, path.join(SNAPSHOTS_DIR, file))}`);
    }
  }
}

async function main() {
  const started = performance.now();

  const stale = build ? buildIsCurrent() : null;
  if (build && !stale) {
    console.info(`Reusing the Storybook build in ${path.relative(repoRoot, STATIC_DIR)}/: no input changed since it was built.`);
  } else if (build) {
    console.info(`Building Storybook for tests: ${stale}.`);
    const buildStart = performance.now();
    const code = await run(bin('storybook'), ['build', '--test', '-o', STATIC_DIR, '--quiet']);
    if (code !== 0) {
      console.error('Storybook build failed.');
      return code;
    }
    console.info(`Storybook built in ${secondsSince(buildStart)} s.`);
  } else if (!existsSync(path.join(STATIC_DIR, 'index.json'))) {
    console.error(`--no-build given but ${path.relative(repoRoot, STATIC_DIR)}/ has no build. Run without --no-build.`);
    return 1;
  }

  const ids = storyIds();
  rmSync(DIFF_DIR, { recursive: true, force: true });
  mkdirSync(SNAPSHOTS_DIR, { recursive: true });
  // The test-runner lists here the stories that opted out of snapshots (for pruning).
  const optedOutFile = path.join(tmpdir(), `spur-visual-opted-out-${process.pid}.txt`);
  rmSync(optedOutFile, { force: true });

  const browser = browserVersion();
  const recordedWith = existsSync(BROWSER_STAMP) ? readFileSync(BROWSER_STAMP, 'utf8').trim() : null;
  console.info(`Browser: ${browser}`);
  // Pixels are only comparable within one browser build. With another build, differences are
  // reported (diff images written, stories listed) but do not fail the run, unless
  // SPUR_VISUAL_STRICT=1; a missing baseline still fails.
  const otherBrowser = !update && recordedWith !== null && recordedWith !== browser;
  const visualAdvisory = otherBrowser && process.env.SPUR_VISUAL_STRICT !== '1';
  const visualReportFile = path.join(tmpdir(), `spur-visual-advisory-${process.pid}.txt`);
  rmSync(visualReportFile, { force: true });
  if (otherBrowser) {
    console.warn(
      `\n!! The visual baselines were recorded with ${recordedWith}.\n` +
        (visualAdvisory
          ? '!! Pixel differences are reported without failing (set SPUR_VISUAL_STRICT=1 to fail on them);\n'
          : '!! Pixel differences below may come from the browser rather than the code; if so,\n') +
        '!! refresh the baselines with `npm run test:visual:update` and commit the result.\n',
    );
  }

  const firstPort = Number(process.env.STORYBOOK_TEST_PORT ?? 6121);
  const port = await freePort(firstPort, firstPort + 8);
  const server = await serve(STATIC_DIR, port);
  const url = `http://127.0.0.1:${port}`;
  console.info(`Serving ${path.relative(repoRoot, STATIC_DIR)}/ at ${url} (${ids.length} stories).`);

  let code;
  const testStart = performance.now();
  try {
    // One browser page per worker; two suit a 2-core machine (Jest's default would be one).
    const workers = Math.max(1, Math.min(4, availableParallelism()));
    const args = ['--url', url, '--index-json', `--maxWorkers=${workers}`];
    args.push(update ? '-u' : '--ci');
    if (process.env.CI) args.push('--junit');
    code = await run(bin('test-storybook'), [...args, ...passThrough], {
      env: {
        JEST_JUNIT_OUTPUT_DIR: path.join(repoRoot, 'test-results'),
        JEST_JUNIT_OUTPUT_NAME: 'storybook-junit.xml',
        SPUR_VISUAL_OPTED_OUT_FILE: optedOutFile,
        ...(visualAdvisory ? { SPUR_VISUAL_ADVISORY_FILE: visualReportFile } : {}),
        STORYBOOK_DISABLE_TELEMETRY: '1',
      },
    });
  } finally {
    // http-server's own close() drops the callback: close the underlying node server.
    await new Promise((resolve) => {
      server.server.close(resolve);
      server.server.closeAllConnections();
    });
  }
  console.info(`Stories tested in ${secondsSince(testStart)} s (total with build ${secondsSince(started)} s).`);
  if (existsSync(visualReportFile)) {
    const differing = readFileSync(visualReportFile, 'utf8').trim().split('\n');
    console.warn(
      `\n!! ${differing.length} stories look different in ${browser} (advisory, see ${path.relative(repoRoot, DIFF_DIR)}/):\n` +
        differing.map((id) => `!!   ${id}`).join('\n') +
        '\n',
    );
    rmSync(visualReportFile, { force: true });
  }

  if (update && !filtered && code === 0) {
    const optedOut = existsSync(optedOutFile)
      ? new Set(readFileSync(optedOutFile, 'utf8').split('\n').filter(Boolean))
      : new Set();
    pruneBaselines(ids, optedOut);
    writeFileSync(BROWSER_STAMP, `${browser}\n`);
  }
  rmSync(optedOutFile, { force: true });
  if (code !== 0 && existsSync(DIFF_DIR)) {
    console.error(`Visual differences (if any) are in ${path.relative(repoRoot, DIFF_DIR)}/.`);
    if (!update) console.error('If a change is intended, refresh the baselines: npm run test:visual:update');
  }
  return code;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
