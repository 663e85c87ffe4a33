import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerServiceWorker } from './registerServiceWorker';

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
