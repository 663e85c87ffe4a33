/**
 * Transactional mail (issue 11): what each booking change queues in the outbox, to whom, saying
 * what: a payment queues the confirmation (voucher, time in venue time, place, amount, terms,
 * link), a cancel the receipt with its refund, a business-cancelled session the full refund, and
 * the sweep the hour-before reminder, only for people who want booking updates. Erasing an
 * account drops what is still queued to it.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { BookingSchema, CheckoutResponseSchema, toCents } from '@spur/contract';
import { bookingPath, mailTime, mapUrlOf, type BookingMailData } from '@spur/domain';
import { SEED_NOW } from './drivers';
import { contractSuite, expectOk, type Contract } from './harness';
import { DEAL_IDS, DEMO_ACCOUNTS, HOUR, MINUTE, SEED, seedDeal } from './fixtures';

const KAYAK = DEAL_IDS.bayKayakSafari; // 24 hours free, then half back
const kayak = seedDeal(KAYAK);
const [kayakSoon, kayakTomorrow] = SEED.sessions
  .filter((session) => session.deal_id === KAYAK)
  .sort((a, b) => a.starts_at.localeCompare(b.starts_at)); // in 90 minutes; in a day and 90 minutes
const TRAVELER = DEMO_ACCOUNTS.traveler.email;

async function bookAndPay(c: Contract, token: string, sessionId: string) {
  const body = { dealId: KAYAK, sessionId, amount: toCents(kayak.price), quantity: 1 };
  const { url } = expectOk(await c.call('POST', '/api/payment/create-checkout-session', { token, body }), 200, CheckoutResponseSchema);
  expect((await c.call('POST', `/api/payment/test-checkout/${url.split('/').pop()}/pay`, { body: {} })).status).toBe(200);
  const [booking] = (await c.call('GET', '/api/bookings/my-bookings', { token })).body;
  return BookingSchema.parse(booking);
}

/** What every mail about a kayak booking of `startsAt` says. */
const kayakMail = (bookingId: string, startsAt: string): Partial<BookingMailData> => ({
  bookingId,
  dealTitle: kayak.title,
  businessName: kayak.business_name,
  when: mailTime(startsAt, kayak.time_zone),
  location: kayak.location,
  mapUrl: mapUrlOf(kayak.latitude, kayak.longitude),
  amountCents: toCents(kayak.price),
  currency: 'usd',
  bookingPath: bookingPath(bookingId),
});

contractSuite('mail', (c) => {
  let traveler: string;
  beforeEach(async () => {
    await c.reset();
    traveler = await c.token('traveler');
  });

  describe('receipts', () => {
    it('a paid booking queues one confirmation to the booker, with the voucher, the terms and the booking’s link', async () => {
      const booking = await bookAndPay(c, traveler, kayakTomorrow!.id);
      expect(await c.driver.mails()).toEqual([
        {
          kind: 'booking_confirmed',
          to: TRAVELER,
          key: `booking_confirmed:${booking.id}`,
          locale: 'en',
          data: {
            ...kayakMail(booking.id, kayakTomorrow!.starts_at),
            voucherCode: booking.voucher_code,
            terms: expect.stringMatching(/^Free cancellation until .+ · then 50% refund$/),
            refundCents: null,
          },
        },
      ]);
    });

    it('a booking held but not paid queues nothing, and neither does cancelling it', async () => {
      const held = await c.call('POST', '/api/bookings', { token: traveler, body: { deal_id: KAYAK, session_id: kayakTomorrow!.id } });
      expect((await c.call('DELETE', `/api/bookings/${held.body.id}`, { token: traveler })).status).toBe(200);
      expect(await c.driver.mails()).toEqual([]);
    });

    it('cancelling queues the receipt with the refund the terms gave', async () => {
      const booking = await bookAndPay(c, traveler, kayakSoon!.id);
      expect((await c.call('DELETE', `/api/bookings/${booking.id}`, { token: traveler })).status).toBe(200);
      const cancelled = (await c.driver.mails()).filter((mail) => mail.kind === 'booking_cancelled');
      expect(cancelled).toEqual([
        {
          kind: 'booking_cancelled',
          to: TRAVELER,
          key: `booking_cancelled:${booking.id}`,
          locale: 'en',
          data: expect.objectContaining({ ...kayakMail(booking.id, kayakSoon!.starts_at), refundCents: Math.floor(toCents(kayak.price) / 2) }),
        },
      ]);
    });

    it('receipts go to the booking address the person chose, even with booking updates off', async () => {
      const preferences = { marketing_emails: false, booking_updates: false, booking_email: 'receipts@spur.example' };
      expect((await c.call('PUT', '/api/users/email-preferences', { token: traveler, body: preferences })).status).toBe(200);
      await bookAndPay(c, traveler, kayakTomorrow!.id);
      expect((await c.driver.mails()).map((mail) => [mail.kind, mail.to])).toEqual([['booking_confirmed', 'receipts@spur.example']]);
    });

    it('a session cancelled by the business queues each paid booker’s notice of the full refund', async () => {
      const booking = await bookAndPay(c, traveler, kayakSoon!.id);
      const adventures = await c.token('adventures');
      expect((await c.call('DELETE', `/api/deals/business/sessions/${kayakSoon!.id}`, { token: adventures })).status).toBe(200);
      const notices = (await c.driver.mails()).filter((mail) => mail.kind === 'session_cancelled');
      expect(notices).toEqual([
        {
          kind: 'session_cancelled',
          to: TRAVELER,
          key: `session_cancelled:${booking.id}`,
          locale: 'en',
          data: expect.objectContaining({ bookingId: booking.id, refundCents: toCents(kayak.price) }),
        },
      ]);
    });
  });

  describe('reminders', () => {
    it('one reminder when the session is within the hour, not before, and only once', async () => {
      const booking = await bookAndPay(c, traveler, kayakSoon!.id);
      const reminders = async () => (await c.driver.mails()).filter((mail) => mail.kind === 'reminder');
      // The mock backend runs its sweep before each request: one read lets it run.
      const sweep = () => c.call('GET', `/api/deals/${KAYAK}`, { compare: false });
      await sweep();
      expect(await reminders()).toEqual([]);

      await c.advanceClock(Date.parse(kayakSoon!.starts_at) - HOUR - SEED_NOW.getTime() + MINUTE);
      await sweep();
      await c.advanceClock(MINUTE);
      await sweep();
      expect(await reminders()).toEqual([
        { kind: 'reminder', to: TRAVELER, key: `reminder:${booking.id}`, locale: 'en', data: expect.objectContaining({ voucherCode: booking.voucher_code }) },
      ]);
    });

    it('none for someone who turned booking updates off', async () => {
      const preferences = { marketing_emails: false, booking_updates: false, booking_email: '' };
      expect((await c.call('PUT', '/api/users/email-preferences', { token: traveler, body: preferences })).status).toBe(200);
      await bookAndPay(c, traveler, kayakSoon!.id);
      await c.advanceClock(Date.parse(kayakSoon!.starts_at) - HOUR - SEED_NOW.getTime() + MINUTE);
      await c.call('GET', `/api/deals/${KAYAK}`, { compare: false });
      expect((await c.driver.mails()).map((mail) => mail.kind)).toEqual(['booking_confirmed']);
    });
  });

  describe('erasure', () => {
    it("erasing an account drops the mail still queued to its addresses (login and booking), in the same request; others' stays", async () => {
      const person = { email: 'leaving@example.com', name: 'Lee Leaving' };
      const token = await c.token(person);
      const preferences = { marketing_emails: false, booking_updates: true, booking_email: 'Lee.Bookings@example.com' };
      expect((await c.call('PUT', '/api/users/email-preferences', { token, body: preferences })).status).toBe(200);
      await bookAndPay(c, token, kayakTomorrow!.id);
      await bookAndPay(c, traveler, kayakSoon!.id);
      expect((await c.driver.mails()).map((mail) => mail.to.toLowerCase())).toEqual(['lee.bookings@example.com', TRAVELER]);
      expect((await c.call('DELETE', '/api/users/account', { token })).status).toBe(200);
      expect((await c.driver.mails()).map((mail) => mail.to)).toEqual([TRAVELER]);
    });
  });
});
