/**
 * The offline voucher (issue 31): a voucher page hands Spur's service worker (`public/sw.js`) a
 * copy of itself once the voucher shows (`keepVoucherOffline`): its HTML as rendered, without
 * scripts, and the files it loaded. The worker answers with it when the network cannot be
 * reached. A copy, not the app: offline, the app could not start (signing in checks the user pool
 * and the API), while the copy shows the voucher with nothing to run. Signing out forgets it.
 */

/** The worker's cache of the last voucher page (`OFFLINE_VOUCHER_CACHE` in public/sw.js). */
export const OFFLINE_VOUCHER_CACHE = 'spur-offline-voucher';
/** The message a voucher page posts to the worker (`KEEP_VOUCHER` in public/sw.js). */
export const KEEP_VOUCHER = 'spur:keep-voucher-offline';

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

/** How long the voucher's QR may take to draw before the page is kept without waiting for it. */
const QR_WAIT_MS = 5_000;

/** Resolves once the voucher's QR has been drawn (`VoucherQr`'s `data-ready`), or after `QR_WAIT_MS`. */
function whenVoucherDrawn(): Promise<void> {
  const drawn = () => document.querySelector('[data-voucher] [data-ready="true"]') !== null;
  return new Promise((resolve) => {
    if (drawn()) return resolve();
    const observer = new MutationObserver(() => drawn() && done());
    const timer = setTimeout(() => done(), QR_WAIT_MS);
    const done = () => {
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    };
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-ready'] });
  });
}

/** The CSS rules of the page's style elements (styled-components writes them into the sheet, not the element). */
function styleRules(): string {
  return [...document.querySelectorAll('style')]
    .map(({ sheet }) => {
      try {
        return [...(sheet?.cssRules ?? [])].map((rule) => rule.cssText).join('\n');
      } catch {
        return '';
      }
    })
    .join('\n');
}

/** This page as it shows now, without its scripts: it shows the same with nothing to run. */
function pageCopy(): string {
  const copy = document.documentElement.cloneNode(true) as HTMLElement;
  copy.removeAttribute('data-hydrated');
  for (const element of copy.querySelectorAll('script, link[rel="modulepreload"], style')) element.remove();
  const style = document.createElement('style');
  style.textContent = styleRules();
  copy.querySelector('head')?.append(style);
  return `<!doctype html>\n${copy.outerHTML}`;
}

/** Asks the worker to keep this voucher page (`path`), once its voucher shows, for when the network cannot be reached. */
export function keepVoucherOffline(path: string): void {
  const worker = typeof navigator === 'undefined' ? null : navigator.serviceWorker?.controller;
  if (!worker) return;
  void whenVoucherDrawn().then(() => {
    // The person may have gone elsewhere meanwhile: keep only the voucher's own page.
    if (location.pathname !== path) return;
    worker.postMessage({ type: KEEP_VOUCHER, url: path, html: pageCopy(), assets: loadedFiles() });
  });
}

/** Forgets the kept voucher page (signing out: the device keeps nothing of the last person). */
export function forgetOfflineVoucher(): void {
  if (typeof caches === 'undefined') return;
  caches.delete(OFFLINE_VOUCHER_CACHE).catch(() => undefined);
}
