/**
 * The suite's `test`: Playwright's, plus
 *
 * - `backend` ('demo' | 'fullstack'), set per project, for the few differences between the two;
 * - a check that no page of the test threw an uncaught error or left a promise rejection
 *   unhandled (console errors are attached to the report, not failed: some are expected, such as
 *   the 404 page's log or a 401 answer after a wrong password);
 * - `page.goto` and `page.reload` that wait until the app has hydrated (`<html data-hydrated>`):
 *   a server-rendered page shows before it responds, and a click before then would be lost.
 *
 * Import `test` and `expect` from here, never from @playwright/test.
 */
import { test as base, expect, type Page } from '@playwright/test';
import type { Backend } from './projects';

export interface BackendOptions {
  backend: Backend;
}

/**
 * Page errors no test should fail on. MSW (the demo's in-browser backend) starts its worker with
 * a fire-and-forget `registration.update()`; Chromium now and then rejects that background check
 * with "Not found" while the worker already registered keeps serving every request. Nothing of the
 * app's runs in it, so it is noise, not a bug of the page.
 */
const IGNORED_PAGE_ERRORS: RegExp[] = [/Failed to update a ServiceWorker for scope \('[^']*'\) with script \('[^']*\/demoServiceWorker\.js[^']*'\): Not found/];

interface PageErrorOptions {
  /** Uncaught page errors a test expects (matched against the message). */
  allowedPageErrors: RegExp[];
}

/**
 * Waits for `main.tsx`'s hydration marker after loads the test starts itself, on the app's
 * origin only (another page, such as the full stack's mail catcher, has no marker).
 */
async function waitForHydration(page: Page, appUrl: string | undefined) {
  if (appUrl && new URL(page.url()).origin !== new URL(appUrl).origin) return;
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

export const test = base.extend<BackendOptions & PageErrorOptions>({
  backend: ['demo', { option: true }],
  allowedPageErrors: [[], { option: true }],

  page: async ({ page, javaScriptEnabled, baseURL }, use) => {
    if (javaScriptEnabled !== false) {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (...args) => {
        const response = await goto(...args);
        await waitForHydration(page, baseURL);
        return response;
      };
      page.reload = async (...args) => {
        const response = await reload(...args);
        await waitForHydration(page, baseURL);
        return response;
      };
    }
    await use(page);
  },

  context: async ({ context, allowedPageErrors }, use, testInfo) => {
    const pageErrors: string[] = [];
    const consoleErrors: string[] = [];
    context.on('weberror', (webError) => {
      const error = webError.error();
      // Some errors (a rejected service worker update) come with an empty stack: keep the message.
      const text = error.stack?.includes(error.message) ? error.stack : `${error.name}: ${error.message}${error.stack ? `\n${error.stack}` : ''}`;
      pageErrors.push(`${webError.page()?.url() ?? '(no page)'}: ${text}`);
    });
    context.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(`${message.location().url}: ${message.text()}`);
    });
    await use(context);
    if (consoleErrors.length > 0) await testInfo.attach('console errors', { body: consoleErrors.join('\n'), contentType: 'text/plain' });
    const unexpected = pageErrors.filter((error) => ![...IGNORED_PAGE_ERRORS, ...allowedPageErrors].some((allowed) => allowed.test(error)));
    expect(unexpected, 'uncaught errors in the page').toEqual([]);
  },
});

export { expect };
