/**
 * Hostile input on every endpoint with a body or a query: wrong types, missing and extra
 * fields, oversized and invalid bodies, SQL and HTML payloads, unicode, NULs, huge and negative
 * numbers, arrays for objects. Always a 4xx `{ message }` (a message of the contract), or a 2xx
 * where the input is legitimately valid; never a 5xx; and nothing changed when refused.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { DealSchema, LIMITS, MESSAGES, UserSchema, toCents, type EndpointName } from '@spur/contract';
import { contractSuite, expectError, expectOk, expectRefusal, type ApiResult, type Body, type Contract } from './harness';
import { DEAL_IDS, TRAVELER_BOOKING_IDS, observable, seedDeal, validContact, validDeal } from './fixtures';

const SQL = `'; DROP TABLE deals; --`;
const HTML = `<script>alert(1)</script><img src=x onerror=alert(2)>`;
const UNICODE = 'Zoë’s Café — 日本語 🏄‍♀️ עברית e\u0301';

/** Every message the contract can answer with. */
const KNOWN = new Set<string>(Object.values(MESSAGES).filter((value) => typeof value === 'string') as string[]);
const isKnownMessage = (message: string) => KNOWN.has(message) || /^[A-Z][a-z ]+ must be at most \d+ characters\.$/.test(message);

/** Wrong-typed values for any field (some are valid for some fields, which is fine). */
const HOSTILE: unknown[] = [null, true, false, 0, -1, 1.5, 1e308, -1e308, '', '   ', 'text', [], ['a'], {}, { $gt: '' }, SQL];

interface Target {
  name: EndpointName;
  method: string;
  /** Path for the call (ids resolved when the cases run). */
  path: (ids: Ids) => string;
  who: 'traveler' | 'adventures' | null;
  valid: () => Record<string, unknown>;
}

interface Ids {
  checkout: string;
}

const snorkel = seedDeal(DEAL_IDS.snorkel);
const TARGETS: Target[] = [
  { name: 'contact', method: 'POST', path: () => '/api/contact', who: null, valid: () => validContact() },
  { name: 'updateProfile', method: 'PUT', path: () => '/api/users/profile', who: 'traveler', valid: () => ({ full_name: 'Jordan Reyes', phone_number: '949-555-0100' }) },
  {
    name: 'updateEmailPreferences',
    method: 'PUT',
    path: () => '/api/users/email-preferences',
    who: 'traveler',
    valid: () => ({ marketing_emails: true, marketing_email: 'm@example.com', booking_updates: true, booking_email: 'b@example.com' }),
  },
  { name: 'createBooking', method: 'POST', path: () => '/api/bookings', who: 'traveler', valid: () => ({ deal_id: DEAL_IDS.snorkel }) },
  { name: 'createDeal', method: 'POST', path: () => '/api/deals', who: 'adventures', valid: () => ({ ...validDeal(), category: 'beach', available_slots: 5 }) },
  { name: 'updateDeal', method: 'PUT', path: () => `/api/deals/${DEAL_IDS.artWalk}`, who: 'adventures', valid: () => validDeal({ title: 'Art Walk' }) },
  {
    name: 'createCheckout',
    method: 'POST',
    path: () => '/api/payment/create-checkout-session',
    who: null,
    valid: () => ({ dealId: DEAL_IDS.snorkel, name: snorkel.title, amount: toCents(snorkel.price), quantity: 1, guestInfo: { email: 'g@example.com', name: 'Guest' } }),
  },
  { name: 'payTestCheckout', method: 'POST', path: (ids) => `/api/payment/test-checkout/${ids.checkout}/pay`, who: null, valid: () => ({ email: 'payer@example.com' }) },
];

/** The one checkout the pay cases aim at: opened once, it must still be open at the end. */
async function openCheckout(c: Contract): Promise<string> {
  const response = await c.call('POST', '/api/payment/create-checkout-session', {
    body: { dealId: DEAL_IDS.bonfire, amount: toCents(seedDeal(DEAL_IDS.bonfire).price), quantity: 1 },
  });
  expect(response.status).toBe(200);
  return response.body.url.split('/').pop();
}

contractSuite('bad input', (c) => {
  let ids: Ids;
  let tokens: Record<'traveler' | 'adventures', string>;
  let baseline: Body;
  let stale = false;

  /** The state the refusals must leave alone: what clients see, the counts, the open session. */
  const state = async () => ({ ...(await observable(c)), checkout: (await c.call('GET', `/api/payment/test-checkout/${ids.checkout}`, { compare: false })).body });

  beforeAll(async () => {
    await c.reset();
    ids = { checkout: await openCheckout(c) };
    tokens = { traveler: await c.token('traveler'), adventures: await c.token('adventures') };
    baseline = await state();
  });

  /** A legitimately valid request wrote something: back to the seed, with a fresh session. */
  async function undoWrite() {
    await c.reset();
    ids = { checkout: await openCheckout(c) };
    tokens = { traveler: await c.token('traveler'), adventures: await c.token('adventures') };
    stale = true;
  }

  /** The baseline again after writes were undone (taken once, before the next refusals). */
  async function refreshBaseline() {
    if (stale) baseline = await state();
    stale = false;
  }

  const send = (target: Target, options: { body?: unknown; rawBody?: string; headers?: Record<string, string> }): Promise<ApiResult> =>
    c.call(target.method, target.path(ids), { token: target.who ? tokens[target.who] : undefined, ...options });

  /** A refusal: 4xx, only `{ message }`, a message of the contract. */
  function refused(result: ApiResult, label: string) {
    expectRefusal(result, label);
    expect(isKnownMessage(result.body.message), `${label}: unknown message "${result.body.message}"`).toBe(true);
  }

  describe.each(TARGETS)('$name', (target) => {
    it('every field with a wrong-typed value: a contract message or a valid write, never a 5xx, nothing changed when refused', async () => {
      const valid = target.valid();
      for (const field of Object.keys(valid)) {
        for (const value of HOSTILE) {
          const label = `${field}=${JSON.stringify(value)}`;
          const before = await c.driver.counts();
          const response = await send(target, { body: { ...valid, [field]: value } });
          if (response.status < 300) {
            // Legitimately valid (a blank optional text, say): undone before the next value.
            expect(response.status, label).toBeGreaterThanOrEqual(200);
            await undoWrite();
          } else {
            refused(response, label);
            expect(await c.driver.counts(), label).toEqual(before);
          }
        }
      }
      await refreshBaseline();
    });

    it.each([
      ['a field missing at a time', 'missing'],
      ['an array instead of the object', 'array'],
      ['an empty object', 'empty'],
    ] as const)('%s: 400 with a contract message', async (_label, kind) => {
      const valid = target.valid();
      const bodies =
        kind === 'missing'
          ? Object.keys(valid).map((field) => Object.fromEntries(Object.entries(valid).filter(([key]) => key !== field)))
          : kind === 'array'
            ? [[valid], [], [1, 2, 3]]
            : [{}];
      for (const body of bodies) {
        const response = await send(target, { body });
        if (response.status < 300) {
          // An optional field left out is fine: undone before the next body.
          await undoWrite();
          continue;
        }
        refused(response, JSON.stringify(body));
      }
      await refreshBaseline();
    });

    it.each([
      ['invalid JSON', '{"a":', 400, MESSAGES.invalidJson],
      ['a truncated body', '{"title": "x", "price": 1', 400, MESSAGES.invalidJson],
      ['a JSON string', '"text"', 400, MESSAGES.invalidJson],
      ['a JSON number', '42', 400, MESSAGES.invalidJson],
      ['JSON null', 'null', 400, MESSAGES.invalidJson],
      ['not JSON at all', 'title=x&price=1', 400, MESSAGES.invalidJson],
      ['single quotes', "{'title': 'x'}", 400, MESSAGES.invalidJson],
    ] as const)('%s: %i', async (_label, rawBody, status, message) => {
      expectError(await send(target, { rawBody }), status, message);
    });

    it('an oversized body: 413', async () => {
      expectError(await send(target, { body: { ...target.valid(), padding: 'x'.repeat(150_000) } }), 413, MESSAGES.bodyTooLarge);
      expectError(await send(target, { rawBody: `{"padding":"${'é'.repeat(60_000)}"}` }), 413, MESSAGES.bodyTooLarge);
    });

    it('a deeply nested body is refused with a contract message', async () => {
      refused(await send(target, { rawBody: `${'['.repeat(5000)}${']'.repeat(5000)}` }), 'nested arrays');
      refused(await send(target, { rawBody: `${'{"a":'.repeat(2000)}1${'}'.repeat(2000)}` }), 'nested objects');
    });

    it('a body that is not sent as JSON reads as no fields', async () => {
      const valid = JSON.stringify(target.valid());
      for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'text/json']) {
        const response = await send(target, { rawBody: valid, headers: { 'Content-Type': type } });
        refused(response, type);
      }
    });

    it('refusals changed nothing', async () => {
      expect(await state()).toEqual(baseline);
    });
  });

  describe('valid input that looks hostile is stored and answered verbatim', () => {
    it('deal text: SQL, HTML, unicode; the catalogue is intact', async () => {
      const response = await c.call('POST', '/api/deals', {
        token: tokens.adventures,
        body: { title: SQL, description: HTML, location: UNICODE, business_name: `${HTML} & Co`, price: 12.5 },
      });
      const deal = expectOk(response, 201, DealSchema);
      expect(deal).toMatchObject({ title: SQL, description: HTML, location: UNICODE, business_name: `${HTML} & Co` });
      expect((await c.call('GET', `/api/deals/${deal.id}`)).body).toEqual(deal);
      const catalogue = await c.call('GET', '/api/deals');
      expect(catalogue.body.length).toBe(baseline.deals.length + 1);
      const found = await c.call('GET', `/api/deals?search=${encodeURIComponent('DROP TABLE')}`);
      expect(found.body.map((row: { id: string }) => row.id)).toEqual([deal.id]);
    });

    it('profile and contact text', async () => {
      const profile = await c.call('PUT', '/api/users/profile', { token: tokens.traveler, body: { full_name: `${HTML} ${UNICODE}` } });
      expect(expectOk(profile, 200, UserSchema).full_name).toBe(`${HTML} ${UNICODE}`);
      const contact = await c.call('POST', '/api/contact', { body: validContact({ subject: SQL, message: HTML, name: UNICODE }) });
      expect(contact.status).toBe(200);
    });

    it('NUL characters are removed from text', async () => {
      const response = await c.call('POST', '/api/deals', {
        token: tokens.adventures,
        body: { title: 'Sun\u0000set\u0000', description: '\u0000', price: 10 },
      });
      expect(expectOk(response, 201, DealSchema)).toMatchObject({ title: 'Sunset', description: '' });
      const nulOnly = await c.call('POST', '/api/deals', { token: tokens.adventures, body: { title: '\u0000', price: 10 } });
      expectError(nulOnly, 400, MESSAGES.fillRequiredFields);
      const profile = await c.call('PUT', '/api/users/profile', { token: tokens.traveler, body: { full_name: 'A\u0000B' } });
      expect(profile.body.full_name).toBe('AB');
      const booking = await c.call('POST', '/api/bookings', { token: tokens.traveler, body: { deal_id: `${DEAL_IDS.snorkel}\u0000` } });
      expect(booking).toMatchObject({ status: 201, body: { deal_id: DEAL_IDS.snorkel } });
    });

    it('lone UTF-16 surrogates become U+FFFD (what UTF-8 storage makes of them)', async () => {
      const response = await c.call('POST', '/api/deals', {
        token: tokens.adventures,
        rawBody: '{"title":"a\\ud800b","price":1,"description":"\\udc00x\\ud83c\\udfc4"}',
      });
      expect(expectOk(response, 201, DealSchema)).toMatchObject({ title: 'a\ufffdb', description: '\ufffdx🏄' });
      const profile = await c.call('PUT', '/api/users/profile', { token: tokens.traveler, rawBody: '{"full_name":"\\ud800"}' });
      expect(profile).toMatchObject({ status: 200, body: { full_name: '\ufffd' } });
    });

    it('extra fields are ignored: no owner, id, status or price can be set', async () => {
      const deal = await c.call('POST', '/api/deals', {
        token: tokens.adventures,
        body: {
          ...validDeal({ title: 'Extra fields' }),
          id: '11111111-1111-4111-8111-111111111111',
          owner_id: 'x',
          rating: 5,
          reviewCount: 999,
          deleted_at: '2000-01-01T00:00:00Z',
        },
      });
      const created = expectOk(deal, 201, DealSchema);
      expect(created.id).not.toBe('11111111-1111-4111-8111-111111111111');
      expect(created).toMatchObject({ rating: null, reviewCount: 0 });
      const mine = await c.call('GET', '/api/deals/business/my-deals', { token: tokens.adventures });
      expect(mine.body[0].id).toBe(created.id);
      const booking = await c.call('POST', '/api/bookings', {
        token: tokens.traveler,
        body: { deal_id: DEAL_IDS.snorkel, status: 'confirmed', price: 0.01, user_id: 'someone-else' },
      });
      expect(booking).toMatchObject({ status: 201, body: { status: 'pending', price: snorkel.price } });
      // A `__proto__` key is refused outright (the server's JSON parser); `constructor` is just ignored.
      const proto = await c.call('PUT', '/api/users/profile', {
        token: tokens.traveler,
        rawBody: '{"full_name":"Proto","__proto__":{"user_type":"business"}}',
      });
      expectError(proto, 400, MESSAGES.invalidJson);
      const nested = await c.call('POST', '/api/deals', {
        token: tokens.adventures,
        rawBody: '{"title":"Proto","price":1,"extra":{"a":{"\\u005f_proto__":{"admin":true}}}}',
      });
      expectError(nested, 400, MESSAGES.invalidJson);
      const constructor = await c.call('PUT', '/api/users/profile', {
        token: tokens.traveler,
        rawBody: '{"full_name":"Proto","constructor":{"prototype":{"admin":true}}}',
      });
      expect(constructor).toMatchObject({ status: 200, body: { full_name: 'Proto', user_type: 'regular' } });
      expect(({} as Record<string, unknown>).admin).toBeUndefined();
    });
  });

  describe('numbers', () => {
    it.each([
      ['price 1e400 (Infinity)', '/api/deals', 'adventures', '{"title":"T","price":1e400}', MESSAGES.validPrice],
      ['price -0', '/api/deals', 'adventures', '{"title":"T","price":-0}', MESSAGES.validPrice],
      ['slots 1e20', '/api/deals', 'adventures', '{"title":"T","price":1,"available_slots":1e20}', MESSAGES.validSlots],
      ['slots -1', '/api/deals', 'adventures', '{"title":"T","price":1,"available_slots":-1}', MESSAGES.validSlots],
      ['amount 1e400', '/api/payment/create-checkout-session', null, `{"dealId":"${DEAL_IDS.snorkel}","amount":1e400}`, MESSAGES.priceChanged],
      ['amount -1', '/api/payment/create-checkout-session', null, `{"dealId":"${DEAL_IDS.snorkel}","amount":-1}`, MESSAGES.priceChanged],
      ['amount 1e308 (not a safe integer)', '/api/payment/create-checkout-session', null, `{"dealId":"${DEAL_IDS.snorkel}","amount":1e308}`, MESSAGES.priceChanged],
      ['quantity 1e308', '/api/payment/create-checkout-session', null, `{"dealId":"${DEAL_IDS.snorkel}","amount":1,"quantity":1e308}`, MESSAGES.quantityFixed],
    ] as const)('%s: 400', async (_label, path, who, rawBody, message) => {
      expectError(await c.call('POST', path, { token: who ? tokens[who] : undefined, rawBody }), 400, message);
    });

    it('a price with floating-point noise is stored in cents', async () => {
      const response = await c.call('POST', '/api/deals', { token: tokens.adventures, rawBody: `{"title":"Noise","price":${0.1 + 0.2},"original_price":${1.1 * 3}}` });
      expect(expectOk(response, 201, DealSchema)).toMatchObject({ price: 0.3, original_price: 3.3 });
      expect((await c.call('GET', `/api/deals/${response.body.id}`)).body).toMatchObject({ price: 0.3, original_price: 3.3 });
    });

    it('prices with two decimals and the maximum are fine', async () => {
      for (const price of [0.01, 19.99, LIMITS.maxPrice]) {
        const response = await c.call('POST', '/api/deals', { token: tokens.adventures, body: { title: `Priced ${price}`, price } });
        expect(expectOk(response, 201, DealSchema).price).toBe(price);
      }
    });
  });

  describe('query and path', () => {
    it.each([
      ['SQL', SQL],
      ['HTML', HTML],
      ['unicode', UNICODE],
      ['a tsquery operator soup', `!(beach & | <-> :* ' " \\`],
      ['only stop words', 'the and of'],
      ['a NUL', 'beach\u0000'],
    ])('search with %s: 200 with a list', async (_label, search) => {
      const response = await c.call('GET', `/api/deals?search=${encodeURIComponent(search)}`, { compare: (body) => body?.length });
      expect(response.status).toBe(200);
      expect(Array.isArray(response.body)).toBe(true);
    });

    it.each(['limit=%20', 'limit=', 'limit=Infinity', 'limit=1e2', 'limit=0x10', 'offset=', 'search[]=x', 'category[]=beach', 'limit=1&limit=x'])(
      '%s: a list or a contract message',
      async (query) => {
        const response = await c.call('GET', `/api/deals?${query}`, { compare: (body) => (Array.isArray(body) ? body.length : body) });
        if (response.status !== 200) refused(response, query);
      },
    );

    it.each([
      ['%00', 'a NUL'],
      ['x'.repeat(5000), 'a very long id'],
      ["1'%20OR%20'1'%3D'1", 'SQL'],
      ['..%2F..%2Fusers', 'an encoded path'],
      ['%F0%9F%8F%84', 'an emoji'],
      ['%E0%A4%A', 'a broken escape'],
    ])('a deal or booking id that is %s (%s): 404', async (id) => {
      expectError(await c.call('GET', `/api/deals/${id}`), 404, MESSAGES.dealNotFound);
      expectError(await c.call('DELETE', `/api/deals/${id}`, { token: tokens.adventures }), 404, MESSAGES.dealNotFound);
      expectError(await c.call('GET', `/api/bookings/${id}`, { token: tokens.traveler }), 404, MESSAGES.bookingNotFound);
      expectError(await c.call('DELETE', `/api/bookings/${id}`, { token: tokens.traveler }), 404, MESSAGES.bookingNotFound);
      expectError(await c.call('GET', `/api/payment/test-checkout/${id}`), 404, MESSAGES.checkoutNotFound);
    });

    it('the traveler’s booking is still there after all of it', async () => {
      const booking = await c.call('GET', `/api/bookings/${TRAVELER_BOOKING_IDS.surfLessonConfirmed}`, { token: tokens.traveler });
      expect(booking.status).toBe(200);
    });
  });
});
