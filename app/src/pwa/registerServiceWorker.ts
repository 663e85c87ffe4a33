/**
 * Registers Spur's service worker (issue 31, `public/sw.js`: push notifications, the offline
 * voucher) on the full stack, once the page has hydrated and the browser is idle, so it never
 * competes with the first paint. The demo does not: its one worker per scope is MSW's
 * (`public/demoServiceWorker.js`), which imports the same handlers. Loaded as its own chunk by
 * main.tsx, outside the home page's initial JavaScript.
 */

export const SERVICE_WORKER_URL = '/sw.js';

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

