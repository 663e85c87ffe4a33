/**
 * Cursor paging of the catalogue: GET /api/deals/page walks every order in pages with no
 * duplicates or gaps (the same deals, in the same order, as one unpaged GET /api/deals), stays
 * stable when a deal is added mid-walk, and refuses bad cursors and page sizes.
 */
import { describe, expect, it } from 'vitest';
import { CATALOGUE_PAGE_SIZE, DEALS_PAGE_SIZE, DEFAULT_CENTRE, DealListSchema, DealPageSchema, DealSchema, MESSAGES, SEARCH_RANKED_CANDIDATES } from '@spur/contract';
import { SEED_NOW } from './drivers';
import { contractSuite, expectError, expectOk, idSet, type Body, type Contract } from './harness';
import { MINUTE, validDeal } from './fixtures';

const ids = (deals: ReadonlyArray<{ id: string }>) => deals.map((deal) => deal.id);
/** Cursors are opaque and each backend's own: compare whether there is one. */
const page = (body: Body) => ({ ...body, next_cursor: body?.next_cursor ? '<cursor>' : body?.next_cursor });
const pageIds = (body: Body) => ({ ids: idSet(body?.deals), more: Boolean(body?.next_cursor), total: body?.total });
/** Where the order among equally new deals may differ (the mock's clock stands still): sizes only. */
const pageSizes = (body: Body) => ({ shown: body?.deals?.length, more: Boolean(body?.next_cursor), total: body?.total });
const listSize = (body: Body) => (Array.isArray(body) ? body.length : body);

const CENTRE = `lat=${DEFAULT_CENTRE.latitude}&lng=${DEFAULT_CENTRE.longitude}`;

/** Every page of `query` at `limit` a page; `between` runs after the first page. */
async function walk(c: Contract, query: string, limit: number, options: { compare?: (body: Body) => unknown; between?: () => Promise<unknown> } = {}) {
  const walked: string[] = [];
  const totals: number[] = [];
  let cursor: string | null = null;
  for (let pages = 0; pages < 50; pages += 1) {
    const path: string = `/api/deals/page?${query}&limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
    const body = expectOk(await c.call('GET', path, { compare: options.compare ?? page }), 200, DealPageSchema);
    expect(body.deals.length).toBeLessThanOrEqual(limit);
    walked.push(...ids(body.deals));
    totals.push(body.total);
    if (pages === 0) await options.between?.();
    cursor = body.next_cursor;
    if (cursor === null) return { walked, totals };
    expect(body.deals).toHaveLength(limit);
  }
  throw new Error('more than 50 pages');
}

contractSuite('deals (cursor paging)', (c) => {
  describe.each([
    ['soonest', ''],
    ['soonest, searching', 'search=beach'],
    ['soonest, a category and a window', 'category=tour&when=today'],
    ['distance', `${CENTRE}&sort=distance`],
    ['now_near', CENTRE],
    ['now_near within a radius', `${CENTRE}&radius_km=3`],
  ])('%s', (_, query) => {
    // Search ranks and now_near scores (counted from each backend's clock) may order equals differently.
    const compare = query.includes('search') || (query.includes('lat=') && !query.includes('sort=distance')) ? pageIds : page;
    it.each([1, 2, 5])('pages of %i walk the unpaged order exactly, and count every match', async (limit) => {
      const all = ids(expectOk(await c.call('GET', `/api/deals?${query}`, { compare: compare === page ? undefined : idSet }), 200, DealListSchema));
      expect(all.length).toBeGreaterThan(1);
      const { walked, totals } = await walk(c, query, limit, { compare });
      expect(walked).toEqual(all);
      expect(new Set(totals)).toEqual(new Set([all.length]));
    });
  });

  it(`answers ${CATALOGUE_PAGE_SIZE} deals a page by default, the first page without a cursor`, async () => {
    const all = ids(expectOk(await c.call('GET', '/api/deals'), 200, DealListSchema));
    const first = expectOk(await c.call('GET', '/api/deals/page', { compare: page }), 200, DealPageSchema);
    expect(ids(first.deals)).toEqual(all.slice(0, CATALOGUE_PAGE_SIZE));
    expect(first.total).toBe(all.length);
    expect(first.next_cursor === null).toBe(all.length <= CATALOGUE_PAGE_SIZE);
  });

  it('a search with no match: no deals, no next page, a total of 0', async () => {
    expect(expectOk(await c.call('GET', '/api/deals/page?search=zzqxv'), 200, DealPageSchema)).toEqual({ deals: [], next_cursor: null, total: 0, total_capped: false });
  });

  it('a deal added mid-walk neither repeats nor skips the others (soonest: it is listed once, after the cursor)', async () => {
    await c.reset();
    const before = ids(expectOk(await c.call('GET', '/api/deals'), 200, DealListSchema));
    const token = await c.token('adventures');
    let added = '';
    const { walked } = await walk(c, '', 2, {
      between: async () => {
        added = (await c.call('POST', '/api/deals', { token, body: validDeal({ title: 'Added mid-walk' }) })).body.id;
      },
    });
    expect(walked.filter((id) => id !== added)).toEqual(before);
    expect(walked.filter((id) => id === added)).toHaveLength(1);
    await c.reset();
  });

  it('a deal added mid-walk before the cursor shifts nothing (distance: it sits at the centre)', async () => {
    await c.reset();
    const before = ids(expectOk(await c.call('GET', `/api/deals?${CENTRE}&sort=distance`), 200, DealListSchema));
    const token = await c.token('adventures');
    let added = '';
    const { walked } = await walk(c, `${CENTRE}&sort=distance`, 3, {
      between: async () => {
        added = (await c.call('POST', '/api/deals', { token, body: validDeal({ title: 'At the centre', ...DEFAULT_CENTRE }) })).body.id;
      },
    });
    expect(added).not.toBe('');
    expect(walked).toEqual(before);
    await c.reset();
  });

  it(`a search ranks its ${SEARCH_RANKED_CANDIDATES} newest open-dated matches, then the older ones follow; the pages walk that order`, async () => {
    await c.reset();
    const token = await c.token('adventures');
    const word = 'Zephyrine';
    // Every other deal has the word in its title (ranked higher), the rest in the description.
    for (let index = 0; index < SEARCH_RANKED_CANDIDATES + 5; index += 1) {
      const inTitle = index % 2 === 0;
      const body = validDeal({ title: inTitle ? `${word} outing ${index}` : `Outing ${index}`, description: inTitle ? 'A day out.' : `A ${word} day out.` });
      expect((await c.call('POST', '/api/deals', { token, body, compare: false })).status).toBe(201);
    }
    const query = `search=${word}`;
    const unpaged = [
      ...expectOk(await c.call('GET', `/api/deals?${query}`, { compare: listSize }), 200, DealListSchema),
      ...expectOk(await c.call('GET', `/api/deals?${query}&offset=${DEALS_PAGE_SIZE}`, { compare: listSize }), 200, DealListSchema),
    ];
    expect(unpaged).toHaveLength(SEARCH_RANKED_CANDIDATES + 5);
    const inTitle = unpaged.map((deal) => deal.title.includes(word));
    const candidates = inTitle.slice(0, SEARCH_RANKED_CANDIDATES);
    // Among the candidates, title hits first.
    expect(candidates).toEqual([...candidates].sort((a, b) => Number(b) - Number(a)));
    const { walked, totals } = await walk(c, query, 7, { compare: pageSizes });
    expect(walked).toEqual(ids(unpaged));
    expect(new Set(totals)).toEqual(new Set([unpaged.length]));
    // A new title hit mid-walk ranks before the cursor: it neither shows nor pushes a shown
    // candidate among the older matches (the edge stays the first page's).
    const again = await walk(c, query, 7, {
      compare: pageSizes,
      between: () => c.call('POST', '/api/deals', { token, body: validDeal({ title: `${word} latecomer` }), compare: false }),
    });
    expect(again.walked).toEqual(ids(unpaged));
    await c.reset();
  });

  it('a search whose deals with sessions start after many others: every page, offset and cursor finds them in start order', async () => {
    await c.reset();
    const token = await c.token('adventures');
    const startsIn = (minutes: number) => new Date(SEED_NOW.getTime() + minutes * MINUTE).toISOString();
    const addDeal = async (title: string, starts: number[]) => {
      const id = expectOk(await c.call('POST', '/api/deals', { token, body: validDeal({ title }), compare: false }), 201, DealSchema).id;
      for (const minutes of starts) {
        const body = { starts_at: startsIn(minutes), capacity: 8, cutoff_minutes: 5 };
        expect((await c.call('POST', `/api/deals/business/${id}/sessions`, { token, body, compare: false })).status).toBe(201);
      }
      return id;
    };
    // 70 deals with sessions, none of them a match, start before the matches. A server's walk
    // reads 30 sessions a row up to the page's end (a cursor page asks one row more): at offsets
    // 0 and 1 (30 or 60 sessions) it stops before the matches; at offsets 2 and 3 (90 or 120) it
    // reads both, but two matches fill none of these pages, nor any cursor page. So on every page
    // the walk comes short and the search indexes answer ('soonest, searching' above covers the
    // walk's own answer).
    const fillers = 70;
    for (let index = 0; index < fillers; index += 1) await addDeal(`Filler outing ${index}`, [60 + index]);
    const word = 'Quartzwick';
    const later = await addDeal(`${word} at dusk`, [60 + fillers + 20]);
    const sooner = await addDeal(`${word} at noon`, [60 + fillers + 10, 60 + fillers + 30]);
    const openDated = await addDeal(`${word} any day`, []);
    const query = `search=${word}`;
    const unpaged = ids(expectOk(await c.call('GET', `/api/deals?${query}`, { compare: listSize }), 200, DealListSchema));
    expect(unpaged).toEqual([sooner, later, openDated]);
    for (const offset of [0, 1, 2, 3]) {
      const shown = ids(expectOk(await c.call('GET', `/api/deals?${query}&limit=1&offset=${offset}`, { compare: listSize }), 200, DealListSchema));
      expect(shown).toEqual(unpaged.slice(offset, offset + 1));
    }
    for (const limit of [1, 2]) {
      const { walked, totals } = await walk(c, query, limit, { compare: pageSizes });
      expect(walked).toEqual(unpaged);
      expect(new Set(totals)).toEqual(new Set([unpaged.length]));
    }
    await c.reset();
  });

  it.each([
    ['not a cursor', 'garbage'],
    ['a tampered id', 's_1_not-an-id'],
    ['an empty value', 's__00000000-0000-4000-8000-000000000000'],
    ['a negative distance', 'd_-1_00000000-0000-4000-8000-000000000000'],
    ['characters outside the alphabet', 's_1_00000000-0000-4000-8000-000000000000%24'],
    ['over the length limit', `s_${'1'.repeat(600)}_00000000-0000-4000-8000-000000000000`],
  ])('400 for a bad cursor: %s', async (_, cursor) => {
    expectError(await c.call('GET', `/api/deals/page?cursor=${encodeURIComponent(cursor)}`), 400, MESSAGES.invalidCursor);
  });

  it("400 for another order's cursor", async () => {
    const first = expectOk(await c.call('GET', '/api/deals/page?limit=1', { compare: page }), 200, DealPageSchema);
    expectError(await c.call('GET', `/api/deals/page?${CENTRE}&sort=distance&cursor=${encodeURIComponent(first.next_cursor!)}`), 400, MESSAGES.invalidCursor);
  });

  it.each(['limit=0', 'limit=101', 'limit=-1', 'limit=2.5', 'limit=abc', 'limit=1e309'])('400 for a bad page size: %s', async (query) => {
    expectError(await c.call('GET', `/api/deals/page?${query}`), 400, MESSAGES.validPageSize);
  });
});
