import { afterEach, describe, expect, it, vi } from 'vitest';
import { KEEP_VOUCHER, OFFLINE_VOUCHER_CACHE, forgetOfflineVoucher, keepVoucherOffline, registerServiceWorker } from './serviceWorker';

const runAtOnce = (callback: () => void) => callback();

function fakeServiceWorker(controller: { postMessage: ReturnType<typeof vi.fn> } | null = null) {
  const register = vi.fn(async () => ({}));
  vi.stubGlobal('navigator', { ...navigator, serviceWorker: { register, controller } });
  return register;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('registerServiceWorker', () => {
  it('registers /sw.js for the whole site once the page has hydrated and the browser is idle', async () => {
    const register = fakeServiceWorker();
    let hydrated!: () => void;
    const idle = vi.fn(runAtOnce);
    registerServiceWorker(new Promise<void>((resolve) => (hydrated = resolve)), { demo: false, idle });
    await Promise.resolve();
    expect(register).not.toHaveBeenCalled();
    hydrated();
    await vi.waitFor(() => expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/' }));
    expect(idle).toHaveBeenCalledTimes(1);
  });

  it('does not register in the demo (MSW\'s worker holds the scope and imports the handlers)', async () => {
    const register = fakeServiceWorker();
    registerServiceWorker(Promise.resolve(), { demo: true, idle: runAtOnce });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(register).not.toHaveBeenCalled();
  });

  it('does nothing in a browser without service workers', async () => {
    const { serviceWorker: _, ...withoutWorkers } = navigator as Navigator & { serviceWorker?: unknown };
    vi.stubGlobal('navigator', withoutWorkers);
    const idle = vi.fn(runAtOnce);
    registerServiceWorker(Promise.resolve(), { demo: false, idle });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(idle).not.toHaveBeenCalled();
  });
});

describe('keepVoucherOffline', () => {
  it('asks the controlling worker to keep the page, with the files of this origin the page loaded (no API call)', () => {
    const controller = { postMessage: vi.fn() };
    fakeServiceWorker(controller);
    const entry = (name: string) => ({ name }) as PerformanceEntry;
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([
      entry(`${location.origin}/assets/index-AB12.js`),
      entry(`${location.origin}/api/bookings/b-1`),
      entry('https://cdn.example/font.woff2'),
    ]);
    keepVoucherOffline('/booking-details/b-1');
    expect(controller.postMessage).toHaveBeenCalledWith({ type: KEEP_VOUCHER, url: '/booking-details/b-1', assets: [`${location.origin}/assets/index-AB12.js`] });
  });

  it('does nothing while no worker controls the page', () => {
    fakeServiceWorker(null);
    expect(() => keepVoucherOffline('/booking-details/b-1')).not.toThrow();
  });
});

describe('forgetOfflineVoucher', () => {
  it('deletes the worker\'s voucher cache', () => {
    const remove = vi.fn(async () => true);
    vi.stubGlobal('caches', { delete: remove });
    forgetOfflineVoucher();
    expect(remove).toHaveBeenCalledWith(OFFLINE_VOUCHER_CACHE);
  });
});
