#!/usr/bin/env node
// `npm run lighthouse`: Lighthouse's mobile figures (the default config: a mid-range phone on
// simulated slow 4G) for the public pages, against three targets on loopback:
//
// - production: the production build (`npm run build`) as deployed, two instances of
//   server/dist/main.js under plain node behind Debian's nginx, on a fresh `spur_lh_prod_*`
//   database migrated and seeded with the built commands (scripts/lib/productionTarget.mjs);
// - full stack, the development stack: @spur/local-stack's throwaway stack (the server with the
//   built app, cognito-local, a fresh `spur_lh_*` database on the Postgres at 127.0.0.1:5432 when
//   it answers, else PGlite in a temporary directory; all of it removed afterwards);
// - demo: the static demo build (`app/dist-demo`, with its in-browser backend) on e2e's static
//   server.
//
// The server runs React's production build (NODE_ENV=production, as `npm start` does), and each
// page is requested a few times before it is measured, as on a server that has been up a while.
// LIGHTHOUSE_RUNS=N measures each page N times and shows the run with the median performance
// score (with every run's score); a run whose trace Lighthouse could not record is taken again.
// LIGHTHOUSE_TARGETS=production, =fullstack or =demo (or a comma-separated list) measures those
// only. The builds are made first when stale. Lighthouse drives Debian's chromium (CHROMIUM_PATH
// overrides it) with a fresh profile, offline. It prints a table per target, writes each JSON
// report to .lighthouse/ (git-ignored), and exits 0 whatever the scores: non-zero only when a
// page could not be measured. Servers and chromium are stopped in every case.
//
// Run through tsx (the stack is TypeScript): `NODE_ENV=production node --import tsx
// --conditions=@spur/source scripts/lighthouse.mjs`.
import { spawn } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import lighthouse from 'lighthouse';
import { DEAL_IDS } from '@spur/demo-data';
import { LOCAL_POSTGRES, ensureDemoBuilt, postgresAnswers, startThrowawayStack } from '@spur/local-stack';
import { createLogger } from '@spur/server';
import { startStaticServer } from '../e2e/support/staticServer.ts';
import { repoRoot, secondsSince } from './lib/proc.mjs';
import { startProductionTarget } from './lib/productionTarget.mjs';

/**
 * The pages measured on each target, in order: home, the list and a seed deal's page, then the
 * list in Spanish and the deal's page in Chinese (issue 30: SEO stays 100 in every language).
 */
const PAGES = ['/', '/deals', `/deals/${DEAL_IDS.bayKayakSafari}`, '/es/deals', `/zh-Hans/deals/${DEAL_IDS.bayKayakSafari}`];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const REPORTS_DIR = path.join(repoRoot, '.lighthouse');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const PAGE_TIMEOUT_MS = 180_000;
/**
 * Lighthouse loads per page (LIGHTHOUSE_RUNS, default 1): the table shows the run with the median
 * performance score, as Lighthouse's docs advise, since TBT swings with whatever else the CPU does.
 */
const RUNS = Math.max(1, Number.parseInt(process.env.LIGHTHOUSE_RUNS ?? '1', 10) || 1);
const KNOWN_TARGETS = ['production', 'fullstack', 'demo'];
/** The targets measured (LIGHTHOUSE_TARGETS, default all three: production next to the development stack). */
const TARGETS = (process.env.LIGHTHOUSE_TARGETS ?? KNOWN_TARGETS.join(',')).split(',').map((target) => target.trim());
const UNKNOWN_TARGETS = TARGETS.filter((target) => !KNOWN_TARGETS.includes(target));
if (UNKNOWN_TARGETS.length > 0) {
  console.error(`[lighthouse] LIGHTHOUSE_TARGETS: unknown target(s) ${UNKNOWN_TARGETS.join(', ')}; use ${KNOWN_TARGETS.join(', ')} or a list of them.`);
  process.exit(2);
}
/** Requests per page before the measured load (see `warmUp`). */
const WARM_UP_REQUESTS = 10;
/** The whole run, builds included: past it, everything is stopped and the run fails. */
const RUN_TIMEOUT_MS = 25 * 60_000;

const started = performance.now();
const logger = createLogger(process.env.LOG_LEVEL ?? 'warn');
const log = (message) => console.info(`[lighthouse] ${message}`);

/** Cleanups, run newest first, once. */
const cleanups = [];
let cleaning;
function cleanUp() {
  cleaning ??= (async () => {
    for (const cleanup of cleanups.reverse()) {
      await cleanup().catch((error) => console.error('[lighthouse] cleaning up failed:', error));
    }
  })();
  return cleaning;
}
async function finish(code) {
  await cleanUp();
  process.exit(code);
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    console.error(`\n[lighthouse] ${signal}: stopping.`);
    void finish(130);
  });
}
const watchdog = setTimeout(() => {
  console.error(`[lighthouse] the run took more than ${RUN_TIMEOUT_MS / 60_000} min: stopping.`);
  void finish(1);
}, RUN_TIMEOUT_MS);
watchdog.unref();

function withTimeout(promise, ms, what) {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took more than ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Chromium with a fresh profile and a DevTools port picked by the system, in its own process group. */
async function launchChromium() {
  const profile = await mkdtemp(path.join(tmpdir(), 'spur-lh-chromium-'));
  const child = spawn(CHROMIUM, [...CHROMIUM_FLAGS, `--user-data-dir=${profile}`, '--remote-debugging-port=0', 'about:blank'], {
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  cleanups.push(async () => {
    if (child.pid !== undefined && child.exitCode === null && child.signalCode === null) {
      process.kill(-child.pid, 'SIGTERM');
      const gone = await Promise.race([exited.then(() => true), new Promise((resolve) => setTimeout(() => resolve(false), 5_000))]);
      if (!gone) process.kill(-child.pid, 'SIGKILL');
    }
    await rm(profile, { recursive: true, force: true });
  });
  const stderr = [];
  const port = await withTimeout(
    new Promise((resolve, reject) => {
      child.once('error', reject);
      void exited.then((code) => reject(new Error(`chromium exited with ${code} before it listened:\n${stderr.join('\n')}`)));
      createInterface({ input: child.stderr }).on('line', (line) => {
        stderr.push(line);
        const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(line);
        if (match) resolve(Number(match[1]));
      });
    }),
    30_000,
    `starting ${CHROMIUM}`,
  );
  return port;
}

/** One Lighthouse run: the figures, or the reason it could not measure. */
async function measure(port, url, reportFile) {
  const result = await withTimeout(
    lighthouse(url, { port, hostname: '127.0.0.1', output: 'json', logLevel: 'error', onlyCategories: CATEGORIES }),
    PAGE_TIMEOUT_MS,
    `Lighthouse on ${url}`,
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  await writeFile(reportFile, typeof result.report === 'string' ? result.report : JSON.stringify(lhr));
  const score = (id) => lhr.categories[id]?.score;
  const metric = (id) => lhr.audits[id]?.numericValue;
  return {
    error: lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : undefined,
    warnings: lhr.runWarnings,
    scores: CATEGORIES.map(score),
    fcp: metric('first-contentful-paint'),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    benchmarkIndex: lhr.environment?.benchmarkIndex,
  };
}

/**
 * RUNS measurements of `url`; the one with the median performance score (its report is the one
 * kept). A run Lighthouse itself could not record (its trace failed: NO_NAVSTART and the like)
 * is taken again, once per page.
 */
async function measureMedian(port, url, reportFile) {
  const measured = [];
  let retries = 1;
  while (measured.length < RUNS) {
    const runFile = RUNS > 1 ? reportFile.replace(/\.json$/, `.run${measured.length + 1}.json`) : reportFile;
    const row = await measure(port, url, runFile).catch((error) => ({ error: error.message }));
    if (row.error && retries > 0) {
      retries -= 1;
      log(`${url}: ${row.error.split('\n')[0]}; measuring again`);
      continue;
    }
    measured.push({ ...row, runFile });
  }
  const ok = measured.filter((row) => !row.error).sort((a, b) => a.scores[0] - b.scores[0]);
  if (ok.length === 0) return measured[0];
  const median = ok[Math.floor((ok.length - 1) / 2)];
  if (RUNS > 1) {
    await copyFile(median.runFile, reportFile);
    median.range = ok.map((row) => scoreText(row.scores[0])).join(' ');
  }
  return median;
}

const pad = (text, width) => String(text).padStart(width);
const scoreText = (score) => (typeof score === 'number' ? Math.round(score * 100) : '–');
const seconds = (ms) => (typeof ms === 'number' ? `${(ms / 1000).toFixed(1)} s` : '–');
const millis = (ms) => (typeof ms === 'number' ? `${Math.round(ms)} ms` : '–');
const shift = (value) => (typeof value === 'number' ? value.toFixed(3) : '–');

function printTable(title, rows) {
  const pageWidth = Math.max(6, ...rows.map((row) => row.page.length));
  const header = ['page'.padEnd(pageWidth), 'perf', 'a11y', 'b.p.', ' SEO', '    FCP', '    LCP', '     TBT', '   CLS'];
  console.info(`\n${title}`);
  console.info(header.join('  '));
  for (const row of rows) {
    if (row.error) {
      console.info(`${row.page.padEnd(pageWidth)}  could not measure: ${row.error}`);
      continue;
    }
    const [performanceScore, accessibility, bestPractices, seo] = row.scores.map(scoreText);
    console.info(
      [
        row.page.padEnd(pageWidth),
        pad(performanceScore, 4),
        pad(accessibility, 4),
        pad(bestPractices, 4),
        pad(seo, 4),
        pad(seconds(row.fcp), 7),
        pad(seconds(row.lcp), 7),
        pad(millis(row.tbt), 8),
        pad(shift(row.cls), 6),
        ...(row.range ? [`  perf of each run: ${row.range}`] : []),
      ].join('  '),
    );
  }
}

async function main() {
  log(`building what is stale, then starting the targets (Lighthouse ${createRequire(import.meta.url)('lighthouse/package.json').version}, ${CHROMIUM})`);
  const targets = [];
  if (TARGETS.includes('production')) {
    if (!(await postgresAnswers(LOCAL_POSTGRES))) throw new Error(`the production target needs Postgres at ${LOCAL_POSTGRES}`);
    const production = await startProductionTarget({ adminUrl: LOCAL_POSTGRES, logger, cleanups });
    targets.push({ id: 'production', title: `Production build (server/dist, 2 instances behind nginx, ${production.database})`, url: production.url });
  }
  if (TARGETS.includes('fullstack')) {
    const adminUrl = (await postgresAnswers(LOCAL_POSTGRES)) ? LOCAL_POSTGRES : undefined;
    const stack = await startThrowawayStack({
      databasePrefix: 'spur_lh',
      adminUrl,
      env: { ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' },
      logger,
    });
    cleanups.push(() => stack.close());
    targets.push({ id: 'fullstack', title: `Full stack (npm start's server, ${stack.database})`, url: stack.url });
  }
  if (TARGETS.includes('demo')) {
    const demo = await startStaticServer(await ensureDemoBuilt(log));
    cleanups.push(() => demo.close());
    targets.push({ id: 'demo', title: 'Demo build (app/dist-demo, in-browser backend)', url: demo.url });
  }
  const chromiumPort = await launchChromium();
  log(`${targets.map((target) => `${target.id} at ${target.url}`).join(', ')}; ready after ${secondsSince(started)} s`);

  await mkdir(REPORTS_DIR, { recursive: true });
  // A server that has been answering traffic: its first renders run cold code (about 300 ms
  // against 30-40 ms once warm), which no visitor of a running server waits for.
  for (const target of targets) await warmUp(target.url);
  const tables = [];
  const warnings = new Set();
  let failures = 0;
  for (const target of targets) {
    const rows = [];
    for (const page of PAGES) {
      const name = page === '/' ? 'home' : page.slice(1).replace(/[^a-z0-9]+/gi, '-');
      const reportFile = path.join(REPORTS_DIR, `${target.id}-${name}.json`);
      log(`${target.id} ${page}${RUNS > 1 ? ` (${RUNS} runs)` : ''}`);
      const row = await measureMedian(chromiumPort, `${target.url}${page}`, reportFile);
      if (row.error) failures += 1;
      for (const warning of row.warnings ?? []) warnings.add(warning);
      rows.push({ page, ...row });
    }
    tables.push({ title: target.title, rows });
  }

  for (const table of tables) printTable(table.title, table.rows);
  console.info('\nScores out of 100 (perf = performance, b.p. = best practices); Lighthouse mobile, simulated throttling.');
  // TBT and LCP scale with the CPU time the page takes here: a busy machine gives worse figures.
  const indexes = tables.flatMap((table) => table.rows.map((row) => row.benchmarkIndex)).filter((index) => typeof index === 'number');
  if (indexes.length > 0) {
    console.info(
      `This machine: Lighthouse CPU benchmark index ${Math.round(Math.min(...indexes))}–${Math.round(Math.max(...indexes))}, load average ${loadavg()[0].toFixed(1)} on ${availableParallelism()} cores.`,
    );
  }
  for (const warning of warnings) console.info(`Lighthouse: ${warning.replace(/\s+/g, ' ')}`);
  console.info(`JSON reports: ${path.relative(repoRoot, REPORTS_DIR)}/ (open one in https://googlechrome.github.io/lighthouse/viewer/). ${secondsSince(started)} s in all.`);
  if (failures > 0) console.error(`\n[lighthouse] ${failures} page(s) could not be measured.`);
  return failures > 0 ? 1 : 0;
}

/** Requests each page WARM_UP_REQUESTS times, as a browser would (compressed), before measuring. */
async function warmUp(origin) {
  for (let round = 0; round < WARM_UP_REQUESTS; round += 1) {
    for (const page of PAGES) await (await fetch(`${origin}${page}`, { headers: { 'Accept-Encoding': 'br, gzip' } })).arrayBuffer();
  }
}

try {
  await finish(await main());
} catch (error) {
  console.error('[lighthouse] could not measure:', error);
  await finish(1);
}
