import { describe, expect, it, vi } from 'vitest';
import workerSource from '../../public/sw.js?raw';
import { KEEP_VOUCHER, OFFLINE_VOUCHER_CACHE } from './offlineVoucher';

type Listener = (event: Record<string, unknown>) => void;
const ORIGIN = 'https://spur.example';

/** A Cache Storage with one level of Map, keyed by URL. */
function fakeCaches() {
  const stores = new Map<string, Map<string, Response>>();
  return {
    stores,
    open: vi.fn(async (name: string) => {
      const store = stores.get(name) ?? new Map<string, Response>();
      stores.set(name, store);
      return {
        put: async (url: string, response: Response) => void store.set(url, response),
        match: async (url: string) => store.get(url)?.clone(),
      };
    }),
    delete: vi.fn(async (name: string) => stores.delete(name)),
  };
}

interface FakeWindow {
  url: string;
  focus: ReturnType<typeof vi.fn>;
  navigate: ReturnType<typeof vi.fn>;
}

function fakeWindow(url: string, navigable = true): FakeWindow {
  const window: FakeWindow = {
    url,
    focus: vi.fn(async () => window),
    navigate: vi.fn(async () => (navigable ? window : Promise.reject(new TypeError('not controlled')))),
  };
  return window;
}

/** Runs public/sw.js in a fake worker scope. */
function startWorker({ windows = [] as FakeWindow[], fetch = vi.fn<(input: RequestInfo, init?: RequestInit) => Promise<Response>>() } = {}) {
  const listeners = new Map<string, Listener[]>();
  const caches = fakeCaches();
  const scope = {
    location: { href: `${ORIGIN}/sw.js` },
    addEventListener: (type: string, listener: Listener) => listeners.set(type, [...(listeners.get(type) ?? []), listener]),
    registration: { showNotification: vi.fn(async () => undefined) },
    clients: { matchAll: vi.fn(async () => windows), openWindow: vi.fn(async () => null), claim: vi.fn(async () => undefined) },
    skipWaiting: vi.fn(async () => undefined),
    caches,
    fetch,
  };
  new Function('self', workerSource)(scope);
  /** Dispatches an event to the worker; resolves with what it waited for and what it answered. */
  const dispatch = async (type: string, fields: Record<string, unknown> = {}) => {
    const waited: Promise<unknown>[] = [];
    let answer: Promise<Response> | undefined;
    const event = { ...fields, waitUntil: (promise: Promise<unknown>) => waited.push(promise), respondWith: (response: Promise<Response>) => (answer = response) };
    for (const listener of listeners.get(type) ?? []) listener(event);
    await Promise.all(waited);
    return { answer };
  };
  return { scope, caches, dispatch };
}

const pushData = (payload: unknown) => ({ json: () => (typeof payload === 'string' ? JSON.parse(payload) : payload) });

describe('the service worker (public/sw.js)', () => {
  describe('push', () => {
    it('shows the deal the payload names, one notification per deal that rings again', async () => {
      const { scope, dispatch } = startWorker();
      const payload = { title: 'Sunset Kayak Tour', body: 'Starts in 45 min · 1.2 mi away · $39.00', url: '/deals/d-42', tag: 'deal:d-42' };
      await dispatch('push', { data: pushData(payload) });
      expect(scope.registration.showNotification).toHaveBeenCalledWith('Sunset Kayak Tour', {
        body: 'Starts in 45 min · 1.2 mi away · $39.00',
        icon: '/icons/icon-192.png',
        badge: '/icons/badge-96.png',
        tag: 'deal:d-42',
        renotify: true,
        data: { url: '/deals/d-42' },
      });
    });

    it.each([
      ['no payload', null],
      ['a payload that is not JSON', pushData('{not json')],
      ['a payload without a title', pushData({ body: 'x', url: '/deals/1' })],
    ])('shows a generic Spur notification that opens the home page for %s', async (_, data) => {
      const { scope, dispatch } = startWorker();
      await dispatch('push', { data });
      expect(scope.registration.showNotification).toHaveBeenCalledWith('Spur', expect.objectContaining({ body: 'Something near you starts soon.', tag: 'spur', data: { url: '/' } }));
    });

    it('never points a notification at another origin', async () => {
      const { scope, dispatch } = startWorker();
      await dispatch('push', { data: pushData({ title: 'Deal', body: 'b', url: 'https://evil.example/deals/1', tag: 't' }) });
      expect(scope.registration.showNotification).toHaveBeenCalledWith('Deal', expect.objectContaining({ data: { url: '/' } }));
    });
  });

  describe('notificationclick', () => {
    const click = (url: unknown) => ({ notification: { close: vi.fn(), data: { url } } });

    it('closes the notification and sends an open window of the app to the deal', async () => {
      const open = fakeWindow(`${ORIGIN}/profile`);
      const { scope, dispatch } = startWorker({ windows: [fakeWindow('https://other.example/'), open] });
      const event = click('/deals/d-42');
      await dispatch('notificationclick', event);
      expect(event.notification.close).toHaveBeenCalled();
      expect(open.navigate).toHaveBeenCalledWith(`${ORIGIN}/deals/d-42`);
      expect(open.focus).toHaveBeenCalled();
      expect(scope.clients.openWindow).not.toHaveBeenCalled();
    });

    it('opens a window on the deal when none of the app is open, or when the open one cannot be sent there', async () => {
      const none = startWorker();
      await none.dispatch('notificationclick', click('/deals/d-42'));
      expect(none.scope.clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}/deals/d-42`);

      const uncontrolled = startWorker({ windows: [fakeWindow(`${ORIGIN}/`, false)] });
      await uncontrolled.dispatch('notificationclick', click('/deals/d-42'));
      expect(uncontrolled.scope.clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}/deals/d-42`);
    });

    it('opens the home page for a URL of another origin', async () => {
      const { scope, dispatch } = startWorker();
      await dispatch('notificationclick', click('https://evil.example/phish'));
      expect(scope.clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}/`);
    });
  });

  describe('the offline voucher', () => {
    const PAGE = '<!doctype html>\n<html><body><main>Your voucher KWDD-M243</main></body></html>';
    const network = () =>
      vi.fn(async (input: RequestInfo) => {
        const url = typeof input === 'string' ? input : input.url;
        return url.endsWith('/missing.woff2') ? new Response('', { status: 404 }) : new Response(`file ${new URL(url).pathname}`, { status: 200 });
      });
    const keep = (url: string, assets: unknown[] = [], html: unknown = PAGE) => ({ data: { type: KEEP_VOUCHER, url, html, assets } });

    it('keeps the copy of the voucher page and the files it loaded, and only the last voucher', async () => {
      const { caches, dispatch } = startWorker({ fetch: network() });
      await dispatch('message', keep('/booking-details/old', [`${ORIGIN}/assets/old-EF56.css`]));
      await dispatch('message', keep('/booking-details/b-1', [`${ORIGIN}/assets/index-AB12.css`, `${ORIGIN}/assets/index-AB12.js`, `${ORIGIN}/api/bookings/b-1`, `${ORIGIN}/missing.woff2`, 'https://cdn.example/x.css']));
      const kept = caches.stores.get(OFFLINE_VOUCHER_CACHE)!;
      expect([...kept.keys()].sort()).toEqual([`${ORIGIN}/assets/index-AB12.css`, `${ORIGIN}/booking-details/b-1`]);
      const page = kept.get(`${ORIGIN}/booking-details/b-1`)!;
      expect(page.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
      expect(page.headers.get('Content-Security-Policy')).toBe("script-src 'none'");
      expect(await page.clone().text()).toBe(PAGE);
    });

    it('keeps nothing but booking details pages of this origin, with their HTML', async () => {
      const fetch = network();
      const { caches, dispatch } = startWorker({ fetch });
      await dispatch('message', keep('/profile'));
      await dispatch('message', keep('https://evil.example/booking-details/b-1'));
      await dispatch('message', keep('/booking-details/b-1', [], null));
      await dispatch('message', { data: 'MOCK_ACTIVATE' });
      expect(fetch).not.toHaveBeenCalled();
      expect(caches.stores.size).toBe(0);
    });

    it('answers the kept voucher page and its files when the network cannot be reached, and nothing else', async () => {
      let online = true;
      const reachable = network();
      const fetch = vi.fn(async (input: RequestInfo) => (online ? reachable(input) : Promise.reject(new TypeError('Failed to fetch'))));
      const { dispatch } = startWorker({ fetch });
      await dispatch('message', keep('/booking-details/b-1', [`${ORIGIN}/assets/index-AB12.css`]));
      online = false;

      const voucher = await dispatch('fetch', { request: { method: 'GET', url: `${ORIGIN}/booking-details/b-1`, mode: 'navigate', destination: 'document' } });
      expect(await (await voucher.answer!).text()).toBe(PAGE);
      const style = await dispatch('fetch', { request: { method: 'GET', url: `${ORIGIN}/assets/index-AB12.css`, mode: 'no-cors', destination: 'style' } });
      expect(await (await style.answer!).text()).toBe('file /assets/index-AB12.css');
      const otherVoucher = await dispatch('fetch', { request: { method: 'GET', url: `${ORIGIN}/booking-details/b-2`, mode: 'navigate', destination: 'document' } });
      await expect(otherVoucher.answer).rejects.toThrow('Failed to fetch');

      online = true;
      const fresh = await dispatch('fetch', { request: { method: 'GET', url: `${ORIGIN}/booking-details/b-1`, mode: 'navigate', destination: 'document' } });
      expect(await (await fresh.answer!).text()).toBe('file /booking-details/b-1');
    });

    it('leaves other pages, scripts, the API and other origins to the browser', async () => {
      const { dispatch } = startWorker({ fetch: network() });
      const untouched = [
        { method: 'GET', url: `${ORIGIN}/deals`, mode: 'navigate', destination: 'document' },
        { method: 'GET', url: `${ORIGIN}/api/bookings/b-1`, mode: 'cors', destination: '' },
        { method: 'GET', url: `${ORIGIN}/assets/x.js`, mode: 'cors', destination: 'script' },
        { method: 'POST', url: `${ORIGIN}/assets/x.css`, mode: 'cors', destination: 'style' },
        { method: 'GET', url: 'https://cdn.example/x.css', mode: 'cors', destination: 'style' },
      ];
      for (const request of untouched) expect((await dispatch('fetch', { request })).answer).toBeUndefined();
    });
  });

  it('takes over at once, with the pages already open', async () => {
    const { scope, dispatch } = startWorker();
    await dispatch('install');
    await dispatch('activate');
    expect(scope.skipWaiting).toHaveBeenCalled();
    expect(scope.clients.claim).toHaveBeenCalled();
  });
});
