import { describe, expect, it, vi } from 'vitest';
import workerSource from '../../public/demoServiceWorker.js?raw';

type FetchListener = (event: { request: { url: string }; stopImmediatePropagation(): void }) => void;

/** Runs the worker script in a fake worker scope; returns its fetch listener and what it imported. */
function startWorker(scriptUrl: string) {
  const listeners: FetchListener[] = [];
  const scope = {
    location: { href: scriptUrl },
    addEventListener: (type: string, listener: FetchListener) => type === 'fetch' && listeners.push(listener),
    importScripts: vi.fn(),
  };
  new Function('self', workerSource)(scope);
  return { listeners, imported: scope.importScripts.mock.calls };
}

/** Whether the worker lets a request through to MSW's listener (true) or to the network (false). */
function reachesMsw(listener: FetchListener, url: string): boolean {
  const stop = vi.fn();
  listener({ request: { url }, stopImmediatePropagation: stop });
  return stop.mock.calls.length === 0;
}

describe('the demo service worker (public/demoServiceWorker.js)', () => {
  const { listeners, imported } = startWorker(
    'https://demo.example/demoServiceWorker.js?serve=https%3A%2F%2Fdemo.example%2Fapi%2F&serve=https%3A%2F%2Fdemo.example%2Fmock-cognito',
  );

  it('registers its filter, then loads MSW\'s worker and Spur\'s own (push, the offline voucher)', () => {
    expect(listeners).toHaveLength(1);
    expect(imported).toEqual([['./mockServiceWorker.js'], ['./sw.js']]);
  });

  it('hands the backend\'s requests to MSW and leaves every other request to the network', () => {
    const [filter] = listeners as [FetchListener];
    expect(reachesMsw(filter, 'https://demo.example/api/deals/page?limit=24')).toBe(true);
    expect(reachesMsw(filter, 'https://demo.example/api/deals/events')).toBe(true);
    expect(reachesMsw(filter, 'https://demo.example/mock-cognito')).toBe(true);
    expect(reachesMsw(filter, 'https://demo.example/assets/tour-city-DS0YDQyB.svg')).toBe(false);
    expect(reachesMsw(filter, 'https://demo.example/deals')).toBe(false);
    expect(reachesMsw(filter, 'https://other.example/api/deals')).toBe(false);
  });
});
