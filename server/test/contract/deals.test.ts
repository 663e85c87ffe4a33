/** The public catalogue: GET /api/deals (search, category, paging, ratings) and GET /api/deals/:id. */
import { expect, it } from 'vitest';
import { CATEGORIES, DealListSchema, DealSchema, LIMITS, MESSAGES } from '@spur/contract';
import { contractSuite, expectError, expectOk, idSet } from './harness';
import { DEAL_IDS, SEED, UNKNOWN_ID, catalogueOrdered, expectedDeal, seedDeal } from './fixtures';

const catalogue = catalogueOrdered(SEED.deals);
const ids = (deals: ReadonlyArray<{ id: string }>) => deals.map((deal) => deal.id);
const sorted = (values: string[]) => [...values].sort();

contractSuite('deals (public)', (c) => {
  it('lists every seed deal newest first, in the contract shape, exactly as seeded', async () => {
    const response = await c.call('GET', '/api/deals');
    const deals = expectOk(response, 200, DealListSchema);
    expect(ids(deals)).toEqual(ids(catalogue));
    expect(deals).toEqual(catalogue.map((deal) => expectedDeal(deal.id)));
  });

  it('aggregates ratings and review counts from real reviews only', async () => {
    const deals = expectOk(await c.call('GET', '/api/deals'), 200, DealListSchema);
    const surf = deals.find((deal) => deal.id === DEAL_IDS.surfLesson)!;
    expect(surf).toMatchObject({ rating: 4.7, reviewCount: 3 });
    const unreviewed = deals.find((deal) => deal.id === DEAL_IDS.tidePools)!;
    expect(unreviewed).toMatchObject({ rating: null, reviewCount: 0 });
    expect(deals.filter((deal) => deal.reviewCount > 0).length).toBe(new Set(SEED.reviews.map((review) => review.deal_id)).size);
  });

  it('keeps sold-out deals in the catalogue', async () => {
    const deals = expectOk(await c.call('GET', '/api/deals'), 200, DealListSchema);
    expect(deals.find((deal) => deal.id === DEAL_IDS.sealRockKayak)?.available_slots).toBe(0);
  });

  it.each(CATEGORIES)('filters by category %s', async (category) => {
    const deals = expectOk(await c.call('GET', `/api/deals?category=${category}`), 200, DealListSchema);
    expect(ids(deals)).toEqual(ids(catalogue.filter((deal) => deal.category === category)));
  });

  it('"Beaches" finds the beach deals (English stemming), title hits first among open-dated deals', async () => {
    const response = await c.call('GET', '/api/deals?search=Beaches', {
      compare: (body) => ({ set: idSet(body), first: body[0]?.id }),
    });
    const deals = expectOk(response, 200, DealListSchema);
    const beach = ids(SEED.deals.filter((deal) => deal.category === 'beach'));
    expect(ids(deals)).toEqual(expect.arrayContaining(beach));
    // Deals with a time to book come first, soonest first; relevance orders the open-dated rest.
    expect(deals.find((deal) => !deal.has_sessions)!.title.toLowerCase()).toContain('beach');
  });

  it.each([
    ['safaris', 'safari'],
    ['tours', 'tour'],
    ['Entertainment', 'entertainment'],
  ] as const)('"%s" finds every %s deal', async (search, category) => {
    const response = await c.call('GET', `/api/deals?search=${search}`, { compare: idSet });
    const deals = expectOk(response, 200, DealListSchema);
    expect(ids(deals)).toEqual(expect.arrayContaining(ids(SEED.deals.filter((deal) => deal.category === category))));
  });

  it('"wellness" finds every wellness deal (the result sets may differ: Postgres stems it to "well")', async () => {
    const response = await c.call('GET', '/api/deals?search=wellness', { compare: false });
    const deals = expectOk(response, 200, DealListSchema);
    expect(ids(deals)).toEqual(expect.arrayContaining(ids(SEED.deals.filter((deal) => deal.category === 'wellness'))));
  });

  it('search is case-insensitive and matches parts of words', async () => {
    const upper = await c.call('GET', '/api/deals?search=KAYAK', { compare: idSet });
    const lower = await c.call('GET', '/api/deals?search=kayak', { compare: idSet });
    expect(sorted(ids(upper.body))).toEqual(sorted(ids(lower.body)));
    expect(ids(upper.body)).toContain(DEAL_IDS.sealRockKayak);
    const partial = await c.call('GET', '/api/deals?search=Capistr', { compare: idSet });
    expect(ids(partial.body)).toEqual([DEAL_IDS.missionTour]);
  });

  it('search looks at location and business name', async () => {
    const business = await c.call('GET', `/api/deals?search=${encodeURIComponent('Harborlight Spa')}`, { compare: idSet });
    expect(ids(business.body)).toEqual(
      expect.arrayContaining(ids(SEED.deals.filter((deal) => deal.business_name === 'Harborlight Spa'))),
    );
    const place = seedDeal(DEAL_IDS.desertJeep).location;
    const location = await c.call('GET', `/api/deals?search=${encodeURIComponent(place)}`, { compare: idSet });
    expect(ids(location.body)).toContain(DEAL_IDS.desertJeep);
  });

  it('a search with no match answers 200 []', async () => {
    expectOk(await c.call('GET', '/api/deals?search=zzqxv'), 200, DealListSchema);
    expect((await c.call('GET', '/api/deals?search=zzqxv')).body).toEqual([]);
  });

  it('LIKE wildcards in a search match themselves', async () => {
    for (const search of ['%', '_', '100%', '\\']) {
      const response = await c.call('GET', `/api/deals?search=${encodeURIComponent(search)}`, { compare: idSet });
      expect(response.status).toBe(200);
      expect(response.body, search).toEqual([]);
    }
  });

  it('combines search and category', async () => {
    const response = await c.call('GET', '/api/deals?search=sunset&category=beach', { compare: idSet });
    const deals = expectOk(response, 200, DealListSchema);
    expect(deals.length).toBeGreaterThan(0);
    expect(deals.every((deal) => deal.category === 'beach')).toBe(true);
    expect(ids(deals)).toContain(DEAL_IDS.sunsetPaddle);
  });

  it('blank search and category mean "not set"', async () => {
    const response = await c.call('GET', '/api/deals?search=%20%20&category=');
    expect(ids(expectOk(response, 200, DealListSchema))).toEqual(ids(catalogue));
  });

  it('repeated query keys keep the first value', async () => {
    const response = await c.call('GET', '/api/deals?category=safari&category=spa');
    expect(ids(expectOk(response, 200, DealListSchema))).toEqual(ids(catalogue.filter((deal) => deal.category === 'safari')));
  });

  it('pages with limit and offset', async () => {
    const first = await c.call('GET', '/api/deals?limit=5');
    expect(ids(first.body)).toEqual(ids(catalogue.slice(0, 5)));
    const second = await c.call('GET', '/api/deals?limit=5&offset=5');
    expect(ids(second.body)).toEqual(ids(catalogue.slice(5, 10)));
    const last = await c.call('GET', `/api/deals?offset=${catalogue.length - 1}`);
    expect(ids(last.body)).toEqual(ids(catalogue.slice(-1)));
    const beyond = await c.call('GET', '/api/deals?offset=1000');
    expect(beyond).toMatchObject({ status: 200, body: [] });
    const max = await c.call('GET', '/api/deals?limit=100&offset=0');
    expect(ids(max.body)).toEqual(ids(catalogue));
    const paged = await c.call('GET', '/api/deals?category=tour&limit=2&offset=1');
    expect(ids(paged.body)).toEqual(ids(catalogue.filter((deal) => deal.category === 'tour').slice(1, 3)));
  });

  it.each(['limit=0', 'limit=101', 'limit=-1', 'limit=2.5', 'limit=abc', 'limit=1e309', 'offset=-1', 'offset=1.5', 'offset=x', 'offset=1000001'])(
    '400 for %s',
    async (query) => {
      expectError(await c.call('GET', `/api/deals?${query}`), 400, MESSAGES.validPaging);
    },
  );

  it('a NUL in a query value is removed before validation (category=%00 is blank: not set)', async () => {
    const response = await c.call('GET', '/api/deals?category=%00&search=%00');
    expect(ids(expectOk(response, 200, DealListSchema))).toEqual(ids(catalogue));
    const inside = await c.call('GET', '/api/deals?category=be%00ach', { compare: idSet });
    expect(ids(inside.body)).toEqual(ids(catalogue.filter((deal) => deal.category === 'beach')));
  });

  it.each(['spa', 'BEACH', 'beach,tour', '%20beach'])('400 for category=%s', async (category) => {
    expectError(await c.call('GET', `/api/deals?category=${category}`), 400, MESSAGES.validCategory);
  });

  it('400 for a search over the length limit; the limit itself is fine', async () => {
    expectError(await c.call('GET', `/api/deals?search=${'a'.repeat(LIMITS.search + 1)}`), 400, MESSAGES.validSearch);
    expect((await c.call('GET', `/api/deals?search=${'a'.repeat(LIMITS.search)}`)).status).toBe(200);
  });

  it('GET /api/deals/:id answers the deal as listed', async () => {
    for (const id of [DEAL_IDS.surfLesson, DEAL_IDS.sealRockKayak, DEAL_IDS.bonfire]) {
      const deal = expectOk(await c.call('GET', `/api/deals/${id}`), 200, DealSchema);
      expect(deal).toEqual(expectedDeal(id));
    }
  });

  it.each([UNKNOWN_ID, 'not-a-uuid', '5eedde00-0000-4000-8000-00000000002', `${DEAL_IDS.surfLesson}x`, "1' OR '1'='1"])(
    'GET /api/deals/%s answers 404 Deal not found',
    async (id) => {
      expectError(await c.call('GET', `/api/deals/${encodeURIComponent(id)}`), 404, MESSAGES.dealNotFound);
    },
  );

  it('unknown API paths and methods answer 404 Not found', async () => {
    expectError(await c.call('GET', '/api/nope'), 404, MESSAGES.notFound);
    expectError(await c.call('PATCH', '/api/deals'), 404, MESSAGES.notFound);
    expectError(await c.call('GET', '/api/deals/business'), 404, MESSAGES.dealNotFound);
  });
});
