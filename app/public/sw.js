// Spur's service worker (issue 31): alerts pushed to the device, and the last voucher the person
// opened kept for when the phone is offline. The full stack registers it (`src/pwa/`); the demo,
// which may have one worker only, imports it into its own (`demoServiceWorker.js`, MSW's).
//
// Everything is reached through `self`, so the unit test runs it in a fake worker scope.
(() => {
  /** The one cache of the offline voucher: its page and the files that page needs. */
  const OFFLINE_VOUCHER_CACHE = 'spur-offline-voucher';
  /** What a voucher page posts once its voucher is on screen: `{ type, url, html, assets }`. */
  const KEEP_VOUCHER = 'spur:keep-voucher-offline';
  const VOUCHER_PATH = /^\/booking-details\/[^/]+$/;
  /** What the kept copy of a voucher page loads: no script (it has none) and no API call. */
  const PAGE_FILES = new Set(['style', 'font', 'image', 'manifest']);
  const SCRIPT = /\.m?js$/;
  const ICON = '/icons/icon-192.png';
  const BADGE = '/icons/badge-96.png';
  const GENERIC = { title: 'Spur', body: 'Something near you starts soon.', url: '/', tag: 'spur' };

  const origin = new URL(self.location.href).origin;

  /** `url` on this origin, as a path; null for another origin or something that is not a URL. */
  function sameOriginPath(url) {
    try {
      const parsed = new URL(url, origin);
      return parsed.origin === origin ? `${parsed.pathname}${parsed.search}${parsed.hash}` : null;
    } catch {
      return null;
    }
  }

  const text = (value) => (typeof value === 'string' && value.trim() ? value : null);

  /** The notification a push payload asks for; a generic one when the payload is missing or malformed. */
  function notificationFor(data) {
    let payload = null;
    try {
      payload = data ? data.json() : null;
    } catch {
      payload = null;
    }
    const title = text(payload?.title);
    if (!title) return GENERIC;
    return {
      title,
      body: text(payload.body) ?? '',
      url: sameOriginPath(text(payload.url) ?? '/') ?? '/',
      tag: text(payload.tag) ?? GENERIC.tag,
    };
  }

  self.addEventListener('push', (event) => {
    const { title, body, url, tag } = notificationFor(event.data);
    // One notification per deal (its tag); a newer one about the same deal replaces it and still rings.
    event.waitUntil(self.registration.showNotification(title, { body, icon: ICON, badge: BADGE, tag, renotify: true, data: { url } }));
  });

  self.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const url = new URL(sameOriginPath(event.notification.data?.url ?? '/') ?? '/', origin).href;
    event.waitUntil(
      (async () => {
        const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
        const open = windows.find((client) => new URL(client.url).origin === origin && 'navigate' in client);
        // Only a window this worker controls can be sent elsewhere; without one, a new window.
        const sent = open ? await open.navigate(url).catch(() => null) : null;
        if (!sent) return self.clients.openWindow(url);
        return sent.focus().catch(() => sent);
      })(),
    );
  });

  /**
   * Keeps the voucher page at `url` (`html`: the page as it showed the voucher, without its
   * scripts) and the files it needs (`assets`: its styles, fonts, pictures), in place of the
   * voucher kept before: only the last one stays.
   */
  async function keepVoucher(url, html, assets) {
    const pagePath = sameOriginPath(url);
    if (!pagePath || !VOUCHER_PATH.test(new URL(pagePath, origin).pathname)) return;
    const files = [...new Set(assets.map(sameOriginPath).filter((path) => path && !path.startsWith('/api/') && !SCRIPT.test(new URL(path, origin).pathname)))];
    const fetched = await Promise.all(
      files.map(async (path) => {
        try {
          const response = await self.fetch(new URL(path, origin).href);
          return response.ok ? [path, response] : null;
        } catch {
          return null;
        }
      }),
    );
    await self.caches.delete(OFFLINE_VOUCHER_CACHE);
    const cache = await self.caches.open(OFFLINE_VOUCHER_CACHE);
    // The copy runs nothing: no script may run in it, whatever its HTML holds.
    const headers = { 'Content-Type': 'text/html; charset=utf-8', 'Content-Security-Policy': "script-src 'none'" };
    await cache.put(new URL(pagePath, origin).href, new Response(html, { headers }));
    await Promise.all(fetched.filter(Boolean).map(([path, response]) => cache.put(new URL(path, origin).href, response)));
  }

  self.addEventListener('message', (event) => {
    const message = event.data;
    if (message?.type !== KEEP_VOUCHER || typeof message.url !== 'string' || typeof message.html !== 'string') return;
    const assets = Array.isArray(message.assets) ? message.assets.filter((asset) => typeof asset === 'string') : [];
    event.waitUntil(keepVoucher(message.url, message.html, assets).catch(() => undefined));
  });

  /** The network's answer; the kept one only when the network cannot be reached. */
  async function networkOrKept(request) {
    try {
      return await self.fetch(request);
    } catch (error) {
      const cache = await self.caches.open(OFFLINE_VOUCHER_CACHE);
      const kept = await cache.match(request.url, { ignoreVary: true });
      if (kept) return kept;
      throw error;
    }
  }

  // Only voucher pages and the files a kept copy loads pass through here: every other request (scripts, the API,
  // the demo's requests for MSW, other pages) goes to the network as if there were no worker, and
  // a page that cannot load offline is the browser's to show (no page fallback: server rendering
  // stays the only way pages are made).
  self.addEventListener('fetch', (event) => {
    const { request } = event;
    if (request.method !== 'GET' || new URL(request.url).origin !== origin) return;
    const voucherPage = request.mode === 'navigate' && VOUCHER_PATH.test(new URL(request.url).pathname);
    if (voucherPage || PAGE_FILES.has(request.destination)) event.respondWith(networkOrKept(request));
  });

  // A new version takes over at once, and the open pages with it (so their voucher can be kept).
  self.addEventListener('install', () => self.skipWaiting());
  self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
})();
