/**
 * Sessions (issue 9): the public schedule, the `when` filter and the catalogue's order, booking
 * a session at the price of the moment, cut-offs, and the owner's scheduling.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import {
  BookingSchema,
  CheckoutResponseSchema,
  DEFAULT_TIME_ZONE,
  DealListSchema,
  DealSchema,
  MESSAGES,
  ManagedSessionListSchema,
  ManifestSchema,
  SessionCancelResponseSchema,
  SessionListSchema,
  WHEN_FILTERS,
  type WhenFilter,
} from '@spur/contract';
import { addDays, catalogueOrder, describeStart, localDate, priceCentsAt, whenWindow } from '@spur/domain';
import { SEED_NOW } from './drivers';
import { contractSuite, expectError, expectOk, type Contract } from './harness';
import { DEAL_IDS, MINUTE, SEED, UNKNOWN_ID, apiSession, expectedDeal, seedDeal, seedSchedule, validDeal } from './fixtures';

const PADDLE = DEAL_IDS.sunsetPaddle; // adventures; a price drop from $59 towards $45 over the last 3 hours
const HARBOR = DEAL_IDS.harborCruise; // adventures
const MYSTERY = DEAL_IDS.mysteryCruise; // wellness; every session sold out
const OPEN_DATED = DEAL_IDS.snorkel;

const sessionsOfDeal = (dealId: string) =>
  SEED.sessions.filter((session) => session.deal_id === dealId).sort((a, b) => a.starts_at.localeCompare(b.starts_at));
const [paddleFirst] = sessionsOfDeal(PADDLE);
const paddleDrop = { price: seedDeal(PADDLE).price, price_drop: { floor_price: seedDeal(PADDLE).price_drop_floor!, window_minutes: seedDeal(PADDLE).price_drop_window_minutes! } };
const minutesFromSeed = (minutes: number) => new Date(SEED_NOW.getTime() + minutes * MINUTE).toISOString();

const CHECKOUT = '/api/payment/create-checkout-session';
const paddleCheckout = (extra: Record<string, unknown> = {}) => ({
  dealId: PADDLE,
  sessionId: paddleFirst!.id,
  amount: priceCentsAt(paddleDrop, paddleFirst!.starts_at, SEED_NOW),
  quantity: 1,
  ...extra,
});

/** The catalogue at SEED_NOW within `when`, as the rules say it must be. */
function expectedCatalogue(when: WhenFilter) {
  const window = whenWindow(when === 'any' ? undefined : when, SEED_NOW, DEFAULT_TIME_ZONE);
  return SEED.deals
    .filter((deal) => deal.expires_at === null || Date.parse(deal.expires_at) > SEED_NOW.getTime())
    .map((deal) => ({ deal, dated: SEED.sessions.some((session) => session.deal_id === deal.id), next: seedSchedule(deal.id, SEED_NOW, window).next }))
    .filter((entry) => !entry.dated || entry.next)
    .sort((a, b) =>
      catalogueOrder(
        { id: a.deal.id, created_at: a.deal.created_at, next_start: a.next?.starts_at ?? null },
        { id: b.deal.id, created_at: b.deal.created_at, next_start: b.next?.starts_at ?? null },
      ),
    )
    .map((entry) => expectedDeal(entry.deal.id, SEED_NOW, window));
}

async function openCheckout(c: Contract, body: unknown, token?: string): Promise<string> {
  const response = await c.call('POST', CHECKOUT, { token, body });
  return expectOk(response, 200, CheckoutResponseSchema).url.split('/').pop()!;
}

contractSuite('sessions', (c) => {
  let traveler: string;
  let adventures: string;
  let wellness: string;
  beforeEach(async () => {
    await c.reset();
    traveler = await c.token('traveler');
    adventures = await c.token('adventures');
    wellness = await c.token('wellness');
  });

  describe('the public schedule', () => {
    it('lists a deal’s upcoming sessions soonest first; an open-dated deal has none', async () => {
      const sessions = expectOk(await c.call('GET', `/api/deals/${PADDLE}/sessions`), 200, SessionListSchema);
      expect(sessions).toEqual(sessionsOfDeal(PADDLE).map(apiSession));
      expect(await c.call('GET', `/api/deals/${OPEN_DATED}/sessions`)).toMatchObject({ status: 200, body: [] });
    });

    it.each([UNKNOWN_ID, 'not-a-uuid'])('404 Deal not found for %s', async (id) => {
      expectError(await c.call('GET', `/api/deals/${id}/sessions`), 404, MESSAGES.dealNotFound);
    });

    it.each(WHEN_FILTERS)('when=%s: the deals with a time in the window (soonest first), then the open-dated ones', async (when) => {
      const deals = expectOk(await c.call('GET', `/api/deals?when=${when}`), 200, DealListSchema);
      expect(deals).toEqual(expectedCatalogue(when));
    });

    it('400 for an unknown when', async () => {
      expectError(await c.call('GET', '/api/deals?when=later'), 400, MESSAGES.validWhen);
    });

    it('a deal whose every session is sold out stays listed, showing the sold-out time', async () => {
      const deal = expectOk(await c.call('GET', `/api/deals/${MYSTERY}`), 200, DealSchema);
      expect(deal).toMatchObject({ has_sessions: true, available_slots: 0, more_sessions: 0, next_session: { slots_left: 0 } });
    });
  });

  describe('booking a session', () => {
    it('holds one spot of the session at the price of the moment (a running price drop included)', async () => {
      await openCheckout(c, paddleCheckout(), traveler);
      const [booking] = expectOk(await c.call('GET', '/api/bookings/my-bookings', { token: traveler }), 200, BookingSchema.array());
      expect(booking).toMatchObject({
        deal_id: PADDLE,
        status: 'pending',
        session_id: paddleFirst!.id,
        session_starts_at: paddleFirst!.starts_at,
        session_duration_minutes: paddleFirst!.duration_minutes,
        time_zone: DEFAULT_TIME_ZONE,
        price: priceCentsAt(paddleDrop, paddleFirst!.starts_at, SEED_NOW) / 100,
      });
      const [first] = expectOk(await c.call('GET', `/api/deals/${PADDLE}/sessions`), 200, SessionListSchema);
      expect(first!.slots_left).toBe(paddleFirst!.slots_left - 1);
    });

    it('POST /api/bookings takes the session too', async () => {
      const response = await c.call('POST', '/api/bookings', { token: traveler, body: { deal_id: PADDLE, session_id: paddleFirst!.id } });
      expect(expectOk(response, 201, BookingSchema)).toMatchObject({ session_id: paddleFirst!.id, status: 'pending' });
      expectError(await c.call('POST', '/api/bookings', { token: traveler, body: { deal_id: PADDLE } }), 400, MESSAGES.sessionRequired);
    });

    const harborSession = sessionsOfDeal(HARBOR)[0]!;
    const mysterySession = sessionsOfDeal(MYSTERY)[0]!;
    it.each([
      ['no session for a deal with sessions', () => paddleCheckout({ sessionId: undefined }), 400, MESSAGES.sessionRequired],
      ['a session for an open-dated deal', () => ({ dealId: OPEN_DATED, sessionId: paddleFirst!.id, amount: Math.round(seedDeal(OPEN_DATED).price * 100) }), 400, MESSAGES.openDatedDeal],
      ['an unknown session', () => paddleCheckout({ sessionId: UNKNOWN_ID }), 404, MESSAGES.sessionNotFound],
      ['a malformed session id', () => paddleCheckout({ sessionId: 'nope' }), 404, MESSAGES.sessionNotFound],
      ['another deal’s session', () => paddleCheckout({ sessionId: harborSession.id }), 404, MESSAGES.sessionNotFound],
      ['a sold-out session', () => ({ dealId: MYSTERY, sessionId: mysterySession.id, amount: Math.round(seedDeal(MYSTERY).price * 100) }), 409, MESSAGES.sessionSoldOut],
      ['the list price while the price has dropped', () => paddleCheckout({ amount: Math.round(seedDeal(PADDLE).price * 100) }), 409, MESSAGES.priceChanged],
    ] as const)('%s: %i, nothing held', async (_label, body, status, message) => {
      const before = (await c.call('GET', `/api/deals/${PADDLE}/sessions`)).body;
      expectError(await c.call('POST', CHECKOUT, { token: traveler, body: body() }), status, message);
      expect((await c.call('GET', `/api/deals/${PADDLE}/sessions`)).body).toEqual(before);
      expect((await c.call('GET', '/api/bookings/my-bookings', { token: traveler })).body).toHaveLength(
        SEED.bookings.filter((booking) => booking.user_id === SEED.users.find((user) => user.email === 'traveler@spur.example')!.id).length,
      );
    });

    it('after the cut-off: 409 booking closed; a payment landing after it is refused and the spot goes back', async () => {
      const [session] = expectOk(
        await c.call('POST', `/api/deals/business/${PADDLE}/sessions`, { token: adventures, body: { starts_at: minutesFromSeed(20), capacity: 3, cutoff_minutes: 10 } }),
        201,
        ManagedSessionListSchema,
      );
      const checkoutId = await openCheckout(c, paddleCheckout({ sessionId: session!.id, amount: priceCentsAt(paddleDrop, session!.starts_at, SEED_NOW) }), traveler);
      await c.advanceClock(12 * MINUTE);
      expectError(
        await c.call('POST', CHECKOUT, { token: traveler, body: paddleCheckout({ sessionId: session!.id, amount: priceCentsAt(paddleDrop, session!.starts_at, new Date(SEED_NOW.getTime() + 12 * MINUTE)) }) }),
        409,
        MESSAGES.sessionCutOff,
      );
      expectError(await c.call('POST', `/api/payment/test-checkout/${checkoutId}/pay`, { body: {} }), 409, MESSAGES.checkoutClosed);
      const [booking] = (await c.call('GET', '/api/bookings/my-bookings', { token: traveler })).body;
      expect(booking).toMatchObject({ session_id: session!.id, status: 'cancelled' });
      const own = expectOk(await c.call('GET', `/api/deals/business/${PADDLE}/sessions`, { token: adventures }), 200, ManagedSessionListSchema);
      expect(own.find((row) => row.id === session!.id)).toMatchObject({ slots_left: 3, booked: 0 });
    });

    // Issue 28: the in-browser backend refunded without recording who paid; the server records the
    // payment (the address paid with too) on the refunded booking, as for any payment.
    it('a guest paying after the cut-off with another address: refunded in full, recorded for the address paid with', async () => {
      const [session] = expectOk(
        await c.call('POST', `/api/deals/business/${PADDLE}/sessions`, { token: adventures, body: { starts_at: minutesFromSeed(20), capacity: 3, cutoff_minutes: 10 } }),
        201,
        ManagedSessionListSchema,
      );
      const amount = priceCentsAt(paddleDrop, session!.starts_at, SEED_NOW);
      const checkoutId = await openCheckout(c, paddleCheckout({ sessionId: session!.id, amount, guestInfo: { email: 'first@example.com', name: 'Guest' } }));
      await c.advanceClock(12 * MINUTE);
      expectError(await c.call('POST', `/api/payment/test-checkout/${checkoutId}/pay`, { body: { email: 'Paid.With@Example.com' } }), 409, MESSAGES.checkoutClosed);
      const token = await c.token({ email: 'paid.with@example.com' });
      const bookings = (await c.call('GET', '/api/bookings/my-bookings', { token })).body;
      expect(bookings).toEqual([expect.objectContaining({ session_id: session!.id, status: 'cancelled', refunded_amount: amount / 100 })]);
    });
  });

  describe('scheduling (the owner)', () => {
    const path = (dealId: string) => `/api/deals/business/${dealId}/sessions`;

    it('lists the deal’s sessions with what is booked', async () => {
      const sessions = expectOk(await c.call('GET', path(PADDLE), { token: adventures }), 200, ManagedSessionListSchema);
      expect(sessions).toEqual(sessionsOfDeal(PADDLE).map((session) => ({ ...apiSession(session), booked: session.capacity - session.slots_left })));
    });

    it('adds one session to an open-dated deal: it then has a time to book', async () => {
      const starts_at = minutesFromSeed(26 * 60);
      const created = expectOk(await c.call('POST', path(OPEN_DATED), { token: adventures, body: { starts_at, capacity: 4 } }), 201, ManagedSessionListSchema);
      expect(created).toEqual([expect.objectContaining({ deal_id: OPEN_DATED, starts_at, capacity: 4, slots_left: 4, cutoff_minutes: 15, duration_minutes: 60, status: 'scheduled', booked: 0 })]);
      expect((await c.call('GET', `/api/deals/${OPEN_DATED}`)).body).toMatchObject({ has_sessions: true, available_slots: 4, next_session: { starts_at } });
      const stats = await c.call('GET', '/api/deals/business/stats', { token: adventures });
      expect(stats.body.upcoming_sessions).toBe(SEED.sessions.filter((session) => seedDeal(session.deal_id).owner_id === seedDeal(PADDLE).owner_id).length + 1);
    });

    it('adds a repeating pattern in venue time, soonest first; repeating it again is refused as duplicates', async () => {
      const tomorrow = addDays(localDate(SEED_NOW, DEFAULT_TIME_ZONE), 1);
      // Off the quarter hour: the seed's sessions start on one (minutes after the seed's now, rounded
      // up), so at some times of day a quarter-hour pattern would meet the cruise's own tomorrow.
      const body = { repeat: { start_date: tomorrow, days: 'daily', times: ['07:10', '06:40'], weeks: 1 }, capacity: 6 };
      const created = expectOk(await c.call('POST', path(HARBOR), { token: adventures, body }), 201, ManagedSessionListSchema);
      expect(created).toHaveLength(14);
      expect(created.map((session) => session.starts_at)).toEqual([...created.map((session) => session.starts_at)].sort());
      const first = new Date(created[0]!.starts_at);
      expectError(await c.call('POST', path(HARBOR), { token: adventures, body }), 409, MESSAGES.duplicateSessions(
        created.slice(0, 3).map((session) => describeStart(new Date(session.starts_at), SEED_NOW, DEFAULT_TIME_ZONE)).join(', '),
      ));
      expect(localDate(first, DEFAULT_TIME_ZONE)).toBe(tomorrow);
    });

    it.each([
      ['a start in the past', { starts_at: minutesFromSeed(-5) }, 400, MESSAGES.sessionInPast],
      ['a start inside its cut-off', { starts_at: minutesFromSeed(10) }, 400, MESSAGES.sessionBeforeCutoff],
      ['a start and a pattern', { starts_at: minutesFromSeed(600), repeat: { start_date: '2030-01-01', days: 'daily', times: ['09:00'], weeks: 1 } }, 400, MESSAGES.sessionStartOrRepeat],
      ['neither', {}, 400, MESSAGES.sessionStartOrRepeat],
      ['no capacity', { starts_at: minutesFromSeed(600), capacity: 0 }, 400, MESSAGES.validCapacity],
      ['a negative cut-off', { starts_at: minutesFromSeed(600), cutoff_minutes: -1 }, 400, MESSAGES.validCutoff],
      ['a pattern with a time twice', { repeat: { start_date: '2030-01-01', days: 'daily', times: ['09:00', '09:00'], weeks: 1 } }, 400, MESSAGES.duplicateRepeatTimes],
      ['a pattern in the past', { repeat: { start_date: '2020-01-01', days: 'daily', times: ['09:00'], weeks: 1 } }, 400, MESSAGES.repeatCreatesNothing],
      ['the start of an existing session', { starts_at: paddleFirst!.starts_at }, 409, MESSAGES.duplicateSessions(describeStart(new Date(paddleFirst!.starts_at), SEED_NOW, DEFAULT_TIME_ZONE))],
    ] as const)('%s: %i, nothing created', async (_label, body, status, message) => {
      const before = (await c.call('GET', path(PADDLE), { token: adventures })).body;
      expectError(await c.call('POST', path(PADDLE), { token: adventures, body }), status, message);
      expect((await c.call('GET', path(PADDLE), { token: adventures })).body).toEqual(before);
    });

    it('another business’s deal is 403, an unknown one 404', async () => {
      expectError(await c.call('GET', path(PADDLE), { token: wellness }), 403, MESSAGES.notYourDeal);
      expectError(await c.call('POST', path(PADDLE), { token: wellness, body: { starts_at: minutesFromSeed(600) } }), 403, MESSAGES.notYourDeal);
      expectError(await c.call('GET', path(UNKNOWN_ID), { token: adventures }), 404, MESSAGES.dealNotFound);
      for (const [method, suffix] of [['PUT', ''], ['DELETE', ''], ['GET', '/bookings']] as const) {
        const body = method === 'PUT' ? { capacity: 20 } : undefined;
        expectError(await c.call(method, `/api/deals/business/sessions/${paddleFirst!.id}${suffix}`, { token: wellness, body }), 403, MESSAGES.notYourDeal);
        expectError(await c.call(method, `/api/deals/business/sessions/${UNKNOWN_ID}${suffix}`, { token: adventures, body }), 404, MESSAGES.sessionNotFound);
      }
    });

    it('edits: capacity never below what is booked; a booked session keeps its time; a free one moves', async () => {
      const booked = paddleFirst!.capacity - paddleFirst!.slots_left;
      const session = `/api/deals/business/sessions/${paddleFirst!.id}`;
      expectError(await c.call('PUT', session, { token: adventures, body: { capacity: booked - 1 } }), 400, MESSAGES.capacityBelowSold(booked));
      expectError(await c.call('PUT', session, { token: adventures, body: { starts_at: minutesFromSeed(600) } }), 409, MESSAGES.sessionHasBookings);
      expect((await c.call('PUT', session, { token: adventures, body: { capacity: booked + 5 } })).body).toMatchObject({ capacity: booked + 5, slots_left: 5, booked });
      const free = sessionsOfDeal(PADDLE).find((row) => row.slots_left === row.capacity)!;
      const moved = await c.call('PUT', `/api/deals/business/sessions/${free.id}`, { token: adventures, body: { starts_at: minutesFromSeed(5 * 24 * 60) } });
      expect(moved).toMatchObject({ status: 200, body: { id: free.id, starts_at: minutesFromSeed(5 * 24 * 60) } });
    });

    it('cancels a session: its bookings are cancelled, it leaves the schedule, and cannot be booked or cancelled again', async () => {
      await openCheckout(c, paddleCheckout(), traveler);
      const manifest = expectOk(await c.call('GET', `/api/deals/business/sessions/${paddleFirst!.id}/bookings`, { token: adventures }), 200, ManifestSchema);
      expect(manifest).toEqual([expect.objectContaining({ name: 'Jordan Reyes', email: 'traveler@spur.example', status: 'pending' })]);
      const cancelled = expectOk(await c.call('DELETE', `/api/deals/business/sessions/${paddleFirst!.id}`, { token: adventures }), 200, SessionCancelResponseSchema);
      expect(cancelled).toMatchObject({ session: { id: paddleFirst!.id, status: 'cancelled', booked: 0 }, cancelled_bookings: 1 });
      expect((await c.call('GET', '/api/bookings/my-bookings', { token: traveler })).body[0]).toMatchObject({ session_id: paddleFirst!.id, status: 'cancelled' });
      expect(((await c.call('GET', `/api/deals/${PADDLE}/sessions`)).body as Array<{ id: string }>).map((row) => row.id)).not.toContain(paddleFirst!.id);
      expectError(await c.call('DELETE', `/api/deals/business/sessions/${paddleFirst!.id}`, { token: adventures }), 409, MESSAGES.sessionAlreadyCancelled);
      expectError(await c.call('PUT', `/api/deals/business/sessions/${paddleFirst!.id}`, { token: adventures, body: { capacity: 30 } }), 409, MESSAGES.sessionCancelled);
      expectError(await c.call('POST', CHECKOUT, { token: traveler, body: paddleCheckout() }), 409, MESSAGES.sessionCancelled);
    });
  });

  describe('price drops and venue time zones on deals', () => {
    it('are stored and answered; the floor stays below the price, the window in quarter hours up to a day', async () => {
      const body = validDeal({ price: 60, price_drop: { floor_price: 40, window_minutes: 180 }, time_zone: 'America/Denver' });
      const deal = expectOk(await c.call('POST', '/api/deals', { token: adventures, body }), 201, DealSchema);
      expect(deal).toMatchObject({ price_drop: { floor_price: 40, window_minutes: 180 }, time_zone: 'America/Denver' });
      expectError(await c.call('PUT', `/api/deals/${deal.id}`, { token: adventures, body: { ...body, price: 40 } }), 400, MESSAGES.validPriceDropFloor);
      const cleared = await c.call('PUT', `/api/deals/${deal.id}`, { token: adventures, body: { ...body, price: 40, price_drop: null } });
      expect(cleared).toMatchObject({ status: 200, body: { price: 40, price_drop: null, time_zone: 'America/Denver' } });
    });

    it.each([
      ['a floor at the price', { price_drop: { floor_price: 49.99, window_minutes: 60 } }, MESSAGES.validPriceDropFloor],
      ['a window over a day', { price_drop: { floor_price: 20, window_minutes: 1455 } }, MESSAGES.validPriceDropWindow],
      ['a window off the quarter hours', { price_drop: { floor_price: 20, window_minutes: 50 } }, MESSAGES.validPriceDropWindow],
      ['an unknown time zone', { time_zone: 'Mars/Olympus_Mons' }, MESSAGES.validTimeZone],
    ] as const)('400 for %s, nothing created', async (_label, extra, message) => {
      const before = (await c.call('GET', '/api/deals/business/my-deals', { token: adventures })).body;
      expectError(await c.call('POST', '/api/deals', { token: adventures, body: validDeal(extra) }), 400, message);
      expect((await c.call('GET', '/api/deals/business/my-deals', { token: adventures })).body).toEqual(before);
    });
  });
});
