import { describe, expect, it } from 'vitest';
import { DEALS_PAGE_SIZE, DealListSchema, DealSchema, MESSAGES } from '@spur/contract';
import { insertBooking, insertDeal, signUpBusiness } from '../../test/helpers/factories';
import { useTestApi } from '../../test/helpers/testApp';

const api = useTestApi();

/** Deals of their own business, so each test's searches only see its own rows. */
async function business(name: string) {
  const owner = await signUpBusiness(api());
  const add = (overrides: Parameters<typeof insertDeal>[2] = {}) =>
    insertDeal(api().db, owner.user.id, { business_name: name, ...overrides });
  return { owner, add };
}

const titles = (body: Array<{ title: string }>) => body.map((deal) => deal.title);

describe('GET /api/deals', () => {
  it('answers deals in the contract shape, numbers as numbers, newest first', async () => {
    const { add } = await business('Shape Co');
    await add({ title: 'Older shape deal', price: '19.50', original_price: '30.00', created_at: new Date(Date.now() - 60_000) });
    await add({ title: 'Newer shape deal' });

    const response = await api().request('GET', '/api/deals?search=Shape Co');
    expect(response.status).toBe(200);
    const deals = DealListSchema.parse(response.body);
    expect(titles(deals)).toEqual(['Newer shape deal', 'Older shape deal']);
    expect(deals[1]).toMatchObject({ price: 19.5, original_price: 30, rating: null, reviewCount: 0 });
  });

  it('finds stemmed words, case-insensitively: "Beaches" finds a beach deal', async () => {
    const { add } = await business('Stem Co');
    await add({ title: 'Quiet morning on the BEACH', category: 'tour' });
    const response = await api().request('GET', '/api/deals?search=Beaches');
    expect(titles(response.body)).toContain('Quiet morning on the BEACH');
  });

  it('matches the category name, the business name, the location and parts of words', async () => {
    const { add } = await business('Zanzibar Ventures');
    await add({ title: 'Category match', category: 'safari' });
    await add({ title: 'Location match', location: 'Qwertyville, CA' });

    expect(titles((await api().request('GET', '/api/deals?search=Safaris')).body)).toContain('Category match');
    expect(titles((await api().request('GET', '/api/deals?search=zanzibar ventures')).body)).toHaveLength(2);
    expect(titles((await api().request('GET', '/api/deals?search=qwerty')).body)).toEqual(['Location match']);
    expect(titles((await api().request('GET', '/api/deals?search=anzib')).body)).toHaveLength(2);
  });

  it('ranks title matches above description matches', async () => {
    const { add } = await business('Rank Co');
    await add({ title: 'A calm afternoon', description: 'Includes a xylophonist concert.' });
    await add({ title: 'Xylophonist on the pier', description: 'Music.', created_at: new Date(Date.now() - 3_600_000) });
    const response = await api().request('GET', '/api/deals?search=xylophonist');
    expect(titles(response.body)).toEqual(['Xylophonist on the pier', 'A calm afternoon']);
  });

  it('treats LIKE wildcards and SQL in the search as plain text', async () => {
    const { add } = await business('Literal Co');
    await add({ title: '100% fun' });
    expect(titles((await api().request('GET', `/api/deals?search=${encodeURIComponent('100%')}`)).body)).toEqual(['100% fun']);
    const injection = await api().request('GET', `/api/deals?search=${encodeURIComponent("'; DROP TABLE deals; --")}`);
    expect(injection.status).toBe(200);
    expect(injection.body).toEqual([]);
    expect((await api().request('GET', '/api/deals?search=_')).status).toBe(200);
  });

  it('filters by category, alone and with a search', async () => {
    const { add } = await business('Filter Co');
    await add({ title: 'Filter wellness', category: 'wellness' });
    await add({ title: 'Filter tour', category: 'tour' });
    const wellness = await api().request('GET', '/api/deals?category=wellness');
    expect(wellness.body.every((deal: { category: string }) => deal.category === 'wellness')).toBe(true);
    expect(titles(wellness.body)).toContain('Filter wellness');
    expect(titles((await api().request('GET', '/api/deals?category=tour&search=Filter Co')).body)).toEqual(['Filter tour']);
  });

  it('hides removed and expired deals but keeps sold-out ones', async () => {
    const { add } = await business('Visibility Co');
    await add({ title: 'Visible sold out', available_slots: 0 });
    await add({ title: 'Hidden removed', deleted_at: new Date() });
    await add({ title: 'Hidden expired', expires_at: new Date(api().clock.now().getTime() - 1000) });
    await add({ title: 'Visible limited', expires_at: new Date(api().clock.now().getTime() + 86_400_000) });
    const shown = titles((await api().request('GET', '/api/deals?search=Visibility Co')).body);
    expect(shown.sort()).toEqual(['Visible limited', 'Visible sold out']);
  });

  it('aggregates ratings from reviews of confirmed bookings', async () => {
    const { add } = await business('Rating Co');
    const deal = await add({ title: 'Rated deal' });
    for (const rating of [5, 4, 4]) {
      const booking = await insertBooking(api().db, deal);
      await api().db('reviews').insert({ booking_id: booking.id, deal_id: deal.id, rating, body: 'ok' });
    }
    const [rated] = (await api().request('GET', '/api/deals?search=Rating Co')).body;
    expect(rated).toMatchObject({ rating: 4.3, reviewCount: 3 });
  });

  it('pages with limit and offset, capped at the page size', async () => {
    const { add } = await business('Paging Co');
    for (let index = 0; index < 5; index += 1) await add({ created_at: new Date(Date.now() - index * 1000) });
    const firstTwo = await api().request('GET', '/api/deals?search=Paging Co&limit=2');
    const nextTwo = await api().request('GET', '/api/deals?search=Paging Co&limit=2&offset=2');
    expect(firstTwo.body).toHaveLength(2);
    expect(nextTwo.body).toHaveLength(2);
    expect(nextTwo.body[0].id).not.toBe(firstTwo.body[1].id);

    const tooMany = await api().request('GET', `/api/deals?limit=${DEALS_PAGE_SIZE + 1}`);
    expect(tooMany).toMatchObject({ status: 400, body: { message: MESSAGES.validPaging } });
  });

  it.each([
    ['category=volcano', MESSAGES.validCategory],
    [`search=${'x'.repeat(101)}`, MESSAGES.validSearch],
    ['limit=0', MESSAGES.validPaging],
    ['limit=ten', MESSAGES.validPaging],
    ['offset=-1', MESSAGES.validPaging],
    ['limit=1.5', MESSAGES.validPaging],
  ])('rejects %s with 400', async (query, message) => {
    const response = await api().request('GET', `/api/deals?${query}`);
    expect(response).toMatchObject({ status: 400, body: { message } });
  });

  it('treats blank parameters as unset and repeated ones by their first value', async () => {
    expect((await api().request('GET', '/api/deals?search=&category=')).status).toBe(200);
    expect((await api().request('GET', '/api/deals?category=tour&category=nope')).status).toBe(200);
  });
});

describe('GET /api/deals/:id', () => {
  it('answers one deal', async () => {
    const { add } = await business('Single Co');
    const deal = await add({ title: 'Single deal' });
    const response = await api().request('GET', `/api/deals/${deal.id}`);
    expect(response.status).toBe(200);
    expect(DealSchema.parse(response.body)).toMatchObject({ id: deal.id, title: 'Single deal' });
  });

  it.each(['not-a-uuid', '00000000-0000-4000-8000-000000000000', "1' OR '1'='1"])('404 for %s', async (id) => {
    const response = await api().request('GET', `/api/deals/${encodeURIComponent(id)}`);
    expect(response).toMatchObject({ status: 404, body: { message: MESSAGES.dealNotFound } });
  });

  it('404 for a removed deal', async () => {
    const { add } = await business('Removed Co');
    const deal = await add({ deleted_at: new Date() });
    expect((await api().request('GET', `/api/deals/${deal.id}`)).status).toBe(404);
  });
});
