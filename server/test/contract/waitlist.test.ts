/**
 * The instant waitlist (issue 11): joining a sold-out session's line (an account, or a guest's
 * e-mail), leaving it, the offer a freed spot becomes (held for WAITLIST_CLAIM_MINUTES, out of
 * sale), passing it on when it runs out, and claiming it into the normal checkout. Each case
 * starts from the seed with a session of capacity 1 that the traveler holds.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import {
  BookingSchema,
  CheckoutCreatedSchema,
  DealSchema,
  MESSAGES,
  ManagedSessionListSchema,
  SessionListSchema,
  WAITLIST_CLAIM_MINUTES,
  WaitlistEntryListSchema,
  WaitlistEntrySchema,
  type Session,
  type WaitlistEntry,
} from '@spur/contract';
import { SEED_NOW } from './drivers';
import { contractSuite, expectError, expectOk, type Contract } from './harness';
import { DEAL_IDS, MINUTE, SEED, UNKNOWN_ID, observable, seedDeal, validDeal } from './fixtures';

const HARBOR = DEAL_IDS.harborCruise; // adventures, with sessions
const SOLD_OUT_OPEN_DATED = DEAL_IDS.sealRockKayak;
const WAITER = { email: 'waiter@example.com', name: 'Wendy Waiter' };
const SECOND = { email: 'second@example.com', name: 'Sam Second' };
const CLAIM_MS = WAITLIST_CLAIM_MINUTES * MINUTE;
const join = (dealId: string) => `/api/deals/${dealId}/waitlist`;
const entryPath = (token: string) => `/api/waitlist/${token}`;

/** A new session of one spot, booked (held) by the traveler: sold out. */
async function soldOutSession(c: Contract, startsInMinutes = 24 * 60) {
  const [session] = expectOk(
    await c.call('POST', `/api/deals/business/${HARBOR}/sessions`, {
      token: await c.token('adventures'),
      body: { starts_at: new Date(SEED_NOW.getTime() + startsInMinutes * MINUTE).toISOString(), capacity: 1, cutoff_minutes: 30 },
    }),
    201,
    ManagedSessionListSchema,
  );
  const booking = expectOk(
    await c.call('POST', '/api/bookings', { token: await c.token('traveler'), body: { deal_id: HARBOR, session_id: session!.id } }),
    201,
    BookingSchema,
  );
  return { session: session!, booking };
}

async function joinAs(c: Contract, who: typeof WAITER | undefined, body: Record<string, unknown>) {
  return c.call('POST', join(HARBOR), { token: who && (await c.token(who)), body });
}

async function entry(c: Contract, token: string): Promise<WaitlistEntry> {
  return expectOk(await c.call('GET', entryPath(token)), 200, WaitlistEntrySchema);
}

async function slotsLeft(c: Contract, sessionId: string): Promise<number> {
  const sessions = expectOk(await c.call('GET', `/api/deals/${HARBOR}/sessions`), 200, SessionListSchema);
  return sessions.find((session: Session) => session.id === sessionId)!.slots_left;
}

const cancel = async (c: Contract, bookingId: string) =>
  expect((await c.call('DELETE', `/api/bookings/${bookingId}`, { token: await c.token('traveler') })).status).toBe(200);

contractSuite('waitlist', (c) => {
  beforeEach(() => c.reset());

  describe('joining and leaving', () => {
    it('a signed-in user joins a sold-out session and sees it in their list; a guest joins with an e-mail', async () => {
      const { session } = await soldOutSession(c);
      const mine = expectOk(await joinAs(c, WAITER, { session_id: session.id }), 201, WaitlistEntrySchema);
      expect(mine).toMatchObject({ deal_id: HARBOR, session_id: session.id, session_starts_at: session.starts_at, status: 'waiting', for_account: true, email: null, offer_expires_at: null, offer_amount: null });
      expect(expectOk(await c.call('GET', '/api/waitlist', { token: await c.token(WAITER) }), 200, WaitlistEntryListSchema)).toEqual([mine]);
      expect(await entry(c, mine.token)).toEqual(mine);
      const guest = expectOk(await joinAs(c, undefined, { session_id: session.id, email: '  Guest@Example.COM ' }), 201, WaitlistEntrySchema);
      expect(guest).toMatchObject({ status: 'waiting', for_account: false, email: 'guest@example.com' });
    });

    it('a sold-out open-dated deal has a line too', async () => {
      expect(SEED.sessions.some((session) => session.deal_id === SOLD_OUT_OPEN_DATED)).toBe(false);
      const guest = expectOk(await c.call('POST', join(SOLD_OUT_OPEN_DATED), { body: { email: 'guest@example.com' } }), 201, WaitlistEntrySchema);
      expect(guest).toMatchObject({ deal_id: SOLD_OUT_OPEN_DATED, session_id: null, status: 'waiting' });
    });

    it('one place per person: joining twice is 409, for an account and for a guest address in any case', async () => {
      const { session } = await soldOutSession(c);
      expect((await joinAs(c, WAITER, { session_id: session.id })).status).toBe(201);
      expect((await joinAs(c, undefined, { session_id: session.id, email: 'guest@example.com' })).status).toBe(201);
      const before = await observable(c);
      expectError(await joinAs(c, WAITER, { session_id: session.id }), 409, MESSAGES.waitlistAlreadyJoined);
      expectError(await joinAs(c, undefined, { session_id: session.id, email: 'GUEST@example.com' }), 409, MESSAGES.waitlistAlreadyJoined);
      expect(await observable(c)).toEqual(before);
    });

    it('leaving: the entry reads left, the list forgets it, leaving again is 409; one may join again', async () => {
      const { session } = await soldOutSession(c);
      const mine = expectOk(await joinAs(c, WAITER, { session_id: session.id }), 201, WaitlistEntrySchema);
      const left = expectOk(await c.call('DELETE', entryPath(mine.token)), 200, WaitlistEntrySchema);
      expect(left).toEqual({ ...mine, status: 'left' });
      expect((await c.call('GET', '/api/waitlist', { token: await c.token(WAITER) })).body).toEqual([]);
      expectError(await c.call('DELETE', entryPath(mine.token)), 409, MESSAGES.waitlistLeft);
      expect((await joinAs(c, WAITER, { session_id: session.id })).status).toBe(201);
    });

    describe('refusals change nothing', () => {
      it.each([
        ['a guest without an e-mail', {}, 400, MESSAGES.enterEmail],
        ['an e-mail that is not one', { email: 'not-an-email' }, 400, MESSAGES.validEmail],
        ['an e-mail that is not a string', { email: 42 }, 400, MESSAGES.enterEmail],
        ['no session for a deal with sessions', { email: 'guest@example.com', session_id: undefined }, 400, MESSAGES.sessionRequired],
        ['an unknown session', { email: 'guest@example.com', session_id: UNKNOWN_ID }, 404, MESSAGES.sessionNotFound],
      ] as const)('%s', async (_label, body, status, message) => {
        const { session } = await soldOutSession(c);
        const before = await observable(c);
        expectError(await joinAs(c, undefined, { session_id: session.id, ...body }), status, message);
        expect(await observable(c)).toEqual(before);
      });

      it('an unknown deal or token is 404', async () => {
        expectError(await c.call('POST', join(UNKNOWN_ID), { body: { email: 'guest@example.com' } }), 404, MESSAGES.dealNotFound);
        expectError(await c.call('GET', entryPath(UNKNOWN_ID)), 404, MESSAGES.waitlistNotFound);
        expectError(await c.call('GET', entryPath('not-a-token')), 404, MESSAGES.waitlistNotFound);
        expectError(await c.call('DELETE', entryPath(UNKNOWN_ID)), 404, MESSAGES.waitlistNotFound);
        expectError(await c.call('POST', `${entryPath(UNKNOWN_ID)}/claim`), 404, MESSAGES.waitlistNotFound);
      });

      it('a session with spots left: book it instead (409)', async () => {
        const [open] = SEED.sessions.filter((session) => session.deal_id === HARBOR && session.slots_left > 0 && session.status === 'scheduled');
        expectError(await joinAs(c, undefined, { session_id: open!.id, email: 'guest@example.com' }), 409, MESSAGES.waitlistNotSoldOut);
      });

      it("a session past its booking cut-off has a closed waitlist (409)", async () => {
        const { session } = await soldOutSession(c, 60);
        await c.advanceClock(31 * MINUTE);
        expectError(await joinAs(c, WAITER, { session_id: session.id }), 409, MESSAGES.waitlistClosed);
      });
    });
  });

  describe('offers', () => {
    it('a cancellation offers the spot to the first in line, held out of sale for the claim window', async () => {
      const { session, booking } = await soldOutSession(c);
      const first = expectOk(await joinAs(c, WAITER, { session_id: session.id }), 201, WaitlistEntrySchema);
      const second = expectOk(await joinAs(c, SECOND, { session_id: session.id }), 201, WaitlistEntrySchema);
      await cancel(c, booking.id);
      const offered = await entry(c, first.token);
      expect(offered).toMatchObject({ status: 'offered', offer_amount: expect.any(Number) });
      expect(Date.parse(offered.offer_expires_at!) - SEED_NOW.getTime()).toBeGreaterThanOrEqual(CLAIM_MS);
      expect((await entry(c, second.token)).status).toBe('waiting');
      expect(await slotsLeft(c, session.id)).toBe(0);
      // Nobody else can take it meanwhile.
      expectError(await c.call('POST', '/api/bookings', { token: await c.token(SECOND), body: { deal_id: HARBOR, session_id: session.id } }), 409, MESSAGES.sessionSoldOut);
      expect(expectOk(await c.call('GET', '/api/waitlist', { token: await c.token(WAITER) }), 200, WaitlistEntryListSchema)).toEqual([offered]);
    });

    it("the offer's e-mail goes to the waiter (an account's address, a guest's) with the links to the offer and to leaving, once", async () => {
      const { session, booking } = await soldOutSession(c);
      const first = expectOk(await joinAs(c, WAITER, { session_id: session.id }), 201, WaitlistEntrySchema);
      const guest = expectOk(await joinAs(c, undefined, { session_id: session.id, email: 'guest.waiter@example.com' }), 201, WaitlistEntrySchema);
      await cancel(c, booking.id);
      const offers = async () => (await c.driver.mails()).filter((mail) => mail.kind === 'waitlist_offer');
      expect(await offers()).toEqual([
        {
          kind: 'waitlist_offer',
          to: WAITER.email,
          key: expect.stringMatching(/^waitlist_offer:/),
          locale: 'en',
          data: expect.objectContaining({ claimPath: `/waitlist-offers/${first.token}`, leavePath: `/waitlist-offers/${first.token}#leave`, sessionTime: expect.stringContaining(':') }),
        },
      ]);
      await c.advanceClock(CLAIM_MS + MINUTE);
      await c.call('GET', entryPath(guest.token), { compare: false });
      expect((await offers()).map((mail) => [mail.to, mail.data])).toEqual([
        [WAITER.email, expect.anything()],
        ['guest.waiter@example.com', expect.objectContaining({ claimPath: `/waitlist-offers/${guest.token}`, leavePath: `/waitlist-offers/${guest.token}#leave` })],
      ]);
    });

    it('an unclaimed offer passes to the next person, then, with nobody left, the spot goes back on sale', async () => {
      const { session, booking } = await soldOutSession(c);
      const first = expectOk(await joinAs(c, WAITER, { session_id: session.id }), 201, WaitlistEntrySchema);
      const second = expectOk(await joinAs(c, SECOND, { session_id: session.id }), 201, WaitlistEntrySchema);
      await cancel(c, booking.id);
      await c.advanceClock(CLAIM_MS + MINUTE);
      expect((await entry(c, first.token)).status).toBe('expired');
      expect((await entry(c, second.token)).status).toBe('offered');
      expect(await slotsLeft(c, session.id)).toBe(0);
      await c.advanceClock(CLAIM_MS + MINUTE);
      expect((await entry(c, second.token)).status).toBe('expired');
      expect(await slotsLeft(c, session.id)).toBe(1);
    });

    it('leaving with an offer passes it on', async () => {
      const { session, booking } = await soldOutSession(c);
      const first = expectOk(await joinAs(c, WAITER, { session_id: session.id }), 201, WaitlistEntrySchema);
      const second = expectOk(await joinAs(c, SECOND, { session_id: session.id }), 201, WaitlistEntrySchema);
      await cancel(c, booking.id);
      expect(expectOk(await c.call('DELETE', entryPath(first.token)), 200, WaitlistEntrySchema).status).toBe('left');
      expect((await entry(c, second.token)).status).toBe('offered');
    });

    it("a guest leaves from the offer e-mail's link: the spot passes on to the next person, who gets the e-mail", async () => {
      const { session, booking } = await soldOutSession(c);
      const guest = expectOk(await joinAs(c, undefined, { session_id: session.id, email: 'guest@example.com' }), 201, WaitlistEntrySchema);
      const second = expectOk(await joinAs(c, SECOND, { session_id: session.id }), 201, WaitlistEntrySchema);
      await cancel(c, booking.id);
      const [mail] = await c.driver.mails();
      const token = (mail!.data as { leavePath: string }).leavePath.match(/^\/waitlist-offers\/([^#]+)#leave$/)![1]!;
      expect(token).toBe(guest.token);
      expect(expectOk(await c.call('DELETE', entryPath(token)), 200, WaitlistEntrySchema).status).toBe('left');
      expect((await entry(c, second.token)).status).toBe('offered');
      expect((await c.driver.mails()).map((sent) => sent.to)).toEqual(['guest@example.com', SECOND.email]);
    });

    it("an account erased with an offer passes it on; its places in line go with it", async () => {
      const { session, booking } = await soldOutSession(c);
      const first = expectOk(await joinAs(c, WAITER, { session_id: session.id }), 201, WaitlistEntrySchema);
      const second = expectOk(await joinAs(c, SECOND, { session_id: session.id }), 201, WaitlistEntrySchema);
      await cancel(c, booking.id);
      expect((await c.call('DELETE', '/api/users/account', { token: await c.token(WAITER) })).status).toBe(200);
      expectError(await c.call('GET', entryPath(first.token)), 404, MESSAGES.waitlistNotFound);
      expect((await entry(c, second.token)).status).toBe('offered');
      expect(await slotsLeft(c, session.id)).toBe(0);
    });

    it('an expired hold swept offers its spot too', async () => {
      const { session } = await soldOutSession(c);
      const first = expectOk(await joinAs(c, WAITER, { session_id: session.id }), 201, WaitlistEntrySchema);
      await c.advanceClock(31 * MINUTE);
      expect((await entry(c, first.token)).status).toBe('offered');
      expect(await slotsLeft(c, session.id)).toBe(0);
    });

    it('capacity a business adds goes to the people waiting first', async () => {
      const { session } = await soldOutSession(c);
      const first = expectOk(await joinAs(c, WAITER, { session_id: session.id }), 201, WaitlistEntrySchema);
      const updated = await c.call('PUT', `/api/deals/business/sessions/${session.id}`, { token: await c.token('adventures'), body: { capacity: 3 } });
      expect(updated.body).toMatchObject({ capacity: 3, slots_left: 1 });
      expect((await entry(c, first.token)).status).toBe('offered');
    });
  });

  describe('claiming', () => {
    it("a guest's offer: the token opens a checkout for the held spot; paid, the booking is confirmed", async () => {
      const { session, booking } = await soldOutSession(c);
      const guest = expectOk(await joinAs(c, undefined, { session_id: session.id, email: 'guest@example.com' }), 201, WaitlistEntrySchema);
      await cancel(c, booking.id);
      const checkout = expectOk(await c.call('POST', `${entryPath(guest.token)}/claim`), 200, CheckoutCreatedSchema);
      expect((await entry(c, guest.token)).status).toBe('claimed');
      expect(await slotsLeft(c, session.id)).toBe(0);
      const checkoutId = checkout.url.split('/').pop()!;
      const opened = await c.call('GET', `/api/payment/test-checkout/${checkoutId}`);
      expect(opened.body).toMatchObject({ status: 'open', customer_email: 'guest@example.com', session_starts_at: session.starts_at });
      expect((await c.call('POST', `/api/payment/test-checkout/${checkoutId}/pay`, { body: {} })).status).toBe(200);
      expect(await slotsLeft(c, session.id)).toBe(0);
      expectError(await c.call('POST', `${entryPath(guest.token)}/claim`), 409, MESSAGES.waitlistOfferUsed);
    });

    it("an account's offer is claimed signed in as that account: a pending booking of the session in My Bookings", async () => {
      const { session, booking } = await soldOutSession(c);
      const mine = expectOk(await joinAs(c, WAITER, { session_id: session.id }), 201, WaitlistEntrySchema);
      await cancel(c, booking.id);
      const offer = await entry(c, mine.token);
      expectOk(await c.call('POST', `${entryPath(mine.token)}/claim`, { token: await c.token(WAITER) }), 200, CheckoutCreatedSchema);
      const [claimed] = expectOk(await c.call('GET', '/api/bookings/my-bookings', { token: await c.token(WAITER) }), 200, BookingSchema.array());
      expect(claimed).toMatchObject({ session_id: session.id, status: 'pending', price: offer.offer_amount! / 100 });
    });

    it("a guest's offer claimed from a signed-in browser is still booked for the address that waited", async () => {
      const { session, booking } = await soldOutSession(c);
      const guest = expectOk(await joinAs(c, undefined, { session_id: session.id, email: 'guest@example.com' }), 201, WaitlistEntrySchema);
      await cancel(c, booking.id);
      const checkout = expectOk(await c.call('POST', `${entryPath(guest.token)}/claim`, { token: await c.token(SECOND) }), 200, CheckoutCreatedSchema);
      const opened = await c.call('GET', `/api/payment/test-checkout/${checkout.url.split('/').pop()!}`);
      expect(opened.body.customer_email).toBe('guest@example.com');
      expect((await c.call('GET', '/api/bookings/my-bookings', { token: await c.token(SECOND) })).body).toEqual([]);
    });

    it("someone else's offer: 403, nothing changed", async () => {
      const { session, booking } = await soldOutSession(c);
      const mine = expectOk(await joinAs(c, WAITER, { session_id: session.id }), 201, WaitlistEntrySchema);
      await cancel(c, booking.id);
      // The other person's account exists before the snapshot (accounts are made on first sight).
      expect((await c.call('GET', '/api/waitlist', { token: await c.token(SECOND) })).status).toBe(200);
      const before = { entry: await entry(c, mine.token), observable: await observable(c) };
      expectError(await c.call('POST', `${entryPath(mine.token)}/claim`, { token: await c.token(SECOND) }), 403, MESSAGES.waitlistOfferForAccount);
      expectError(await c.call('POST', `${entryPath(mine.token)}/claim`), 403, MESSAGES.waitlistOfferForAccount);
      expect({ entry: await entry(c, mine.token), observable: await observable(c) }).toEqual(before);
    });

    it('an expired offer, or none yet: 409, nothing changed', async () => {
      const { session, booking } = await soldOutSession(c);
      const guest = expectOk(await joinAs(c, undefined, { session_id: session.id, email: 'guest@example.com' }), 201, WaitlistEntrySchema);
      expectError(await c.call('POST', `${entryPath(guest.token)}/claim`), 409, MESSAGES.waitlistNoOffer);
      await cancel(c, booking.id);
      await c.advanceClock(CLAIM_MS);
      const before = await observable(c);
      expectError(await c.call('POST', `${entryPath(guest.token)}/claim`), 409, MESSAGES.waitlistOfferExpired);
      expect(await observable(c)).toEqual(before);
      expect((await entry(c, guest.token)).status).toBe('expired');
    });
  });

  describe('the business closes a line', () => {
    const closedEntry = (waiting: WaitlistEntry) => ({ ...waiting, status: 'closed' });
    const offerMails = async () => (await c.driver.mails()).filter((mail) => mail.kind === 'waitlist_offer').map((mail) => mail.to);

    it('cancelling a session closes its line: the waiting and the offered read closed, the held spot is dropped, nobody is offered later', async () => {
      const { session, booking } = await soldOutSession(c);
      const first = expectOk(await joinAs(c, WAITER, { session_id: session.id }), 201, WaitlistEntrySchema);
      const second = expectOk(await joinAs(c, SECOND, { session_id: session.id }), 201, WaitlistEntrySchema);
      await cancel(c, booking.id);
      expect((await entry(c, first.token)).status).toBe('offered');
      const cancelled = await c.call('DELETE', `/api/deals/business/sessions/${session.id}`, { token: await c.token('adventures') });
      expect(cancelled.body).toMatchObject({ session: { status: 'cancelled', slots_left: 1 }, cancelled_bookings: 0 });
      expect(await entry(c, first.token)).toEqual(closedEntry(first));
      expect(await entry(c, second.token)).toEqual(closedEntry(second));
      expect((await c.call('GET', '/api/waitlist', { token: await c.token(WAITER) })).body).toEqual([]);
      expectError(await c.call('POST', `${entryPath(first.token)}/claim`, { token: await c.token(WAITER) }), 409, MESSAGES.waitlistClosed);
      expectError(await c.call('DELETE', entryPath(second.token)), 409, MESSAGES.waitlistClosed);
      await c.advanceClock(CLAIM_MS + MINUTE);
      expect((await entry(c, second.token)).status).toBe('closed');
      expect(await offerMails()).toEqual([WAITER.email]);
    });

    it('removing a deal closes the lines of its sessions and of the open-dated deal itself', async () => {
      const { session } = await soldOutSession(c);
      const waiting = expectOk(await joinAs(c, WAITER, { session_id: session.id }), 201, WaitlistEntrySchema);
      const openDated = expectOk(await c.call('POST', join(SOLD_OUT_OPEN_DATED), { body: { email: 'guest@example.com' } }), 201, WaitlistEntrySchema);
      const adventures = await c.token('adventures');
      expect((await c.call('DELETE', `/api/deals/${HARBOR}`, { token: adventures })).status).toBe(200);
      expect((await c.call('DELETE', `/api/deals/${SOLD_OUT_OPEN_DATED}`, { token: adventures })).status).toBe(200);
      expect(await entry(c, waiting.token)).toEqual(closedEntry(waiting));
      expect(await entry(c, openDated.token)).toEqual(closedEntry(openDated));
      expect((await joinAs(c, SECOND, { session_id: session.id })).status).toBe(404);
    });

    it("a business account erased closes its deals' lines", async () => {
      const token = await c.token({ email: 'erased.business@example.com', name: 'Erased Business' });
      expect((await c.call('PUT', '/api/users/profile', { token, body: { user_type: 'business' } })).status).toBe(200);
      const deal = expectOk(await c.call('POST', '/api/deals', { token, body: validDeal({ available_slots: 0 }) }), 201, DealSchema);
      const guest = expectOk(await c.call('POST', join(deal.id), { body: { email: 'guest@example.com' } }), 201, WaitlistEntrySchema);
      expect((await c.call('DELETE', '/api/users/account', { token })).status).toBe(200);
      expect((await entry(c, guest.token)).status).toBe('closed');
    });
  });

  describe('capacity added to an open-dated deal', () => {
    it('goes to the people waiting first, in line order; the rest goes on sale', async () => {
      const deal = seedDeal(SOLD_OUT_OPEN_DATED);
      const first = expectOk(await c.call('POST', join(deal.id), { body: { email: 'first@example.com' } }), 201, WaitlistEntrySchema);
      const second = expectOk(await c.call('POST', join(deal.id), { body: { email: 'second@example.com' } }), 201, WaitlistEntrySchema);
      const third = expectOk(await c.call('POST', join(deal.id), { body: { email: 'third@example.com' } }), 201, WaitlistEntrySchema);
      const update = async (available_slots: number) =>
        c.call('PUT', `/api/deals/${deal.id}`, { token: await c.token('adventures'), body: { title: deal.title, description: deal.description, price: deal.price, available_slots } });
      expect(expectOk(await update(2), 200, DealSchema).available_slots).toBe(0);
      expect([(await entry(c, first.token)).status, (await entry(c, second.token)).status, (await entry(c, third.token)).status]).toEqual(['offered', 'offered', 'waiting']);
      // available_slots is what is on sale: the two offered spots are held out of it.
      expect(expectOk(await update(1), 200, DealSchema).available_slots).toBe(0);
      expect((await entry(c, third.token)).status).toBe('offered');
      expect(expectOk(await update(2), 200, DealSchema).available_slots).toBe(2);
      // One transaction's mails share their queuing time: the outbox keeps no order among them.
      expect((await c.driver.mails()).map((mail) => mail.to).sort()).toEqual(['first@example.com', 'second@example.com', 'third@example.com']);
    });

    it('lowering it, or keeping it, offers nothing', async () => {
      const deal = seedDeal(SOLD_OUT_OPEN_DATED);
      const guest = expectOk(await c.call('POST', join(deal.id), { body: { email: 'guest@example.com' } }), 201, WaitlistEntrySchema);
      const token = await c.token('adventures');
      const same = await c.call('PUT', `/api/deals/${deal.id}`, { token, body: { title: 'Renamed', description: deal.description, price: deal.price, available_slots: 0 } });
      expect(expectOk(same, 200, DealSchema)).toMatchObject({ title: 'Renamed', available_slots: 0 });
      expect((await entry(c, guest.token)).status).toBe('waiting');
    });
  });
});
