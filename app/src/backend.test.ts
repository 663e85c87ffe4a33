import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetBackendForTests, startBackend, whenApiReady, whenBackendReady } from './backend';
import type { DemoConnection } from './demo/demoMode';
import { deferred } from './test/fakes';

afterEach(() => resetBackendForTests());

/** Whether `promise` has settled by the time queued callbacks have run. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(
    () => (done = true),
    () => (done = true),
  );
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
}

describe('backend readiness', () => {
  it('is ready at once against a real server, without starting the demo; the API goes to the network', async () => {
    const startDemo = vi.fn(async () => ({ fetch: vi.fn<typeof fetch>(), worker: Promise.resolve() }));
    await startBackend(false, startDemo);
    expect(startDemo).not.toHaveBeenCalled();
    await expect(whenBackendReady()).resolves.toBeUndefined();
    const network = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('ok'));
    await (await whenApiReady())('https://api.spur.test/api/deals');
    expect(network).toHaveBeenCalledWith('https://api.spur.test/api/deals');
    network.mockRestore();
  });

  it('in demo mode, the API is ready with the demo\'s fetch once the data is loaded, the rest once the worker has started (once)', async () => {
    const loaded = deferred<DemoConnection>();
    const worker = deferred<void>();
    const demoFetch = vi.fn<typeof fetch>();
    const startDemo = vi.fn(() => loaded.promise);
    startBackend(true, startDemo);
    startBackend(true, startDemo);
    expect(startDemo).toHaveBeenCalledTimes(1);
    expect(await settled(whenApiReady())).toBe(false);

    loaded.resolve({ fetch: demoFetch, worker: worker.promise });
    await expect(whenApiReady()).resolves.toBe(demoFetch);
    expect(await settled(whenBackendReady())).toBe(false);

    worker.resolve();
    await expect(whenBackendReady()).resolves.toBeUndefined();
  });

  it('a backend that fails to load rejects every waiting call, and is logged', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    startBackend(true, async () => {
      throw new Error('no storage');
    });
    await expect(whenApiReady()).rejects.toThrow('no storage');
    await expect(whenBackendReady()).rejects.toThrow('no storage');
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });

  it('a worker that fails to start leaves the API answering, and is logged', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const demoFetch = vi.fn<typeof fetch>();
    startBackend(true, async () => ({ fetch: demoFetch, worker: Promise.reject(new Error('no service worker')) }));
    await expect(whenApiReady()).resolves.toBe(demoFetch);
    await expect(whenBackendReady()).rejects.toThrow('no service worker');
    expect(log).toHaveBeenCalledWith('The demo backend failed to start', expect.any(Error));
    log.mockRestore();
  });
});
