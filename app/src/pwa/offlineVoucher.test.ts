import { afterEach, describe, expect, it, vi } from 'vitest';
import { KEEP_VOUCHER, OFFLINE_VOUCHER_CACHE, forgetOfflineVoucher, keepVoucherOffline } from './offlineVoucher';

function fakeServiceWorker(controller: { postMessage: ReturnType<typeof vi.fn> } | null = null) {
  const register = vi.fn(async () => ({}));
  vi.stubGlobal('navigator', { ...navigator, serviceWorker: { register, controller } });
  return register;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('keepVoucherOffline', () => {
  const path = '/booking-details/b-1';

  function voucherPage() {
    history.replaceState(null, '', path);
    document.head.innerHTML = '<style></style><link rel="modulepreload" href="/assets/page.js"><script type="application/json">{}</script>';
    (document.head.querySelector('style')!.sheet as CSSStyleSheet).insertRule('.code { font-size: 2rem; }');
    document.body.innerHTML = '<main><section data-voucher><div role="img" data-ready="false"></div><p class="code">KWDD-M243</p></section></main><script>start()</script>';
    document.documentElement.setAttribute('data-hydrated', '');
    const entry = (name: string) => ({ name }) as PerformanceEntry;
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([
      entry(`${location.origin}/assets/index-AB12.css`),
      entry(`${location.origin}/api/bookings/b-1`),
      entry('https://cdn.example/font.woff2'),
    ]);
  }

  it('hands the worker a copy of the page once the QR is drawn: no scripts, its styles written out, the files of this origin it loaded (no API call)', async () => {
    const controller = { postMessage: vi.fn() };
    fakeServiceWorker(controller);
    voucherPage();
    keepVoucherOffline(path);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(controller.postMessage).not.toHaveBeenCalled();

    document.querySelector('[data-ready]')!.setAttribute('data-ready', 'true');
    await vi.waitFor(() => expect(controller.postMessage).toHaveBeenCalledTimes(1));
    const [message] = controller.postMessage.mock.calls[0]!;
    expect(message).toMatchObject({ type: KEEP_VOUCHER, url: path, assets: [`${location.origin}/assets/index-AB12.css`] });
    const copy = new DOMParser().parseFromString(message.html, 'text/html');
    expect(copy.querySelector('[data-voucher] .code')?.textContent).toBe('KWDD-M243');
    expect(copy.querySelectorAll('script, link[rel="modulepreload"]')).toHaveLength(0);
    expect(copy.documentElement.hasAttribute('data-hydrated')).toBe(false);
    expect(copy.querySelector('head style')?.textContent).toContain('font-size: 2rem');
  });

  it('keeps nothing once the person has left the voucher\'s page', async () => {
    const controller = { postMessage: vi.fn() };
    fakeServiceWorker(controller);
    voucherPage();
    keepVoucherOffline(path);
    history.replaceState(null, '', '/profile');
    document.querySelector('[data-ready]')!.setAttribute('data-ready', 'true');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(controller.postMessage).not.toHaveBeenCalled();
  });

  it('does nothing while no worker controls the page', () => {
    fakeServiceWorker(null);
    expect(() => keepVoucherOffline(path)).not.toThrow();
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
