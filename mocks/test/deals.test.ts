import { describe, expect, it } from 'vitest';
import { BusinessStatsSchema, DEFAULT_LOCATION, DealSchema, MESSAGES, type Deal } from '@spur/contract';
import { DEAL_IDS, DEMO_ACCOUNTS } from '@spur/demo-data';
import { ADVENTURES, TRAVELER, WELLNESS, api, idToken, useMockServer } from './helpers';

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describe('deals', () => {
  const mock = useMockServer();

  describe('GET /api/deals/:id', () => {
    it('answers one deal with its rating', async () => {
      const res = await api<Deal>('GET', `/api/deals/${DEAL_IDS.whaleSafari}`);
      expect(res.status).toBe(200);
      expect(DealSchema.parse(res.body)).toMatchObject({
        title: 'Dana Point Whale Watching Safari',
        bookingType: 'fareharbor',
        vendorShortname: 'danapointwhalesafaris',
        rating: 4.3,
        reviewCount: 3,
      });
    });

    it('is 404 for a malformed, unknown or deleted id', async () => {
      expect(await api('GET', '/api/deals/not-a-uuid')).toEqual({ status: 404, body: { message: MESSAGES.dealNotFound } });
      expect(await api('GET', `/api/deals/${UNKNOWN}`)).toEqual({ status: 404, body: { message: MESSAGES.dealNotFound } });
      const token = await idToken(mock, ADVENTURES);
      await api('DELETE', `/api/deals/${DEAL_IDS.artWalk}`, { token });
      expect((await api('GET', `/api/deals/${DEAL_IDS.artWalk}`)).status).toBe(404);
    });
  });

  describe('business dashboard', () => {
    it('lists only the caller’s live deals, newest first', async () => {
      const res = await api<Deal[]>('GET', '/api/deals/business/my-deals', { token: await idToken(mock, WELLNESS) });
      expect(res.status).toBe(200);
      expect(res.body).toHaveLength(10);
      expect(res.body.every((deal) => ['wellness', 'entertainment'].includes(deal.category))).toBe(true);
      const times = res.body.map((deal) => deal.created_at);
      expect([...times].sort().reverse()).toEqual(times);
    });

    it('refuses regular users (403) and guests (401)', async () => {
      const traveler = await idToken(mock, TRAVELER);
      for (const path of ['/api/deals/business/my-deals', '/api/deals/business/stats']) {
        expect(await api('GET', path, { token: traveler })).toEqual({ status: 403, body: { message: MESSAGES.businessRequired } });
        expect(await api('GET', path)).toEqual({ status: 401, body: { message: MESSAGES.authRequired } });
      }
      expect((await api('POST', '/api/deals', { token: traveler, body: {} })).status).toBe(403);
    });

    it('computes stats from confirmed bookings and live, in-stock, unexpired deals', async () => {
      const token = await idToken(mock, ADVENTURES);
      const res = await api('GET', '/api/deals/business/stats', { token });
      expect(res.status).toBe(200);
      // Confirmed bookings on adventures' deals: surf x3 (89), whale x4 (65), seal rock x2 (75),
      // harbor cruise x2 (49, one of them the traveler's session tomorrow), art walk (35), sunset paddle (59), dolphin (49).
      const revenue = 3 * 89 + 4 * 65 + 2 * 75 + 2 * 49 + 35 + 59 + 49;
      // Sessions: sunset paddle 4, bay kayak 3, mission tour 3, harbor cruise 2, cove cottages 2; no seed booking is from today.
      expect(BusinessStatsSchema.parse(res.body)).toEqual({ total_deals: 16, total_revenue: revenue, active_deals: 14, upcoming_sessions: 14, seats_sold_today: 0, fee_percent: 15 });
      const wellness = await api('GET', '/api/deals/business/stats', { token: await idToken(mock, WELLNESS) });
      // massage x2 (the traveler's was cancelled), sound bath, jazz x2, comedy, couples spa
      // Sessions: sunrise yoga 3, forest bathing 3, sound bath 2, jazz 2, the sold-out mystery cruise 2.
      expect(wellness.body).toEqual({ total_deals: 10, total_revenue: 2 * 149 + 39 + 2 * 45 + 32 + 249, active_deals: 9, upcoming_sessions: 12, seats_sold_today: 0, fee_percent: 15 });
    });
  });

  describe('POST /api/deals', () => {
    it('creates a deal from the full form', async () => {
      const token = await idToken(mock, ADVENTURES);
      const body = {
        title: '  Sunrise Kayak  ',
        description: 'Paddle at dawn.',
        price: 42.5,
        location: 'Dana Point, CA',
        category: 'beach',
        original_price: 60,
        available_slots: 3,
        business_name: 'Laguna Coast Adventures',
      };
      const res = await api<Deal>('POST', '/api/deals', { token, body });
      expect(res.status).toBe(201);
      expect(DealSchema.parse(res.body)).toMatchObject({
        title: 'Sunrise Kayak',
        price: 42.5,
        original_price: 60,
        category: 'beach',
        available_slots: 3,
        rating: null,
        reviewCount: 0,
      });
      const mine = await api<Deal[]>('GET', '/api/deals/business/my-deals', { token });
      expect(mine.body[0]!.id).toBe(res.body.id);
      const listed = await api<Deal[]>('GET', '/api/deals?search=sunrise%20kayak');
      expect(listed.body.map((deal) => deal.id)).toContain(res.body.id);
    });

    it('fills in the simple form’s missing fields with the defaults', async () => {
      const token = await idToken(mock, WELLNESS);
      const res = await api<Deal>('POST', '/api/deals', { token, body: { title: 'Tea ceremony', price: 30 } });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({
        description: '',
        location: DEFAULT_LOCATION,
        category: 'tour',
        available_slots: 10,
        business_name: DEMO_ACCOUNTS.wellness.fullName,
        original_price: null,
        expires_at: null,
      });
    });

    it('validates with the spec’s messages', async () => {
      const token = await idToken(mock, ADVENTURES);
      const cases: Array<[unknown, string]> = [
        [{ price: 10 }, MESSAGES.fillRequiredFields],
        [{ title: '   ', price: 10 }, MESSAGES.fillRequiredFields],
        [{ title: 'A' }, MESSAGES.validPrice],
        [{ title: 'A', price: 0 }, MESSAGES.validPrice],
        [{ title: 'A', price: -5 }, MESSAGES.validPrice],
        [{ title: 'A', price: 10.123 }, MESSAGES.validPrice],
        [{ title: 'A', price: '10' }, MESSAGES.validPrice],
        [{ title: 'A', price: 10, original_price: 8 }, MESSAGES.validOriginalPrice],
        [{ title: 'A', price: 10, category: 'museum' }, MESSAGES.validCategory],
        [{ title: 'A', price: 10, available_slots: 1.5 }, MESSAGES.validSlots],
        [{ title: 'A', price: 10, image: 'http://example.com/a.jpg' }, MESSAGES.validImage],
        [{ title: 'A', price: 10, expires_at: 'tomorrow' }, MESSAGES.validExpiry],
        [{ title: 'A', price: 10, expires_at: '2001-01-01T00:00:00Z' }, MESSAGES.validExpiry],
        [{ title: 'x'.repeat(121), price: 10 }, MESSAGES.tooLong('Title', 120)],
      ];
      for (const [body, message] of cases) {
        expect(await api('POST', '/api/deals', { token, body })).toEqual({ status: 400, body: { message } });
      }
      expect((await api<Deal[]>('GET', '/api/deals/business/my-deals', { token })).body).toHaveLength(16);
    });
  });

  describe('PUT /api/deals/:id', () => {
    const update = { title: 'Whale Safari at Dawn', description: 'Early boat.', price: 70 };

    it('updates the owner’s deal', async () => {
      const token = await idToken(mock, ADVENTURES);
      const res = await api<Deal>('PUT', `/api/deals/${DEAL_IDS.whaleSafari}`, { token, body: { ...update, available_slots: 5 } });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ ...update, original_price: 85, available_slots: 5, reviewCount: 3 });
      expect(Date.parse(res.body.updated_at)).toBeGreaterThan(Date.parse(res.body.created_at));
      expect((await api<Deal>('GET', `/api/deals/${DEAL_IDS.whaleSafari}`)).body.title).toBe(update.title);
    });

    it('keeps the original price above the new price', async () => {
      const token = await idToken(mock, ADVENTURES);
      const res = await api('PUT', `/api/deals/${DEAL_IDS.whaleSafari}`, { token, body: { ...update, price: 90 } });
      expect(res).toEqual({ status: 400, body: { message: MESSAGES.validOriginalPrice } });
      const cleared = await api<Deal>('PUT', `/api/deals/${DEAL_IDS.whaleSafari}`, {
        token,
        body: { ...update, price: 90, original_price: null },
      });
      expect(cleared.body).toMatchObject({ price: 90, original_price: null });
    });

    it('answers 404 (malformed, unknown, deleted), then 403 for another business’s deal', async () => {
      const token = await idToken(mock, WELLNESS);
      expect(await api('PUT', '/api/deals/123', { token, body: update })).toEqual({
        status: 404,
        body: { message: MESSAGES.dealNotFound },
      });
      expect((await api('PUT', `/api/deals/${UNKNOWN}`, { token, body: update })).status).toBe(404);
      expect(await api('PUT', `/api/deals/${DEAL_IDS.whaleSafari}`, { token, body: update })).toEqual({
        status: 403,
        body: { message: MESSAGES.notYourDeal },
      });
      // Input is checked before existence and ownership.
      expect(await api('PUT', `/api/deals/${DEAL_IDS.whaleSafari}`, { token, body: { title: 'x' } })).toEqual({
        status: 400,
        body: { message: MESSAGES.fillAllFields },
      });
    });
  });

  describe('DELETE /api/deals/:id', () => {
    it('removes the owner’s deal from sale (soft delete)', async () => {
      const token = await idToken(mock, ADVENTURES);
      const res = await api('DELETE', `/api/deals/${DEAL_IDS.whaleSafari}`, { token });
      expect(res).toEqual({ status: 200, body: { message: MESSAGES.dealDeleted } });
      expect(await api('DELETE', `/api/deals/${DEAL_IDS.whaleSafari}`, { token })).toEqual({
        status: 404,
        body: { message: MESSAGES.dealNotFound },
      });
      const mine = await api<Deal[]>('GET', '/api/deals/business/my-deals', { token });
      expect(mine.body.map((deal) => deal.id)).not.toContain(DEAL_IDS.whaleSafari);
      // The traveler's booking of it is still there.
      const bookings = await api<Array<{ deal_id: string }>>('GET', '/api/bookings/my-bookings', {
        token: await idToken(mock, TRAVELER),
      });
      expect(bookings.body.map((booking) => booking.deal_id)).toContain(DEAL_IDS.whaleSafari);
    });

    it('refuses another business’s deal', async () => {
      const token = await idToken(mock, ADVENTURES);
      expect(await api('DELETE', `/api/deals/${DEAL_IDS.jazzNight}`, { token })).toEqual({
        status: 403,
        body: { message: MESSAGES.notYourDeal },
      });
      expect((await api('GET', `/api/deals/${DEAL_IDS.jazzNight}`)).status).toBe(200);
    });
  });
});
