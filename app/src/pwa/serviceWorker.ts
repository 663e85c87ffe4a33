/**
 * Spur's service worker (issue 31, `public/sw.js`): push notifications and the offline voucher.
 *
 * The full stack registers it once the page has hydrated and the browser is idle, so it never
 * competes with the first paint. The demo does not: its one worker per scope is MSW's
 * (`public/demoServiceWorker.js`), which imports the same handlers.
 *
 * A voucher page tells the worker to keep it (`keepVoucherOffline`) with the files it loaded; the
 * worker answers with them when the network cannot be reached. Signing out forgets it.
 */

export const SERVICE_WORKER_URL = '/sw.js';
/** The worker's cache of the last voucher page (`OFFLINE_VOUCHER_CACHE` in public/sw.js). */
export const OFFLINE_VOUCHER_CACHE = 'spur-offline-voucher';
/** The message a voucher page posts to the worker (`KEEP_VOUCHER` in public/sw.js). */
export const KEEP_VOUCHER = 'spur:keep-voucher-offline';

type Idle = (callback: () => void) => void;
const whenIdle: Idle = (callback) =>
  typeof requestIdleCallback === 'function' ? requestIdleCallback(callback, { timeout: 5_000 }) : setTimeout(callback, 1_000);

/** Registers the worker (full stack only) once `ready` settles and the browser is idle. */
export function registerServiceWorker(ready: Promise<void>, { demo, idle = whenIdle }: { demo: boolean; idle?: Idle }): void {
  if (demo || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  void ready.then(() =>
    idle(() => {
      navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' }).catch((error: unknown) => {
        // The app works without it (no push, no offline voucher): nothing to tell the person.
        console.warn('Spur: the service worker did not register', error);
      });
    }),
  );
}

/** The same-origin files this page has loaded (scripts, styles, fonts, pictures), API calls aside. */
function loadedFiles(): string[] {
  return performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((url) => {
      const { origin, pathname } = new URL(url);
      return origin === location.origin && !pathname.startsWith('/api/');
    });
}

/** Asks the worker to keep this voucher page (`path`) for when the network cannot be reached. */
export function keepVoucherOffline(path: string): void {
  const worker = typeof navigator === 'undefined' ? null : navigator.serviceWorker?.controller;
  worker?.postMessage({ type: KEEP_VOUCHER, url: path, assets: loadedFiles() });
}

/** Forgets the kept voucher page (signing out: the device keeps nothing of the last person). */
export function forgetOfflineVoucher(): void {
  if (typeof caches === 'undefined') return;
  caches.delete(OFFLINE_VOUCHER_CACHE).catch(() => undefined);
}
