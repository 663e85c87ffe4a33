import { describe, expect, it } from 'vitest';
import { CATALOGUE_COUNT_LIMIT, MESSAGES } from '@spur/contract';
import { AppError } from './errors';
import { compareKeys, countOf, decodeCursor, searchTier, encodeCursor, micros, pageAfter, type CatalogueKey } from './cursor';

const ID = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

describe('cursor', () => {
  it.each<CatalogueKey>([
    { sort: 'soonest', start: 1_795_648_801_123_456, id: ID(1) },
    { sort: 'soonest', start: null, tier: 0, rank: 0.0607927, created: 1_795_648_801_000_001, id: ID(2), edge: null },
    { sort: 'soonest', start: null, tier: 1, rank: 0, created: 1_795_648_801_000_001, id: ID(2), edge: { created: 1_795_648_802_000_000, id: ID(5) } },
    { sort: 'distance', meters: 274.308991761605, id: ID(3) },
    { sort: 'now_near', at: 1_795_648_801_000, score: 190.50103685543294, id: ID(4) },
  ])('encodes a key into URL-safe text and reads it back exactly: %o', (key) => {
    const cursor = encodeCursor(key);
    expect(cursor).toMatch(/^[A-Za-z0-9_.+-]+$/);
    expect(decodeCursor(cursor, key.sort)).toEqual(key);
  });

  it.each(['', 'garbage', 'o_2_0_1_' + ID(1), 'o_0_0_1_5_' + ID(1), 'o_0_0_1_5_x_' + ID(1), 's_1', 's_1_x', 's__' + ID(1), 's_1.5_' + ID(1), 'o_0.1_1.5_' + ID(1), 'd_-1_' + ID(1), 'n_1_Infinity_' + ID(1), 'x_1_' + ID(1), 's_1_2_' + ID(1)])(
    'refuses %j with 400 and the invalid cursor message',
    (cursor) => {
      expect(() => decodeCursor(cursor, 'soonest')).toThrow(new AppError(400, MESSAGES.invalidCursor));
    },
  );

  it("refuses another order's cursor", () => {
    expect(() => decodeCursor(encodeCursor({ sort: 'distance', meters: 1, id: ID(1) }), 'soonest')).toThrow(MESSAGES.invalidCursor);
  });

  it('orders soonest keys: dated by start then id, then open-dated by tier, rank, newest, id descending', () => {
    const open = (tier: 0 | 1, rank: number, created: number, id: string): CatalogueKey => ({ sort: 'soonest', start: null, tier, rank, created, id, edge: null });
    const keys: CatalogueKey[] = [
      open(1, 0, 9, ID(7)),
      open(0, 0, 5, ID(1)),
      open(0, 0, 5, ID(2)),
      open(0, 0.5, 1, ID(3)),
      { sort: 'soonest', start: 20, id: ID(4) },
      { sort: 'soonest', start: 10, id: ID(6) },
      { sort: 'soonest', start: 10, id: ID(5) },
    ];
    expect([...keys].sort(compareKeys).map((key) => key.id)).toEqual([ID(5), ID(6), ID(4), ID(3), ID(2), ID(1), ID(7)]);
  });

  it('a search match is a ranked candidate unless older than the edge', () => {
    expect(searchTier(5, ID(1), null)).toBe(0);
    expect(searchTier(5, ID(1), { created: 5, id: ID(1) })).toBe(0);
    expect(searchTier(6, ID(0), { created: 5, id: ID(1) })).toBe(0);
    expect(searchTier(5, ID(0), { created: 5, id: ID(1) })).toBe(1);
    expect(searchTier(4, ID(9), { created: 5, id: ID(1) })).toBe(1);
  });

  it('counts microseconds from the mock store’s instants', () => {
    expect(micros('2026-11-25T00:00:00.001Z')).toBe(Date.parse('2026-11-25T00:00:00.001Z') * 1000);
  });

  it('counts matches exactly up to the limit, then says there are more', () => {
    expect(countOf(0)).toEqual({ total: 0, total_capped: false });
    expect(countOf(CATALOGUE_COUNT_LIMIT)).toEqual({ total: CATALOGUE_COUNT_LIMIT, total_capped: false });
    expect(countOf(CATALOGUE_COUNT_LIMIT + 1)).toEqual({ total: CATALOGUE_COUNT_LIMIT, total_capped: true });
  });

  describe('pageAfter', () => {
    const entries = [1, 2, 3, 4, 5].map((n): CatalogueKey => ({ sort: 'distance', meters: n * 10, id: ID(n) }));
    const keyOf = (key: CatalogueKey) => key;

    it('walks every entry once, the last page without a next cursor', () => {
      const seen: string[] = [];
      let after: CatalogueKey | null = null;
      for (;;) {
        const page = pageAfter(entries, keyOf, after, 2);
        seen.push(...page.entries.map((entry) => entry.id));
        if (page.next === null) break;
        after = decodeCursor(page.next, 'distance');
      }
      expect(seen).toEqual(entries.map((entry) => entry.id));
    });

    it('continues after the key even when that entry is gone, and answers nothing past the end', () => {
      expect(pageAfter(entries, keyOf, { sort: 'distance', meters: 25, id: ID(9) }, 2).entries.map((entry) => entry.id)).toEqual([ID(3), ID(4)]);
      expect(pageAfter(entries, keyOf, { sort: 'distance', meters: 99, id: ID(9) }, 2)).toEqual({ entries: [], next: null });
    });
  });
});
