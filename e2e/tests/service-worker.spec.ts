/**
 * The installable app (issue 31): the web manifest, and the service worker's push and
 * notificationclick handlers, run in Chromium by dispatching the events inside the worker
 * (Chromium cannot reach its own push service here; `waitUntil` of such an event throws, but the
 * handlers' work is started before it). On the demo they run in MSW's worker, which imports them.
 * The offline voucher runs on the full stack, whose worker keeps it.
 */
import type { BrowserContext, Page, Worker } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { createAccount, logOut, main, signIn } from '../support/app';
import { bookAndOpenVoucher } from '../support/checkout';
import { DEMO_TAG, type Backend } from '../support/projects';

/** The worker's scope, as the functions given to `worker.evaluate` see it (this project's types are a page's). */
interface WorkerScope {
  registration: ServiceWorkerRegistration;
  dispatchEvent(event: Event): boolean;
}
declare const PushEvent: new (type: 'push', init: { data: string }) => Event;
declare const NotificationEvent: new (type: 'notificationclick', init: { notification: Notification }) => Event;

/** The app's service worker once it controls `page` (registered after hydration, when idle). */
async function appWorker(page: Page, context: BrowserContext, backend: Backend): Promise<Worker> {
  const script = backend === 'demo' ? /\/demoServiceWorker\.js\?/ : /\/sw\.js$/;
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  const worker = context.serviceWorkers().find((candidate) => script.test(candidate.url()));
  return worker ?? context.waitForEvent('serviceworker', { predicate: (candidate) => script.test(candidate.url()) });
}

const shownNotifications = (worker: Worker) =>
  worker.evaluate(async () =>
    (await (self as unknown as WorkerScope).registration.getNotifications()).map(({ title, body, tag, data }) => ({ title, body, tag, url: (data as { url: string }).url })),
  );

test.describe('the service worker', { tag: DEMO_TAG }, () => {
  // The events are dispatched by hand: their waitUntil throws, which the page does not see.
  test('a push shows the deal with its details; a click on it opens the deal in the app\'s window', async ({ page, context, backend, baseURL }) => {
    await context.grantPermissions(['notifications'], { origin: baseURL! });
    await page.goto('/deals');
    const dealPath = await main(page).locator('a[href^="/deals/"]').first().getAttribute('href');
    expect(dealPath).toMatch(/^\/deals\/[^/]+$/);
    const worker = await appWorker(page, context, backend);

    const payload = { title: 'Sunset Kayak Tour', body: 'Starts in 45 min · 1.2 mi away · $39.00', url: dealPath, tag: `deal:${dealPath}` };
    await worker.evaluate((data) => (self as unknown as WorkerScope).dispatchEvent(new PushEvent('push', { data })), JSON.stringify(payload));
    await expect.poll(() => shownNotifications(worker)).toEqual([payload]);

    // The same deal again: one notification, the newer one.
    await worker.evaluate((data) => (self as unknown as WorkerScope).dispatchEvent(new PushEvent('push', { data })), JSON.stringify({ ...payload, body: 'Starts in 15 min · 1.2 mi away · $39.00' }));
    await expect.poll(() => shownNotifications(worker)).toEqual([{ ...payload, body: 'Starts in 15 min · 1.2 mi away · $39.00' }]);

    // A push without a usable payload still shows something.
    await worker.evaluate(() => (self as unknown as WorkerScope).dispatchEvent(new PushEvent('push', { data: 'not json' })));
    await expect.poll(() => shownNotifications(worker)).toContainEqual({ title: 'Spur', body: 'Something near you starts soon.', tag: 'spur', url: '/' });

    await worker.evaluate(async (tag) => {
      const scope = self as unknown as WorkerScope;
      const [notification] = await scope.registration.getNotifications({ tag });
      scope.dispatchEvent(new NotificationEvent('notificationclick', { notification: notification! }));
    }, payload.tag);
    await expect(page).toHaveURL(new URL(dealPath!, baseURL).href);
    await expect.poll(() => shownNotifications(worker)).not.toContainEqual(expect.objectContaining({ tag: payload.tag }));
  });

  test('the web manifest is served as one, with icons that exist; every page links it', async ({ page, request }) => {
    const response = await request.get('/manifest.webmanifest');
    expect(response.ok()).toBe(true);
    expect(response.headers()['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = (await response.json()) as { short_name: string; start_url: string; display: string; icons: { src: string; type: string }[] };
    expect(manifest).toMatchObject({ short_name: 'Spur', start_url: '/', display: 'standalone' });
    for (const icon of manifest.icons) {
      const file = await request.get(icon.src);
      expect(file.ok(), icon.src).toBe(true);
      expect(file.headers()['content-type']).toBe('image/png');
    }
    await page.goto('/deals');
    await expect(page.locator('head link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
    await expect(page.locator('head link[rel="apple-touch-icon"]')).toHaveAttribute('href', '/icons/apple-touch-icon.png');
    await expect(page.locator('head meta[name="theme-color"]')).toHaveAttribute('content', '#C2410C');
  });
});

test('the full stack\'s worker is revalidated on every update check', async ({ request }) => {
  const response = await request.get('/sw.js');
  expect(response.ok()).toBe(true);
  expect(response.headers()['cache-control']).toBe('no-cache');
});

// An open-dated deal with 25 places (voucher.spec books it too: fullstack tests share one database).
const TITLE = 'Beach Bonfire & S\u2019mores Night';
const PRICE = '$45.00';

test('the last voucher opened still shows offline, as it was shown; signing out forgets it', async ({ page, context, backend, baseURL }) => {
  const account = await createAccount(page, backend);
  await signIn(page, backend, account);
  await appWorker(page, context, backend);
  const { code, detailsPath } = await bookAndOpenVoucher(page, TITLE, PRICE);
  const kept = () => page.evaluate(async (path) => (await (await caches.open('spur-offline-voucher')).match(path)) !== undefined, detailsPath);
  await expect.poll(kept).toBe(true);

  await context.setOffline(true);
  // The kept copy runs no script, so it never hydrates: the frame's own navigation, not the fixture's.
  await page.mainFrame().goto(new URL(detailsPath, baseURL).href);
  const voucher = main(page).getByRole('region', { name: 'Your voucher' });
  await expect(voucher.getByTestId('voucher-code')).toHaveText(code);
  await expect(voucher.getByRole('img', { name: `QR code of voucher ${code}` }).locator('svg')).toBeVisible();
  await expect(main(page).getByRole('heading', { name: TITLE })).toBeVisible();

  await context.setOffline(false);
  await page.goto('/');
  await logOut(page);
  await expect.poll(kept).toBe(false);
});
