/**
 * POST /api/check-ins: a voucher redeemed at the door by its deal's owner. The seed's confirmed
 * bookings have their codes (the same on both backends); new ones are drawn when a payment
 * confirms the booking. Each case starts from a reset (check-ins and the rate limit's windows).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { BookingSchema, CHECK_IN_RATE_LIMIT, CheckInSchema, CHECKOUT_QUANTITY, MESSAGES, ManifestSchema, VOUCHER_CODE_LENGTH, toCents } from '@spur/contract';
import { normalizeVoucherCode } from '@spur/domain';
import { contractSuite, expectError, expectOk, type Contract } from './harness';
import { DEAL_IDS, MINUTE, SEED, TRAVELER_BOOKING_IDS, observable, seedDeal } from './fixtures';

const CHECK_IN = '/api/check-ins';
const seedBooking = (id: string) => SEED.bookings.find((booking) => booking.id === id)!;
const whaleSafari = seedBooking(TRAVELER_BOOKING_IDS.whaleSafariConfirmed);
const harborCruise = seedBooking(TRAVELER_BOOKING_IDS.harborCruiseTomorrow);
const dashed = (code: string) => `${code.slice(0, 4)}-${code.slice(4)}`.toLowerCase();
/** A well-formed code no booking has. */
const UNKNOWN_CODE = 'ZZZZ0000';

async function checkIn(c: Contract, body: unknown, who: 'adventures' | 'wellness' | 'traveler' = 'adventures') {
  return c.call('POST', CHECK_IN, { token: await c.token(who), body });
}

contractSuite('check-ins', (c) => {
  beforeEach(() => c.reset());

  it('the seed: confirmed bookings have distinct codes of the voucher shape, others none', async () => {
    const codes = SEED.bookings.map((booking) => booking.voucher_code);
    for (const booking of SEED.bookings) {
      if (booking.status === 'confirmed') expect(normalizeVoucherCode(booking.voucher_code!)).toBe(booking.voucher_code);
      else expect(booking.voucher_code).toBeNull();
    }
    expect(new Set(codes.filter(Boolean)).size).toBe(codes.filter(Boolean).length);
    const read = expectOk(await c.call('GET', `/api/bookings/${whaleSafari.id}`, { token: await c.token('traveler') }), 200, BookingSchema);
    expect(read).toMatchObject({ voucher_code: whaleSafari.voucher_code, checked_in_at: null });
    const cancelled = await c.call('GET', `/api/bookings/${TRAVELER_BOOKING_IDS.massageCancelled}`, { token: await c.token('traveler') });
    expect(cancelled.body.voucher_code).toBeNull();
  });

  it('a payment draws the booking its code; a pending booking has none', async () => {
    const deal = seedDeal(DEAL_IDS.surfLesson);
    const token = await c.token('traveler');
    const opened = await c.call('POST', '/api/payment/create-checkout-session', {
      token,
      body: { dealId: deal.id, name: deal.title, amount: toCents(deal.price), quantity: 1 },
    });
    const checkoutId = String(opened.body.url).split('/').pop()!;
    const mine = await c.call('GET', '/api/bookings/my-bookings', { token });
    const pending = mine.body.find((booking: { status: string }) => booking.status === 'pending');
    expect(pending.voucher_code).toBeNull();
    expect((await c.call('POST', `/api/payment/test-checkout/${checkoutId}/pay`, { body: {} })).status).toBe(200);
    const paid = expectOk(await c.call('GET', `/api/bookings/${pending.id}`, { token }), 200, BookingSchema);
    expect(paid.voucher_code).toHaveLength(VOUCHER_CODE_LENGTH);
    expect(normalizeVoucherCode(paid.voucher_code!)).toBe(paid.voucher_code);
    expect(expectOk(await checkIn(c, { code: paid.voucher_code }), 200, CheckInSchema).result).toBe('checked_in');
  });

  it('checks the guest in once (case, spaces and dashes do not matter); again says when', async () => {
    const first = expectOk(await checkIn(c, { code: ` ${dashed(whaleSafari.voucher_code!)} ` }), 200, CheckInSchema);
    expect(first).toMatchObject({
      result: 'checked_in',
      booking_id: whaleSafari.id,
      guest_name: 'Jordan Reyes',
      deal_id: DEAL_IDS.whaleSafari,
      deal_title: seedDeal(DEAL_IDS.whaleSafari).title,
      session_id: null,
      session_starts_at: null,
      party_size: CHECKOUT_QUANTITY,
    });
    expect(first.checked_in_at).not.toBeNull();
    const again = expectOk(await checkIn(c, { code: whaleSafari.voucher_code }), 200, CheckInSchema);
    expect(again).toEqual({ ...first, result: 'already_checked_in' });
    const read = await c.call('GET', `/api/bookings/${whaleSafari.id}`, { token: await c.token('traveler') });
    expect(read.body.checked_in_at).toBe(first.checked_in_at);
  });

  it("another day's session is a warning that changes nothing; accepted, the guest is in and on the manifest", async () => {
    const before = await observable(c);
    const warned = expectOk(await checkIn(c, { code: harborCruise.voucher_code }), 200, CheckInSchema);
    expect(warned).toMatchObject({ result: 'other_day', session_id: harborCruise.session_id, checked_in_at: null });
    expect(warned.session_starts_at).toBe(SEED.sessions.find((session) => session.id === harborCruise.session_id)!.starts_at);
    expect(await observable(c)).toEqual(before);
    const accepted = expectOk(await checkIn(c, { code: harborCruise.voucher_code, accept_other_day: true }), 200, CheckInSchema);
    expect(accepted.result).toBe('checked_in');
    const manifest = expectOk(
      await c.call('GET', `/api/deals/business/sessions/${harborCruise.session_id}/bookings`, { token: await c.token('adventures') }),
      200,
      ManifestSchema,
    );
    expect(manifest.find((entry) => entry.booking_id === harborCruise.id)?.checked_in_at).toBe(accepted.checked_in_at);
  });

  describe('refusals change nothing', () => {
    it.each([
      ['a code no booking has', () => ({ code: UNKNOWN_CODE }), 'adventures', 404, MESSAGES.voucherNotValid],
      ["another business's deal", () => ({ code: whaleSafari.voucher_code }), 'wellness', 403, MESSAGES.voucherOtherBusiness],
      ['a traveler', () => ({ code: whaleSafari.voucher_code }), 'traveler', 403, MESSAGES.businessRequired],
      ['a code too short', () => ({ code: 'ABCD-234' }), 'adventures', 400, MESSAGES.voucherCodeShape],
      ['a code too long', () => ({ code: 'ABCD-23456' }), 'adventures', 400, MESSAGES.voucherCodeShape],
      ['a letter outside the alphabet', () => ({ code: 'ABCD-234U' }), 'adventures', 400, MESSAGES.voucherCodeShape],
      ['a number', () => ({ code: 12345678 }), 'adventures', 400, MESSAGES.voucherCodeShape],
      ['no code', () => ({}), 'adventures', 400, MESSAGES.voucherCodeShape],
      ['an oversized code', () => ({ code: 'A'.repeat(1000) }), 'adventures', 400, MESSAGES.voucherCodeShape],
      ['accept_other_day not a boolean', () => ({ code: harborCruise.voucher_code, accept_other_day: 'yes' }), 'adventures', 400, MESSAGES.validAcceptOtherDay],
    ] as const)('%s', async (_label, body, who, status, message) => {
      const before = await observable(c);
      expectError(await checkIn(c, body(), who), status, message);
      expect(await observable(c)).toEqual(before);
    });

    it('a cancelled booking is refused', async () => {
      const traveler = await c.token('traveler');
      expect((await c.call('DELETE', `/api/bookings/${whaleSafari.id}`, { token: traveler })).status).toBe(200);
      const before = await observable(c);
      expectError(await checkIn(c, { code: whaleSafari.voucher_code }), 409, MESSAGES.voucherCancelled);
      expect(await observable(c)).toEqual(before);
    });
  });

  it('guessing is rate-limited per business: over the budget even a good code is 429; the next window is open', async () => {
    for (let i = 0; i < CHECK_IN_RATE_LIMIT.max; i += 1) {
      expectError(await checkIn(c, { code: UNKNOWN_CODE }), 404, MESSAGES.voucherNotValid);
    }
    const before = await observable(c);
    expectError(await checkIn(c, { code: whaleSafari.voucher_code }), 429, MESSAGES.tooManyRequests);
    expect(await observable(c)).toEqual(before);
    // Another business has its own budget; a wrong shape is still 400 first.
    expectError(await checkIn(c, { code: whaleSafari.voucher_code }, 'wellness'), 403, MESSAGES.voucherOtherBusiness);
    expectError(await checkIn(c, { code: 'x' }), 400, MESSAGES.voucherCodeShape);
    await c.advanceClock(CHECK_IN_RATE_LIMIT.windowSeconds * 1000 + MINUTE);
    expect((await checkIn(c, { code: whaleSafari.voucher_code })).body.result).toBe('checked_in');
  });
});
