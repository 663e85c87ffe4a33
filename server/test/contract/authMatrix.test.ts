/**
 * The auth matrix, generated from the endpoint table: every protected endpoint (user, business,
 * and the optional-bearer checkout) against no bearer and each bad bearer; roles; public
 * endpoints ignoring bearers; and nothing changed by any refused request.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, buildPath, endpoints, toCents, type Endpoint, type EndpointName } from '@spur/contract';
import { BAD_TOKEN_KINDS, type BadTokenKind } from './drivers';
import { contractSuite, expectError, type Body } from './harness';
import { DEAL_IDS, SEED, TRAVELER_BOOKING_IDS, observable, seedDeal, validContact, validDeal } from './fixtures';

type Row = [EndpointName, Endpoint];
const rows = (Object.entries(endpoints) as Row[]).filter(([name]) => name !== 'stripeWebhook');
const byAccess = (...access: Endpoint['access'][]) => rows.filter(([, endpoint]) => access.includes(endpoint.access));
const protectedRows = byAccess('user', 'business', 'optional');

/** A request each endpoint would accept from the right caller: only the bearer is wrong. */
const SEED_CHECKOUT = SEED.bookings.find((booking) => booking.user_id === null)!.checkout_session_id!;
/** A seed session of one of the adventures account's deals (the business endpoints' right caller). */
const DEAL_SESSION = SEED.sessions.find((session) => session.deal_id === DEAL_IDS.sunsetPaddle)!;
/** The adventures account's payout account (the payouts endpoints name it). */
const SEED_PAYOUT_ACCOUNT = SEED.payoutAccounts[0]!.stripe_account_id;
/** A waitlist token (the waitlist's endpoints name entries by it). */
const UNKNOWN_TOKEN = '00000000-0000-4000-8000-000000000000';
function request(name: EndpointName, endpoint: Endpoint): { path: string; body?: unknown } {
  const id = endpoint.path.startsWith('/api/bookings') ? TRAVELER_BOOKING_IDS.whaleSafariConfirmed : DEAL_IDS.artWalk;
  const path = buildPath(endpoint.path, { id, dealId: DEAL_SESSION.deal_id, sessionId: DEAL_SESSION.id, checkoutId: SEED_CHECKOUT, token: UNKNOWN_TOKEN, accountId: SEED_PAYOUT_ACCOUNT });
  const bodies: Partial<Record<EndpointName, unknown>> = {
    contact: validContact(),
    updateProfile: { full_name: 'Changed By Attacker', user_type: 'business' },
    updateEmailPreferences: { marketing_emails: true, marketing_email: 'attacker@example.com' },
    createBooking: { deal_id: DEAL_IDS.snorkel },
    returnFromPayoutOnboarding: { account: SEED_PAYOUT_ACCOUNT },
    refreshPayoutOnboarding: { account: SEED_PAYOUT_ACCOUNT },
    createDeal: validDeal({ title: 'Planted' }),
    updateDeal: validDeal({ title: 'Defaced' }),
    createCheckout: { dealId: DEAL_IDS.snorkel, amount: toCents(seedDeal(DEAL_IDS.snorkel).price), quantity: 1 },
    payTestCheckout: { email: 'attacker@example.com' },
    createSessions: { starts_at: new Date(Date.parse(DEAL_SESSION.starts_at) + 86_400_000).toISOString() },
    updateSession: { capacity: 99 },
    createAlert: { place_name: 'Planted', latitude: 33.5427, longitude: -117.7854, radius_km: 2, window: 'today' },
    updateAlertSettings: { daily_cap: 50 },
    subscribePush: { endpoint: 'https://push.example.com/send/planted', keys: { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) } },
  };
  return { path, body: bodies[name] };
}

contractSuite('auth matrix', (c) => {
  let bad: Record<BadTokenKind, string>;
  let before: Body;
  beforeAll(async () => {
    await c.reset();
    bad = await c.driver.badTokens();
    before = await observable(c);
  });

  describe('no bearer', () => {
    it.each(byAccess('user', 'business'))('%s: 401 Authentication required', async (name, endpoint) => {
      const { path, body } = request(name, endpoint);
      expectError(await c.call(endpoint.method, path, { body }), 401, MESSAGES.authRequired);
    });

    it.each(['Bearer', 'Bearer    ', 'Basic dHJhdmVsZXI6cGFzcw==', 'Token abc', ''])(
      'Authorization "%s" counts as no bearer',
      async (header) => {
        for (const [name, endpoint] of byAccess('user', 'business')) {
          const { path, body } = request(name, endpoint);
          expectError(await c.call(endpoint.method, path, { body, headers: { Authorization: header } }), 401, MESSAGES.authRequired);
        }
      },
    );
  });

  describe.each(BAD_TOKEN_KINDS)('a %s bearer', (kind) => {
    it.each(protectedRows)('%s: 401 Invalid or expired token', async (name, endpoint) => {
      const { path, body } = request(name, endpoint);
      expectError(await c.call(endpoint.method, path, { token: bad[kind], body }), 401, MESSAGES.invalidToken);
    });

    it('comes before a broken body and a malformed id', async () => {
      expectError(await c.call('PUT', '/api/deals/not-a-uuid', { token: bad[kind], rawBody: '{"title":' }), 401, MESSAGES.invalidToken);
      expectError(await c.call('POST', '/api/bookings', { token: bad[kind], rawBody: 'x'.repeat(200_000) }), 401, MESSAGES.invalidToken);
      expectError(
        await c.call('POST', '/api/payment/create-checkout-session', { token: bad[kind], rawBody: '[' }),
        401,
        MESSAGES.invalidToken,
      );
    });

    it('is ignored by public endpoints', async () => {
      expect((await c.call('GET', '/api/deals?limit=3', { token: bad[kind] })).status).toBe(200);
      expect((await c.call('GET', `/api/deals/${DEAL_IDS.snorkel}`, { token: bad[kind] })).status).toBe(200);
      expect((await c.call('GET', `/api/payment/test-checkout/${SEED_CHECKOUT}`, { token: bad[kind] })).status).toBe(200);
    });
  });

  it('a bearer with the lower-case scheme is read like any other', async () => {
    const token = await c.token('traveler');
    expect((await c.call('GET', '/api/users/profile', { headers: { Authorization: `bearer ${token}` } })).status).toBe(200);
    expectError(await c.call('GET', '/api/users/profile', { headers: { Authorization: `bearer ${bad.expired}` } }), 401, MESSAGES.invalidToken);
  });

  it('a token with its signature cut off, or a huge one, is refused', async () => {
    const token = await c.token('traveler');
    const unsigned = `${token.split('.').slice(0, 2).join('.')}.`;
    expectError(await c.call('GET', '/api/users/profile', { token: unsigned }), 401, MESSAGES.invalidToken);
    expectError(await c.call('GET', '/api/users/profile', { token: `${token}x` }), 401, MESSAGES.invalidToken);
    expectError(await c.call('GET', '/api/users/profile', { token: `ey${'A'.repeat(6000)}` }), 401, MESSAGES.invalidToken);
  });

  describe('roles', () => {
    it.each(byAccess('business'))('%s: a regular user gets 403 Access denied. Business account required.', async (name, endpoint) => {
      const { path, body } = request(name, endpoint);
      expectError(await c.call(endpoint.method, path, { token: await c.token('traveler'), body }), 403, MESSAGES.businessRequired);
    });
  });

  describe('ownership', () => {
    it('another business’s deal: PUT and DELETE are 403', async () => {
      const wellness = await c.token('wellness');
      const { body } = request('updateDeal', endpoints.updateDeal);
      expectError(await c.call('PUT', `/api/deals/${DEAL_IDS.artWalk}`, { token: wellness, body }), 403, MESSAGES.notYourDeal);
      expectError(await c.call('DELETE', `/api/deals/${DEAL_IDS.artWalk}`, { token: wellness }), 403, MESSAGES.notYourDeal);
    });

    it('another user’s booking: GET and DELETE are 404 Booking not found', async () => {
      for (const who of ['adventures', 'wellness'] as const) {
        const token = await c.token(who);
        for (const id of Object.values(TRAVELER_BOOKING_IDS)) {
          expectError(await c.call('GET', `/api/bookings/${id}`, { token }), 404, MESSAGES.bookingNotFound);
          expectError(await c.call('DELETE', `/api/bookings/${id}`, { token }), 404, MESSAGES.bookingNotFound);
        }
      }
    });
  });

  // Runs last: every refusal above changed nothing a client can see.
  it('nothing changed', async () => {
    expect(await observable(c)).toEqual(before);
  });
});
