import { afterEach, describe, expect, it, vi } from 'vitest';

/** A fresh copy of the module, as after a full page load (sessionStorage stays). */
const loadFresh = async () => {
  vi.resetModules();
  return import('./lastWrite');
};

describe('lastWrite', () => {
  afterEach(() => sessionStorage.clear());

  it('is -Infinity until the tab writes something', async () => {
    const { lastWriteAt } = await loadFresh();
    expect(lastWriteAt()).toBe(Number.NEGATIVE_INFINITY);
  });

  it('survives a full page load in the same tab (sessionStorage)', async () => {
    (await loadFresh()).setLastWriteAt(1_700_000_000_000);
    const { lastWriteAt } = await loadFresh();
    expect(lastWriteAt()).toBe(1_700_000_000_000);
  });

  it('forgets with -Infinity', async () => {
    const { lastWriteAt, setLastWriteAt } = await loadFresh();
    setLastWriteAt(5);
    setLastWriteAt(Number.NEGATIVE_INFINITY);
    expect(lastWriteAt()).toBe(Number.NEGATIVE_INFINITY);
    expect(sessionStorage.getItem('spur:last-write-at')).toBeNull();
  });

  it('keeps working in memory when storage throws', async () => {
    const { lastWriteAt, setLastWriteAt } = await loadFresh();
    const spy = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    try {
      setLastWriteAt(42);
      expect(lastWriteAt()).toBe(42);
    } finally {
      spy.mockRestore();
    }
  });
});
