/** Business partners: my-deals, stats, create, update, delete; roles, upgrade and ownership. */
import { beforeEach, describe, expect, it } from 'vitest';
import {
  BusinessStatsSchema,
  DEFAULT_CENTRE,
  DEFAULT_LOCATION,
  DealListSchema,
  DealSchema,
  LIMITS,
  MESSAGES,
  MessageResponseSchema,
  UserSchema,
} from '@spur/contract';
import { contractSuite, expectError, expectOk, type ApiResult } from './harness';
import {
  DEAL_IDS,
  DEMO_ACCOUNTS,
  HOUR,
  UNKNOWN_ID,
  expectedDeal,
  newestFirst,
  observable,
  ownedBy,
  seedDeal,
  seedStats,
  validDeal,
} from './fixtures';

const ids = (deals: ReadonlyArray<{ id: string }>) => deals.map((deal) => deal.id);
/** A wellness deal (the adventures account does not own it) and an adventures deal. */
const WELLNESS_DEAL = DEAL_IDS.soundBath;
const ADVENTURES_DEAL = DEAL_IDS.artWalk;

contractSuite('business deals', (c) => {
  let adventures: string;
  let wellness: string;
  let traveler: string;
  const create = async (body: unknown, token = adventures): Promise<ApiResult> =>
    c.call('POST', '/api/deals', { token, body });

  beforeEach(async () => {
    adventures = await c.token('adventures');
    wellness = await c.token('wellness');
    traveler = await c.token('traveler');
  });

  describe('reads', () => {
    it.each(['adventures', 'wellness'] as const)('my-deals lists the %s account’s own deals, newest first', async (key) => {
      const response = await c.call('GET', '/api/deals/business/my-deals', { token: await c.token(key) });
      const deals = expectOk(response, 200, DealListSchema);
      expect(deals).toEqual(newestFirst(ownedBy(key)).map((deal) => expectedDeal(deal.id)));
    });

    it.each(['adventures', 'wellness'] as const)('stats of %s: deals, revenue from paid bookings, active deals', async (key) => {
      const response = await c.call('GET', '/api/deals/business/stats', { token: await c.token(key) });
      expect(expectOk(response, 200, BusinessStatsSchema)).toEqual(seedStats(key));
    });

    it('a new business (by claim) starts with no deals and zero stats', async () => {
      for (const business of ['attribute', 'group'] as const) {
        const token = await c.token({ email: `new-${business}@partners.example`, business });
        expect(await c.call('GET', '/api/deals/business/my-deals', { token })).toMatchObject({ status: 200, body: [] });
        const stats = await c.call('GET', '/api/deals/business/stats', { token });
        expect(stats).toMatchObject({ status: 200, body: { total_deals: 0, total_revenue: 0, active_deals: 0 } });
      }
    });
  });

  describe('roles', () => {
    it('a regular user gets 403 on every business endpoint, and nothing changes', async () => {
      const before = await observable(c);
      const calls: Array<[string, string, unknown?]> = [
        ['GET', '/api/deals/business/my-deals'],
        ['GET', '/api/deals/business/stats'],
        ['POST', '/api/deals', validDeal()],
        ['PUT', `/api/deals/${ADVENTURES_DEAL}`, validDeal()],
        ['DELETE', `/api/deals/${ADVENTURES_DEAL}`],
      ];
      for (const [method, path, body] of calls) {
        expectError(await c.call(method, path, { token: traveler, body }), 403, MESSAGES.businessRequired);
      }
      expect(await observable(c)).toEqual(before);
    });

    it('role comes before input: a regular user with a malformed id and a bad body still gets 403', async () => {
      expectError(await c.call('PUT', '/api/deals/not-a-uuid', { token: traveler, rawBody: '{' }), 403, MESSAGES.businessRequired);
      expectError(await c.call('POST', '/api/deals', { token: traveler, body: {} }), 403, MESSAGES.businessRequired);
    });

    it('a regular user upgrades through PUT profile, then the same calls work', async () => {
      await c.reset();
      const token = await c.token({ email: 'upgrader@example.com', name: 'Uma Grader' });
      expectError(await c.call('GET', '/api/deals/business/my-deals', { token }), 403, MESSAGES.businessRequired);
      expectError(await create(validDeal(), token), 403, MESSAGES.businessRequired);

      const upgraded = await c.call('PUT', '/api/users/profile', { token, body: { user_type: 'business' } });
      expect(expectOk(upgraded, 200, UserSchema)).toMatchObject({ user_type: 'business', email: 'upgrader@example.com' });

      expect(await c.call('GET', '/api/deals/business/my-deals', { token })).toMatchObject({ status: 200, body: [] });
      const created = expectOk(await create(validDeal({ location: undefined }), token), 201, DealSchema);
      expect(created).toMatchObject({ business_name: 'Uma Grader', location: DEFAULT_LOCATION });
      const mine = await c.call('GET', '/api/deals/business/my-deals', { token });
      expect(ids(mine.body)).toEqual([created.id]);
    });
  });

  describe('create', () => {
    beforeEach(() => c.reset());

    it('full form: 201 with the product’s defaults, then readable everywhere', async () => {
      const before = await c.call('GET', '/api/deals/business/stats', { token: adventures });
      const response = await create(validDeal());
      const deal = expectOk(response, 201, DealSchema);
      expect(deal).toMatchObject({
        title: 'Sunset Kayak Tour',
        description: 'Paddle along the coast at golden hour.',
        price: 49.99,
        original_price: null,
        category: 'tour',
        location: 'Laguna Beach, CA',
        latitude: DEFAULT_CENTRE.latitude,
        longitude: DEFAULT_CENTRE.longitude,
        distance_m: null,
        business_name: DEMO_ACCOUNTS.adventures.fullName,
        available_slots: 10,
        image: null,
        bookingType: null,
        vendorShortname: null,
        rating: null,
        reviewCount: 0,
        expires_at: null,
        time_zone: 'America/Los_Angeles',
        price_drop: null,
        has_sessions: false,
        next_session: null,
        more_sessions: 0,
      });
      expect(await c.call('GET', `/api/deals/${deal.id}`)).toMatchObject({ status: 200, body: deal });
      // Open-dated, so after the deals with a time to book, and the newest of the others.
      const catalogue = await c.call('GET', '/api/deals');
      expect(catalogue.body.find((listed: { has_sessions: boolean }) => !listed.has_sessions)).toEqual(deal);
      const mine = await c.call('GET', '/api/deals/business/my-deals', { token: adventures });
      expect(mine.body[0]).toEqual(deal);
      const stats = await c.call('GET', '/api/deals/business/stats', { token: adventures });
      expect(stats.body).toEqual({
        ...before.body,
        total_deals: before.body.total_deals + 1,
        active_deals: before.body.active_deals + 1,
      });
    });

    it('simple form: title and price only; description empty, location the default city', async () => {
      const deal = expectOk(await create({ title: 'Quick Deal', price: 10 }), 201, DealSchema);
      expect(deal).toMatchObject({ title: 'Quick Deal', description: '', price: 10, location: DEFAULT_LOCATION });
    });

    it('an owner without a name: category tour, 10 slots, the business named after the email’s local part', async () => {
      const token = await c.token({ email: 'Nameless.Biz@Example.com', business: 'group' });
      const deal = expectOk(await create({ title: 'Quick Deal', price: 10 }, token), 201, DealSchema);
      expect(deal).toMatchObject({ category: 'tour', available_slots: 10, business_name: 'nameless.biz', location: DEFAULT_LOCATION });
    });

    it('sent zero slots and a category are kept, not replaced by the defaults', async () => {
      const deal = expectOk(await create({ title: 'Sold out', price: 10, available_slots: 0, category: 'beach' }), 201, DealSchema);
      expect(deal).toMatchObject({ category: 'beach', available_slots: 0 });
    });

    it('every optional field is stored as sent; text is trimmed', async () => {
      const expiresAt = new Date(Date.now() + 48 * HOUR).toISOString();
      const deal = expectOk(
        await create({
          title: '  Whale Watch  ',
          description: '  Two hours at sea.  ',
          price: 40,
          original_price: 60,
          category: 'safari',
          location: '  Dana Point Harbor  ',
          business_name: '  Dana Point Whale Safaris  ',
          available_slots: 0,
          image: 'https://images.example.com/whale.jpg',
          expires_at: expiresAt,
        }),
        201,
        DealSchema,
      );
      expect(deal).toMatchObject({
        title: 'Whale Watch',
        description: 'Two hours at sea.',
        price: 40,
        original_price: 60,
        category: 'safari',
        location: 'Dana Point Harbor',
        business_name: 'Dana Point Whale Safaris',
        available_slots: 0,
        image: 'https://images.example.com/whale.jpg',
      });
      expect(Date.parse(deal.expires_at!)).toBe(Date.parse(expiresAt));
      const local = expectOk(await create({ title: 'Local picture', price: 5, image: '/images/beach-1.jpg' }), 201, DealSchema);
      expect(local.image).toBe('/images/beach-1.jpg');
    });

    it('a blank business name or location takes the default', async () => {
      const deal = expectOk(await create({ title: 'Blank', price: 5, business_name: '  ', location: '' }), 201, DealSchema);
      expect(deal).toMatchObject({ business_name: DEMO_ACCOUNTS.adventures.fullName, location: DEFAULT_LOCATION });
    });

    it.each([
      ['no title', { price: 10 }, MESSAGES.fillRequiredFields],
      ['a blank title', { title: '   ', price: 10 }, MESSAGES.fillRequiredFields],
      ['a null title', { title: null, price: 10 }, MESSAGES.fillRequiredFields],
      ['no price', { title: 'T' }, MESSAGES.validPrice],
      ['a zero price', { title: 'T', price: 0 }, MESSAGES.validPrice],
      ['a negative price', { title: 'T', price: -5 }, MESSAGES.validPrice],
      ['a price as text', { title: 'T', price: '12' }, MESSAGES.validPrice],
      ['a price with three decimals', { title: 'T', price: 1.234 }, MESSAGES.validPrice],
      ['a price over the maximum', { title: 'T', price: LIMITS.maxPrice + 1 }, MESSAGES.validPrice],
      ['a huge price', { title: 'T', price: 1e308 }, MESSAGES.validPrice],
      ['an original price not above the price', { title: 'T', price: 10, original_price: 10 }, MESSAGES.validOriginalPrice],
      ['an unknown category', { title: 'T', price: 10, category: 'spa' }, MESSAGES.validCategory],
      ['negative slots', { title: 'T', price: 10, available_slots: -1 }, MESSAGES.validSlots],
      ['fractional slots', { title: 'T', price: 10, available_slots: 1.5 }, MESSAGES.validSlots],
      ['too many slots', { title: 'T', price: 10, available_slots: LIMITS.maxSlots + 1 }, MESSAGES.validSlots],
      ['an http image', { title: 'T', price: 10, image: 'http://images.example.com/a.jpg' }, MESSAGES.validImage],
      ['a javascript: image', { title: 'T', price: 10, image: 'javascript:alert(1)' }, MESSAGES.validImage],
      ['a protocol-relative image (another site)', { title: 'T', price: 10, image: '//evil.example/x.png' }, MESSAGES.validImage],
      ['a past expiry', { title: 'T', price: 10, expires_at: '2020-01-01T00:00:00Z' }, MESSAGES.validExpiry],
      ['an expiry that is not a date', { title: 'T', price: 10, expires_at: 'tomorrow' }, MESSAGES.validExpiry],
      ['a title over the limit', { title: 'x'.repeat(LIMITS.dealTitle + 1), price: 10 }, MESSAGES.tooLong('Title', LIMITS.dealTitle)],
      [
        'a description over the limit',
        { title: 'T', price: 10, description: 'x'.repeat(LIMITS.dealDescription + 1) },
        MESSAGES.tooLong('Description', LIMITS.dealDescription),
      ],
      ['a location over the limit', { title: 'T', price: 10, location: 'x'.repeat(LIMITS.location + 1) }, MESSAGES.tooLong('Location', LIMITS.location)],
      [
        'a business name over the limit',
        { title: 'T', price: 10, business_name: 'x'.repeat(LIMITS.businessName + 1) },
        MESSAGES.tooLong('Business name', LIMITS.businessName),
      ],
    ])('400 for %s, nothing created', async (_label, body, message) => {
      const before = await c.driver.counts();
      expectError(await create(body), 400, message);
      expect(await c.driver.counts()).toEqual(before);
    });
  });

  describe('update', () => {
    beforeEach(() => c.reset());

    it('changes the caller’s own deal and only the fields sent', async () => {
      const seeded = expectedDeal(ADVENTURES_DEAL);
      const response = await c.call('PUT', `/api/deals/${ADVENTURES_DEAL}`, {
        token: adventures,
        body: { title: 'Art Walk (new)', description: 'Updated description.', price: 30 },
      });
      const deal = expectOk(response, 200, DealSchema);
      expect(deal).toMatchObject({
        ...seeded,
        title: 'Art Walk (new)',
        description: 'Updated description.',
        price: 30,
        updated_at: expect.any(String),
      });
      expect(await c.call('GET', `/api/deals/${ADVENTURES_DEAL}`)).toMatchObject({ status: 200, body: deal });
    });

    it('changes the optional fields too, and clears the original price and expiry with null', async () => {
      const expiresAt = new Date(Date.now() + 72 * HOUR).toISOString();
      const changed = await c.call('PUT', `/api/deals/${ADVENTURES_DEAL}`, {
        token: adventures,
        body: {
          ...validDeal({ price: 20 }),
          original_price: 35,
          category: 'beach',
          available_slots: 3,
          business_name: 'Art Walks Inc.',
          image: 'https://images.example.com/art.jpg',
          expires_at: expiresAt,
        },
      });
      expect(expectOk(changed, 200, DealSchema)).toMatchObject({
        original_price: 35,
        category: 'beach',
        available_slots: 3,
        business_name: 'Art Walks Inc.',
        image: 'https://images.example.com/art.jpg',
      });
      const cleared = await c.call('PUT', `/api/deals/${ADVENTURES_DEAL}`, {
        token: adventures,
        body: { ...validDeal({ price: 20 }), original_price: null, expires_at: null, image: null },
      });
      expect(expectOk(cleared, 200, DealSchema)).toMatchObject({ original_price: null, expires_at: null, image: null });
    });

    it('keeps the stored original price, which must stay above the new price', async () => {
      const withOriginal = ownedBy('adventures').find((deal) => deal.original_price !== null)!;
      const before = expectedDeal(withOriginal.id);
      const response = await c.call('PUT', `/api/deals/${withOriginal.id}`, {
        token: adventures,
        body: { title: 'T', description: 'D', price: withOriginal.original_price! },
      });
      expectError(response, 400, MESSAGES.validOriginalPrice);
      expect((await c.call('GET', `/api/deals/${withOriginal.id}`)).body).toEqual(before);
    });

    it.each([
      ['no title', { description: 'D', price: 10 }, MESSAGES.fillAllFields],
      ['no description', { title: 'T', price: 10 }, MESSAGES.fillAllFields],
      ['a blank description', { title: 'T', description: '  ', price: 10 }, MESSAGES.fillAllFields],
      ['a blank location', { title: 'T', description: 'D', price: 10, location: ' ' }, MESSAGES.fillAllFields],
      ['no price', { title: 'T', description: 'D' }, MESSAGES.validPrice],
      ['a zero price', { title: 'T', description: 'D', price: 0 }, MESSAGES.validPrice],
      ['an empty body', {}, MESSAGES.fillAllFields],
      ['a past expiry', { title: 'T', description: 'D', price: 10, expires_at: '2001-01-01T00:00:00Z' }, MESSAGES.validExpiry],
    ])('400 for %s, the deal unchanged', async (_label, body, message) => {
      const before = expectedDeal(ADVENTURES_DEAL);
      expectError(await c.call('PUT', `/api/deals/${ADVENTURES_DEAL}`, { token: adventures, body }), 400, message);
      expect((await c.call('GET', `/api/deals/${ADVENTURES_DEAL}`)).body).toEqual(before);
    });

    it('another business’s deal: 403 You can only change your own deals, unchanged', async () => {
      const before = expectedDeal(WELLNESS_DEAL);
      expectError(
        await c.call('PUT', `/api/deals/${WELLNESS_DEAL}`, { token: adventures, body: validDeal({ title: 'Hijacked' }) }),
        403,
        MESSAGES.notYourDeal,
      );
      expect((await c.call('GET', `/api/deals/${WELLNESS_DEAL}`)).body).toEqual(before);
    });

    it('error order: malformed id 404 before the body; body 400 before existence and ownership', async () => {
      expectError(await c.call('PUT', '/api/deals/not-a-uuid', { token: adventures, body: {} }), 404, MESSAGES.dealNotFound);
      expectError(await c.call('PUT', '/api/deals/not-a-uuid', { token: adventures, rawBody: '{' }), 404, MESSAGES.dealNotFound);
      expectError(await c.call('PUT', `/api/deals/${UNKNOWN_ID}`, { token: adventures, body: {} }), 400, MESSAGES.fillAllFields);
      expectError(await c.call('PUT', `/api/deals/${WELLNESS_DEAL}`, { token: adventures, body: { title: 'x' } }), 400, MESSAGES.fillAllFields);
      expectError(await c.call('PUT', `/api/deals/${UNKNOWN_ID}`, { token: adventures, body: validDeal() }), 404, MESSAGES.dealNotFound);
    });

    it('a removed deal cannot be updated (404)', async () => {
      await c.call('DELETE', `/api/deals/${ADVENTURES_DEAL}`, { token: adventures });
      expectError(await c.call('PUT', `/api/deals/${ADVENTURES_DEAL}`, { token: adventures, body: validDeal() }), 404, MESSAGES.dealNotFound);
    });
  });

  describe('delete', () => {
    beforeEach(() => c.reset());

    it('removes the caller’s own deal from sale everywhere', async () => {
      const stats = await c.call('GET', '/api/deals/business/stats', { token: adventures });
      const response = await c.call('DELETE', `/api/deals/${ADVENTURES_DEAL}`, { token: adventures });
      expect(expectOk(response, 200, MessageResponseSchema)).toEqual({ message: MESSAGES.dealDeleted });
      expectError(await c.call('GET', `/api/deals/${ADVENTURES_DEAL}`), 404, MESSAGES.dealNotFound);
      expect(ids((await c.call('GET', '/api/deals')).body)).not.toContain(ADVENTURES_DEAL);
      expect(ids((await c.call('GET', '/api/deals/business/my-deals', { token: adventures })).body)).not.toContain(ADVENTURES_DEAL);
      const after = await c.call('GET', '/api/deals/business/stats', { token: adventures });
      expect(after.body.total_deals).toBe(stats.body.total_deals - 1);
      expectError(await c.call('DELETE', `/api/deals/${ADVENTURES_DEAL}`, { token: adventures }), 404, MESSAGES.dealNotFound);
      expectError(await c.call('POST', '/api/bookings', { token: traveler, body: { deal_id: ADVENTURES_DEAL } }), 404, MESSAGES.dealNotFound);
    });

    it('a deal created through the API can be deleted', async () => {
      const deal = expectOk(await create(validDeal()), 201, DealSchema);
      expect(await c.call('DELETE', `/api/deals/${deal.id}`, { token: adventures })).toMatchObject({ status: 200 });
      expectError(await c.call('GET', `/api/deals/${deal.id}`), 404, MESSAGES.dealNotFound);
    });

    it('another business’s deal: 403, still on sale', async () => {
      expectError(await c.call('DELETE', `/api/deals/${WELLNESS_DEAL}`, { token: adventures }), 403, MESSAGES.notYourDeal);
      expectError(await c.call('DELETE', `/api/deals/${ADVENTURES_DEAL}`, { token: wellness }), 403, MESSAGES.notYourDeal);
      expect((await c.call('GET', `/api/deals/${WELLNESS_DEAL}`)).body).toEqual(expectedDeal(WELLNESS_DEAL));
      expect((await c.call('GET', `/api/deals/${ADVENTURES_DEAL}`)).body).toEqual(expectedDeal(ADVENTURES_DEAL));
    });

    it.each([UNKNOWN_ID, 'not-a-uuid'])('404 for %s', async (id) => {
      expectError(await c.call('DELETE', `/api/deals/${id}`, { token: adventures }), 404, MESSAGES.dealNotFound);
    });

    it('a sold-out deal counts in total but not in active deals', async () => {
      const stats = (await c.call('GET', '/api/deals/business/stats', { token: adventures })).body;
      const soldOut = seedDeal(DEAL_IDS.sealRockKayak);
      expect(soldOut.available_slots).toBe(0);
      await c.call('PUT', `/api/deals/${soldOut.id}`, {
        token: adventures,
        body: { title: soldOut.title, description: soldOut.description, price: soldOut.price, available_slots: 5 },
      });
      const after = (await c.call('GET', '/api/deals/business/stats', { token: adventures })).body;
      expect(after).toEqual({ ...stats, active_deals: stats.active_deals + 1 });
    });
  });
});
