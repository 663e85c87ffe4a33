#!/usr/bin/env node
// `npm run inp`: Interaction to Next Paint (web-vitals' `onINP`) for a tap made right after a page
// has loaded, on a phone-sized Chromium with the CPU slowed four times (issue 32): the first taps a
// person makes on a server-rendered page land while its scripts load and hydrate it.
//
// Against the production target (`npm run lighthouse`'s: the production build, two instances
// behind nginx, a fresh seeded database), each case is loaded INP_RUNS times (default 5) in a
// fresh context: the tap is made at the `load` event, the page is left to hydrate, and the INP
// web-vitals reports is kept with whether the page had hydrated when it was tapped and what the
// tap did (and, for the filter, how long until the page showed it chosen). It prints each case's
// median, min and max. A measurement, not a test: it exits 0
// whatever the figures, non-zero only when a case could not be measured.
//
// Run through tsx: `NODE_ENV=production node --import tsx --conditions=@spur/source scripts/inp.mjs`.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { chromium } from 'playwright';
import { DEAL_IDS } from '@spur/demo-data';
import { LOCAL_POSTGRES, postgresAnswers } from '@spur/local-stack';
import { createLogger } from '@spur/server';
import { describeLoad } from './machine.mjs';
import { secondsSince } from './lib/proc.mjs';
import { startProductionTarget } from './lib/productionTarget.mjs';

const RUNS = Math.max(1, Number.parseInt(process.env.INP_RUNS ?? '5', 10) || 5);
const CPU_SLOWDOWN = 4;
/** How long a tapped page may take to hydrate (and to report) before the run gives up on it. */
const SETTLE_TIMEOUT_MS = 30_000;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** A mid-range phone's screen, as Lighthouse's mobile profile. */
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };

/**
 * What is tapped: Book Now on a seed deal without times (it books at once), and a time filter on
 * /deals. For the filter, also how long until the page shows it chosen (whether as a radio, a
 * pressed button or the current link: the markup the build has).
 */
const CASES = [
  { name: 'Book Now (deal page)', path: `/deals/${DEAL_IDS.bayKayakSafari}`, target: (page) => page.getByRole('button', { name: 'Book Now' }) },
  {
    name: 'Filter "Today" (/deals)',
    path: '/deals',
    target: (page) => page.getByText('Today', { exact: true }).first(),
    shown: () =>
      [...document.querySelectorAll('[aria-checked="true"], [aria-pressed="true"], [aria-current="page"]')].some(
        (element) => element.textContent?.trim() === 'Today',
      ),
  },
];

const require = createRequire(import.meta.url);
// The package exports no path to its IIFE build; it sits beside its CommonJS entry.
const webVitalsScript = await readFile(path.join(path.dirname(require.resolve('web-vitals')), 'web-vitals.iife.js'), 'utf8');
const log = (message) => console.info(`[inp] ${message}`);
const started = performance.now();
const cleanups = [];

/** Every value web-vitals reports for the page (and for a page the tap navigated to), in Node. */
function reportingScript() {
  return `${webVitalsScript}
    webVitals.onINP((metric) => window.__spurInp?.(metric.value), { reportAllChanges: true, durationThreshold: 16 });`;
}

async function measureOnce(browser, origin, testCase) {
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    const reported = [];
    await page.exposeFunction('__spurInp', (value) => reported.push(value));
    await page.addInitScript({ content: reportingScript() });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const url = new URL(testCase.path, origin).href;
    await page.goto(url, { waitUntil: 'load' });
    const target = testCase.target(page);
    await target.waitFor({ state: 'visible', timeout: SETTLE_TIMEOUT_MS });
    const box = await target.boundingBox();
    if (!box) throw new Error(`${testCase.name}: the target has no box`);
    const hydratedAtTap = await page.evaluate(() => document.documentElement.dataset.hydrated === 'true');
    // A raw tap at the control's centre: no waiting for it to be enabled, as a thumb does not wait.
    const tapped = performance.now();
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    const shownMs = testCase.shown
      ? await page.waitForFunction(testCase.shown, null, { timeout: SETTLE_TIMEOUT_MS }).then(() => performance.now() - tapped)
      : null;
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', null, { timeout: SETTLE_TIMEOUT_MS });
    await page.waitForTimeout(500);
    // web-vitals reports the final INP when the page is hidden.
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await page.waitForTimeout(200);
    const outcome = page.url() === url ? 'stayed' : `went to ${new URL(page.url()).pathname}${new URL(page.url()).search}`;
    return { inp: reported.length > 0 ? Math.max(...reported) : null, hydratedAtTap, outcome, shownMs };
  } finally {
    await context.close();
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

async function main() {
  if (!(await postgresAnswers(LOCAL_POSTGRES))) throw new Error(`the production target needs Postgres at ${LOCAL_POSTGRES}`);
  const target = await startProductionTarget({ adminUrl: LOCAL_POSTGRES, logger: createLogger(process.env.LOG_LEVEL ?? 'warn'), cleanups });
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'],
  });
  cleanups.push(() => browser.close());
  log(`production target at ${target.url}; CPU slowed ${CPU_SLOWDOWN}x, ${RUNS} runs per case; ${describeLoad()}`);
  // Warm the server's code paths, as on a server that has been up a while.
  for (const testCase of CASES) for (let index = 0; index < 5; index += 1) await fetch(new URL(testCase.path, target.url));

  let unmeasured = 0;
  const rows = [];
  for (const testCase of CASES) {
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) runs.push(await measureOnce(browser, target.url, testCase));
    const values = runs.map((result) => result.inp).filter((value) => value !== null);
    if (values.length === 0) unmeasured += 1;
    rows.push({
      case: testCase.name,
      'median INP (ms)': values.length ? Math.round(median(values)) : 'n/a',
      'min–max (ms)': values.length ? `${Math.round(Math.min(...values))}–${Math.round(Math.max(...values))}` : 'n/a',
      'reported / runs': `${values.length} / ${runs.length}`,
      'hydrated at tap': `${runs.filter((result) => result.hydratedAtTap).length} / ${runs.length}`,
      'tap → shown chosen, median (ms)': testCase.shown ? Math.round(median(runs.map((result) => result.shownMs))) : '',
      'the tap': [...new Set(runs.map((result) => result.outcome))].join('; '),
    });
  }
  console.table(rows);
  log(`done in ${secondsSince(started)} s`);
  return unmeasured === 0 ? 0 : 1;
}

let code = 1;
try {
  code = await main();
} catch (error) {
  console.error('[inp] failed:', error);
} finally {
  for (const cleanup of cleanups.reverse()) await cleanup().catch((error) => console.error('[inp] cleaning up failed:', error));
}
process.exit(code);
