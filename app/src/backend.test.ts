import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetBackendForTests, startBackend, whenBackendReady } from './backend';
import { deferred } from './test/fakes';

afterEach(() => resetBackendForTests());

describe('backend readiness', () => {
  it('is ready at once against a real server, without starting the demo', async () => {
    const startDemo = vi.fn(async () => {});
    await startBackend(false, startDemo);
    expect(startDemo).not.toHaveBeenCalled();
    await expect(whenBackendReady()).resolves.toBeUndefined();
  });

  it('in demo mode, is ready when the worker has started (once)', async () => {
    const worker = deferred<void>();
    const startDemo = vi.fn(() => worker.promise);
    startBackend(true, startDemo);
    startBackend(true, startDemo);
    expect(startDemo).toHaveBeenCalledTimes(1);
    let ready = false;
    void whenBackendReady().then(() => (ready = true));
    await Promise.resolve();
    expect(ready).toBe(false);
    worker.resolve();
    await whenBackendReady();
    expect(ready).toBe(true);
  });

  it('a failed worker start rejects the waiting calls and is logged', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    startBackend(true, async () => {
      throw new Error('no service worker');
    });
    await expect(whenBackendReady()).rejects.toThrow('no service worker');
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });
});
