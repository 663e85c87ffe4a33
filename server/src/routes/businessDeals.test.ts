import { describe, expect, it } from 'vitest';
import { BusinessStatsSchema, DEFAULT_LOCATION, DealListSchema, DealSchema, MESSAGES } from '@spur/contract';
import type { DealRow } from '../db/rows';
import { insertBooking, insertDeal, signUp, signUpBusiness, validDeal } from '../../test/helpers/factories';
import { useTestApi } from '../../test/helpers/testApp';

const api = useTestApi();

const dealRow = (id: string) => api().db<DealRow>('deals').where({ id }).first();

describe('business access', () => {
  it('recognises business by group, by attribute and by the database, and refuses regular users', async () => {
    const byGroup = await signUpBusiness(api(), { business: 'group' });
    const byAttribute = await signUpBusiness(api(), { business: 'attribute' });
    const regular = await signUp(api());
    expect(byGroup.user.user_type).toBe('business');
    expect(byAttribute.user.user_type).toBe('business');

    for (const token of [byGroup.token, byAttribute.token]) {
      expect((await api().request('GET', '/api/deals/business/my-deals', { token })).status).toBe(200);
    }
    const refused = await api().request('GET', '/api/deals/business/my-deals', { token: regular.token });
    expect(refused).toMatchObject({ status: 403, body: { message: MESSAGES.businessRequired } });

    // Upgraded through the profile: the database alone makes them business.
    await api().request('PUT', '/api/users/profile', { token: regular.token, body: { user_type: 'business' } });
    expect((await api().request('GET', '/api/deals/business/my-deals', { token: regular.token })).status).toBe(200);
  });

  it.each([
    ['POST', '/api/deals'],
    ['PUT', '/api/deals/00000000-0000-4000-8000-000000000000'],
    ['DELETE', '/api/deals/00000000-0000-4000-8000-000000000000'],
    ['GET', '/api/deals/business/stats'],
  ])('%s %s: a regular user gets 403 before any input check', async (method, path) => {
    const regular = await signUp(api());
    const rawBody = method === 'GET' ? undefined : '{broken';
    const response = await api().request(method, path, { token: regular.token, rawBody });
    expect(response).toMatchObject({ status: 403, body: { message: MESSAGES.businessRequired } });
  });
});

describe('POST /api/deals', () => {
  it('creates a deal from the full form and answers 201 with it', async () => {
    const owner = await signUpBusiness(api());
    const response = await api().request('POST', '/api/deals', {
      token: owner.token,
      body: validDeal({ category: 'beach', original_price: 79, available_slots: 4, image: 'https://img.example/a.jpg' }),
    });
    expect(response.status).toBe(201);
    expect(DealSchema.parse(response.body)).toMatchObject({
      title: 'Sunset Kayak Tour',
      price: 49.99,
      original_price: 79,
      category: 'beach',
      available_slots: 4,
      image: 'https://img.example/a.jpg',
      rating: null,
      reviewCount: 0,
    });
    expect((await dealRow(response.body.id))?.owner_id).toBe(owner.user.id);
  });

  it('fills the simple form in with defaults', async () => {
    const owner = await signUpBusiness(api(), { name: 'Maya Torres' });
    const response = await api().request('POST', '/api/deals', { token: owner.token, body: { title: '  Quick deal ', price: 10 } });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      title: 'Quick deal',
      description: '',
      location: DEFAULT_LOCATION,
      business_name: 'Maya Torres',
      category: 'tour',
      available_slots: 10,
    });
  });

  it('names the business after the email when the owner has no name', async () => {
    const owner = await signUpBusiness(api(), { name: undefined, email: 'surf-shack@example.com' });
    const response = await api().request('POST', '/api/deals', { token: owner.token, body: { title: 'x', price: 1 } });
    expect(response.body.business_name).toBe('surf-shack');
  });

  it('stores SQL and HTML verbatim', async () => {
    const owner = await signUpBusiness(api());
    const title = `<script>alert("x")</script>'; DROP TABLE deals; --`;
    const response = await api().request('POST', '/api/deals', { token: owner.token, body: validDeal({ title }) });
    expect(response.status).toBe(201);
    expect(response.body.title).toBe(title);
    expect((await api().request('GET', `/api/deals/${response.body.id}`)).body.title).toBe(title);
  });

  it.each([
    [{ price: 10 }, MESSAGES.fillRequiredFields],
    [{ title: '   ', price: 10 }, MESSAGES.fillRequiredFields],
    [{ title: 'x' }, MESSAGES.validPrice],
    [{ title: 'x', price: 0 }, MESSAGES.validPrice],
    [{ title: 'x', price: -5 }, MESSAGES.validPrice],
    [{ title: 'x', price: '10' }, MESSAGES.validPrice],
    [{ title: 'x', price: 1.234 }, MESSAGES.validPrice],
    [{ title: 'x', price: 1e9 }, MESSAGES.validPrice],
    [{ title: 42, price: 10 }, MESSAGES.fillRequiredFields],
    [{ title: 'x'.repeat(121), price: 10 }, MESSAGES.tooLong('Title', 120)],
    [{ title: 'x', price: 10, category: 'volcano' }, MESSAGES.validCategory],
    [{ title: 'x', price: 10, available_slots: -1 }, MESSAGES.validSlots],
    [{ title: 'x', price: 10, available_slots: 2.5 }, MESSAGES.validSlots],
    [{ title: 'x', price: 10, original_price: 5 }, MESSAGES.validOriginalPrice],
    [{ title: 'x', price: 10, image: 'javascript:alert(1)' }, MESSAGES.validImage],
    [{ title: 'x', price: 10, image: 'http://insecure.example/a.jpg' }, MESSAGES.validImage],
    [{ title: 'x', price: 10, expires_at: 'tomorrow' }, MESSAGES.validExpiry],
    [{ title: 'x', price: 10, expires_at: '2001-01-01T00:00:00Z' }, MESSAGES.validExpiry],
  ])('400 for %j', async (body, message) => {
    const owner = await signUpBusiness(api());
    const response = await api().request('POST', '/api/deals', { token: owner.token, body });
    expect(response).toMatchObject({ status: 400, body: { message } });
    expect(await api().db('deals').where({ owner_id: owner.user.id }).count()).toEqual([{ count: '0' }]);
  });
});

describe('PUT /api/deals/:id', () => {
  it('updates the owner’s deal', async () => {
    const owner = await signUpBusiness(api());
    const deal = await insertDeal(api().db, owner.user.id, { original_price: '60.00' });
    const response = await api().request('PUT', `/api/deals/${deal.id}`, {
      token: owner.token,
      body: { title: 'New title', description: 'New description', price: 45, available_slots: 3 },
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ title: 'New title', price: 45, original_price: 60, available_slots: 3 });
    expect(new Date(response.body.updated_at).getTime()).toBeGreaterThanOrEqual(new Date(response.body.created_at).getTime());
  });

  it('refuses a price at or above the stored original price', async () => {
    const owner = await signUpBusiness(api());
    const deal = await insertDeal(api().db, owner.user.id, { original_price: '60.00' });
    const response = await api().request('PUT', `/api/deals/${deal.id}`, {
      token: owner.token,
      body: { title: 't', description: 'd', price: 60 },
    });
    expect(response).toMatchObject({ status: 400, body: { message: MESSAGES.validOriginalPrice } });
    // Clearing the original price in the same request makes it valid.
    const cleared = await api().request('PUT', `/api/deals/${deal.id}`, {
      token: owner.token,
      body: { title: 't', description: 'd', price: 60, original_price: null },
    });
    expect(cleared.body).toMatchObject({ price: 60, original_price: null });
  });

  it.each([
    [{ description: 'd', price: 1 }, MESSAGES.fillAllFields],
    [{ title: 't', price: 1 }, MESSAGES.fillAllFields],
    [{ title: 't', description: 'd' }, MESSAGES.validPrice],
    [{ title: 't', description: 'd', price: 1, location: ' ' }, MESSAGES.fillAllFields],
  ])('400 for %j, nothing changed', async (body, message) => {
    const owner = await signUpBusiness(api());
    const deal = await insertDeal(api().db, owner.user.id);
    const response = await api().request('PUT', `/api/deals/${deal.id}`, { token: owner.token, body });
    expect(response).toMatchObject({ status: 400, body: { message } });
    expect(await dealRow(deal.id)).toEqual(deal);
  });

  it('403 on another business’s deal, 404 on a missing or removed one, nothing changed', async () => {
    const owner = await signUpBusiness(api());
    const other = await signUpBusiness(api());
    const deal = await insertDeal(api().db, owner.user.id);
    const removed = await insertDeal(api().db, other.user.id, { deleted_at: new Date() });
    const body = { title: 'Hijacked', description: 'd', price: 1 };

    const foreign = await api().request('PUT', `/api/deals/${deal.id}`, { token: other.token, body });
    expect(foreign).toMatchObject({ status: 403, body: { message: MESSAGES.notYourDeal } });
    expect(await dealRow(deal.id)).toEqual(deal);

    for (const id of [removed.id, '00000000-0000-4000-8000-000000000000', 'nope']) {
      const missing = await api().request('PUT', `/api/deals/${id}`, { token: other.token, body });
      expect(missing).toMatchObject({ status: 404, body: { message: MESSAGES.dealNotFound } });
    }
  });

  it('answers 404 for a malformed id before looking at the body', async () => {
    const owner = await signUpBusiness(api());
    const response = await api().request('PUT', '/api/deals/nope', { token: owner.token, rawBody: '{broken' });
    expect(response).toMatchObject({ status: 404, body: { message: MESSAGES.dealNotFound } });
  });
});

describe('DELETE /api/deals/:id', () => {
  it('removes the deal from sale and keeps its bookings', async () => {
    const owner = await signUpBusiness(api());
    const deal = await insertDeal(api().db, owner.user.id);
    const booking = await insertBooking(api().db, deal);
    const response = await api().request('DELETE', `/api/deals/${deal.id}`, { token: owner.token });
    expect(response).toMatchObject({ status: 200, body: { message: MESSAGES.dealDeleted } });
    expect((await dealRow(deal.id))?.deleted_at).not.toBeNull();
    expect((await api().request('GET', `/api/deals/${deal.id}`)).status).toBe(404);
    expect(await api().db('bookings').where({ id: booking.id }).first()).toBeTruthy();
    expect((await api().request('DELETE', `/api/deals/${deal.id}`, { token: owner.token })).status).toBe(404);
  });

  it('403 on another business’s deal, nothing changed', async () => {
    const owner = await signUpBusiness(api());
    const other = await signUpBusiness(api());
    const deal = await insertDeal(api().db, owner.user.id);
    const response = await api().request('DELETE', `/api/deals/${deal.id}`, { token: other.token });
    expect(response).toMatchObject({ status: 403, body: { message: MESSAGES.notYourDeal } });
    expect((await dealRow(deal.id))?.deleted_at).toBeNull();
  });
});

describe('GET /api/deals/business/my-deals and stats', () => {
  it('lists only the caller’s deals on sale, newest first', async () => {
    const owner = await signUpBusiness(api());
    const other = await signUpBusiness(api());
    const older = await insertDeal(api().db, owner.user.id, { created_at: new Date(Date.now() - 10_000) });
    const newer = await insertDeal(api().db, owner.user.id);
    await insertDeal(api().db, owner.user.id, { deleted_at: new Date() });
    await insertDeal(api().db, other.user.id);

    const response = await api().request('GET', '/api/deals/business/my-deals', { token: owner.token });
    expect(response.status).toBe(200);
    expect(DealListSchema.parse(response.body).map((deal) => deal.id)).toEqual([newer.id, older.id]);
  });

  it('answers an empty list for a new business', async () => {
    const owner = await signUpBusiness(api());
    const response = await api().request('GET', '/api/deals/business/my-deals', { token: owner.token });
    expect(response).toMatchObject({ status: 200, body: [] });
  });

  it('computes revenue from paid bookings and counts active deals', async () => {
    const owner = await signUpBusiness(api());
    const now = api().clock.now().getTime();
    const active = await insertDeal(api().db, owner.user.id, { available_slots: 3 });
    await insertDeal(api().db, owner.user.id, { available_slots: 0 });
    await insertDeal(api().db, owner.user.id, { expires_at: new Date(now - 1000) });
    const removed = await insertDeal(api().db, owner.user.id, { deleted_at: new Date() });
    const foreign = await insertDeal(api().db, null);
    await insertBooking(api().db, active, { status: 'confirmed', amount_cents: 4999 });
    await insertBooking(api().db, active, { status: 'confirmed', amount_cents: 1001 });
    await insertBooking(api().db, removed, { status: 'confirmed', amount_cents: 500 });
    await insertBooking(api().db, active, { status: 'cancelled', amount_cents: 9999 });
    await insertBooking(api().db, active, { status: 'pending', amount_cents: 9999 });
    await insertBooking(api().db, foreign, { status: 'confirmed', amount_cents: 9999 });

    const response = await api().request('GET', '/api/deals/business/stats', { token: owner.token });
    expect(response.status).toBe(200);
    expect(BusinessStatsSchema.parse(response.body)).toEqual({ total_deals: 3, total_revenue: 65, active_deals: 1, upcoming_sessions: 0, seats_sold_today: 3, fee_percent: 15 });
  });
});
