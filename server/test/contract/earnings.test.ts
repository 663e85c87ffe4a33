/**
 * A business's earnings (GET /api/business/earnings, issue 29): the money ledger read back per
 * booking with Spur's fee, refunds and the net, and totals that add up; a payment, a partial
 * refund (a late cancel) and a full one (the business cancels the session); only a business
 * sees earnings, and only its own.
 */
import { beforeEach, expect, it } from 'vitest';
import { BookingSchema, CheckoutResponseSchema, DEFAULT_PLATFORM_FEE_PERCENT, EarningsSchema, MESSAGES, toCents, type EarningFigures, type Earnings } from '@spur/contract';
import { DEMO_ACCOUNTS } from '@spur/demo-data';
import { contractSuite, expectError, expectOk, type Contract } from './harness';
import { DEAL_IDS, HOUR, MINUTE, SEED, seedDeal } from './fixtures';

const KAYAK = DEAL_IDS.bayKayakSafari; // adventures; 24 hours free, then half back
const [kayakSoon, kayakTomorrow] = SEED.sessions.filter((session) => session.deal_id === KAYAK).sort((a, b) => a.starts_at.localeCompare(b.starts_at)); // in 90 minutes; in a day and 90 minutes
const PAID = toCents(seedDeal(KAYAK).price);
/** 15 % of what was paid, rounded half up to the cent (written out here, not the domain's function). */
const FEE = Math.floor((PAID * DEFAULT_PLATFORM_FEE_PERCENT * 2 + 100) / 200);
const ZERO: EarningFigures = { paid_cents: 0, fee_cents: 0, refunded_cents: 0, net_cents: 0 };

async function bookAndPay(c: Contract, token: string, sessionId: string) {
  const body = { dealId: KAYAK, sessionId, amount: PAID, quantity: 1 };
  const { url } = expectOk(await c.call('POST', '/api/payment/create-checkout-session', { token, body }), 200, CheckoutResponseSchema);
  expect((await c.call('POST', `/api/payment/test-checkout/${url.split('/').pop()}/pay`, { body: {} })).status).toBe(200);
  const [booking] = (await c.call('GET', '/api/bookings/my-bookings', { token })).body;
  return BookingSchema.parse(booking);
}

const sum = (earnings: Earnings, figure: keyof EarningFigures) => earnings.bookings.reduce((total, booking) => total + booking[figure], 0);

/** Every line and every total adds up: paid − refunded − fee = net; all time is the sum of the lines. */
function expectAddsUp(earnings: Earnings) {
  for (const figures of [...earnings.bookings, earnings.totals.week, earnings.totals.month, earnings.totals.all_time]) {
    expect(figures.paid_cents - figures.refunded_cents - figures.fee_cents).toBe(figures.net_cents);
  }
  for (const figure of ['paid_cents', 'fee_cents', 'refunded_cents', 'net_cents'] as const) expect(sum(earnings, figure)).toBe(earnings.totals.all_time[figure]);
}

contractSuite('earnings', (c) => {
  let traveler: string;
  let adventures: string;
  beforeEach(async () => {
    await c.reset();
    traveler = await c.token('traveler');
    adventures = await c.token('adventures');
  });
  const earnings = async (token = adventures) => {
    const answer = expectOk(await c.call('GET', '/api/business/earnings', { token }), 200, EarningsSchema);
    expectAddsUp(answer);
    return answer;
  };

  it('nothing paid yet: no lines, totals of zero, the fee percentage', async () => {
    expect(await earnings()).toEqual({ fee_percent: DEFAULT_PLATFORM_FEE_PERCENT, bookings: [], totals: { week: ZERO, month: ZERO, all_time: ZERO } });
  });

  it('a traveller or no one: refused, in the shared order', async () => {
    expectError(await c.call('GET', '/api/business/earnings', { token: traveler }), 403, MESSAGES.businessRequired);
    expectError(await c.call('GET', '/api/business/earnings'), 401, MESSAGES.authRequired);
  });

  it('a paid booking: the charge, Spur’s fee and the net, pending until the session starts, then paid out by the sweep', async () => {
    const booking = await bookAndPay(c, traveler, kayakSoon!.id);
    const paid = { paid_cents: PAID, fee_cents: FEE, refunded_cents: 0, net_cents: PAID - FEE };
    const answer = await earnings();
    expect(answer.bookings).toEqual([
      {
        booking_id: booking.id,
        paid_at: expect.any(String),
        deal_id: KAYAK,
        deal_title: seedDeal(KAYAK).title,
        starts_at: kayakSoon!.starts_at,
        time_zone: seedDeal(KAYAK).time_zone,
        traveller: DEMO_ACCOUNTS.traveler.fullName,
        ...paid,
        state: 'pending_experience',
      },
    ]);
    expect(answer.totals).toEqual({ week: paid, month: paid, all_time: paid });

    await c.advanceClock(2 * HOUR);
    // The mock checks token expiry on its own clock: a token minted two hours ago has expired.
    // The demo business has payouts on: the sweep transferred the net (the figures stay the same).
    const after = await earnings(await c.token('adventures'));
    expect(after.bookings[0]).toEqual(expect.objectContaining({ ...paid, state: 'paid' }));
    expect(after.totals.all_time).toEqual(paid);
  });

  it('another business sees none of it', async () => {
    await bookAndPay(c, traveler, kayakSoon!.id);
    expect((await earnings(await c.token('wellness'))).bookings).toEqual([]);
  });

  it('a late cancel refunds half: the business carries its share, Spur gives back its fee in the same proportion', async () => {
    const booking = await bookAndPay(c, traveler, kayakSoon!.id);
    expect((await c.call('DELETE', `/api/bookings/${booking.id}`, { token: traveler })).status).toBe(200);
    const refunded = Math.floor(PAID / 2);
    const feeBack = Math.floor((FEE * refunded * 2 + PAID) / (2 * PAID));
    const answer = await earnings();
    expect(answer.bookings).toEqual([
      expect.objectContaining({ paid_cents: PAID, refunded_cents: refunded, fee_cents: FEE - feeBack, net_cents: PAID - refunded - (FEE - feeBack), state: 'to_be_paid' }),
    ]);
    expect(answer.totals.all_time.net_cents).toBe(PAID - refunded - (FEE - feeBack));
  });

  it('a business-cancelled session refunds in full: nothing to anyone; a replayed cancel writes nothing twice', async () => {
    await bookAndPay(c, traveler, kayakTomorrow!.id);
    // A minute apart: the newest payment comes first.
    await c.advanceClock(MINUTE);
    const second = await bookAndPay(c, traveler, kayakSoon!.id);
    expect((await c.call('DELETE', `/api/deals/business/sessions/${kayakTomorrow!.id}`, { token: adventures })).status).toBe(200);
    expect((await c.call('DELETE', `/api/deals/business/sessions/${kayakTomorrow!.id}`, { token: adventures })).status).toBe(409);
    const answer = await earnings();
    expect(answer.bookings.map((line) => [line.booking_id === second.id, line.state, line.net_cents, line.fee_cents])).toEqual([
      [true, 'pending_experience', PAID - FEE, FEE],
      [false, 'refunded', 0, 0],
    ]);
    expect(answer.totals.all_time).toEqual({ paid_cents: 2 * PAID, fee_cents: FEE, refunded_cents: PAID, net_cents: PAID - FEE });
  });
});
