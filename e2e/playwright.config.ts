/**
 * Spur's end-to-end suite: every route and flow, as a user would go through them, against
 * (every test on the full stack; on the demo, what only the demo has and a smoke journey per
 * area: DEMO_GREP below)
 *
 * - demo: the static demo build (`app/dist-demo`; the whole backend in the browser, MSW), served
 *   by a tiny static server with SPA fallback;
 * - fullstack: the real server (Koa + Postgres, cognito-local, the built-in test checkout) with
 *   the built app (`app/dist`), on a fresh database.
 *
 * Both backends are started by global setup on free loopback ports and stopped at the end (see
 * support/globalSetup.ts). `npm run test:e2e` at the root builds both apps first and runs both
 * projects; `npx playwright test -c e2e --project=demo` runs one.
 */
import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import type { BackendOptions } from './support/fixtures';
import { DEMO_TAG, URL_ENV } from './support/projects';

const CI = !!process.env.CI;

/**
 * Each journey runs where it proves something. Every test runs on the full stack; the demo runs
 * the tests tagged `@demo` (DEMO_TAG), which are what only the demo has and one smoke journey per
 * area (`grep -rn DEMO_TAG e2e/tests` lists them):
 *
 * - the in-page backend, its service worker and its prerendered pages: ssr.spec;
 * - the Cognito emulation: auth.spec's sign up, log in and forgot password, profile.spec's change
 *   password and delete account;
 * - the Outbox: mail.spec;
 * - live updates across tabs (BroadcastChannel and the shared localStorage): live.spec;
 * - one smoke journey per area: browse (deals.spec, the grid with every deal), book and pay
 *   (checkout.spec, the logged-in booking to its cancellation), sign up and sign in (auth.spec,
 *   above) and the business dashboard (business.spec, a deal created with the full form, booked
 *   and counted), payouts (payouts.spec, a new business through the test onboarding) and earnings
 *   (earnings.spec, that business paid out, a late cancellation and a reversed transfer).
 *
 * That both backends answer every API call alike is the contract suite's proof
 * (server/test/contract), not this suite's.
 */
const DEMO_GREP = new RegExp(DEMO_TAG);
const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export default defineConfig<BackendOptions>({
  testDir: './tests',
  outputDir: './.output/test-results',
  globalSetup: './support/globalSetup.ts',
  // Two cores: two browsers at a time. Tests create their own users, so they can run in any order.
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 2,
  fullyParallel: true,
  forbidOnly: CI,
  retries: CI ? 1 : 0,
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['./support/timingReporter.ts']],
  use: {
    ...devices['Desktop Chrome'],
    viewport: { width: 1280, height: 800 },
    locale: 'en-US',
    timezoneId: 'America/Los_Angeles',
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
    // Recording a trace of every test costs about 40 % of the run on two cores: only a retried
    // test records one (CI retries once). Locally: `--trace on` when a trace is wanted.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    video: 'off',
    launchOptions: {
      // Debian's chromium when it is there; Playwright's own browser otherwise.
      ...(existsSync(chromiumPath) ? { executablePath: chromiumPath } : {}),
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'],
    },
  },
  projects: [
    // The demo runs only the tests tagged DEMO_TAG (see its comment); the full stack runs every test.
    { name: 'demo', grep: DEMO_GREP, use: { backend: 'demo', baseURL: process.env[URL_ENV.demo] } },
    { name: 'fullstack', use: { backend: 'fullstack', baseURL: process.env[URL_ENV.fullstack] } },
  ],
});
