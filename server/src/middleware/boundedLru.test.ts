/** The catalogue cache's store: bounded by entries and bytes, least recently used out first, TTL by clock. */
import { describe, expect, it } from 'vitest';
import { manualClock } from '@spur/test-kit/clock';
import { BoundedLru } from './boundedLru';

const make = (limits: Partial<{ maxEntries: number; maxBytes: number; ttlMs: number }> = {}) => {
  const clock = manualClock(new Date('2026-06-01T12:00:00Z'));
  const lru = new BoundedLru<string>({ maxEntries: 3, maxBytes: 1_000, ttlMs: 5_000, ...limits }, clock);
  return { clock, lru };
};

describe('BoundedLru', () => {
  it('keeps at most maxEntries, dropping the least recently used', () => {
    const { clock, lru } = make();
    for (const key of ['a', 'b', 'c']) lru.set(key, key.toUpperCase(), 10, clock.now());
    expect(lru.get('a')).toBe('A');
    lru.set('d', 'D', 10, clock.now());
    expect(lru.size).toBe(3);
    expect(lru.get('b')).toBeUndefined();
    expect(['a', 'c', 'd'].map((key) => lru.get(key))).toEqual(['A', 'C', 'D']);
  });

  it('keeps at most maxBytes (keys count), and never a value over the whole budget', () => {
    const { clock, lru } = make({ maxEntries: 100, maxBytes: 100 });
    lru.set('a', 'A', 40, clock.now());
    lru.set('b', 'B', 40, clock.now());
    expect(lru.bytes).toBe(82);
    lru.set('c', 'C', 40, clock.now());
    expect(lru.bytes).toBe(82);
    expect(lru.get('a')).toBeUndefined();
    lru.set('huge', 'H', 100, clock.now());
    expect(lru.get('huge')).toBeUndefined();
    expect(lru.size).toBe(2);
    lru.set('b', 'B2', 10, clock.now());
    expect(lru.bytes).toBe(52);
    lru.clear();
    expect([lru.size, lru.bytes]).toEqual([0, 0]);
  });

  it('expires an entry ttlMs after the time it was read at', () => {
    const { clock, lru } = make();
    const readAt = clock.now();
    clock.advance(1_000);
    lru.set('a', 'A', 10, readAt);
    clock.advance(3_999);
    expect(lru.get('a')).toBe('A');
    clock.advance(1);
    expect(lru.get('a')).toBeUndefined();
    expect([lru.size, lru.bytes]).toEqual([0, 0]);
  });
});
