import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@spur/contract';
import {
  chargeEntries,
  earningFigures,
  earningState,
  earningsOf,
  earningsPeriods,
  experienceBegun,
  refundEntries,
  reversalEntry,
  transferCents,
  transferEligible,
  transferEntry,
  transferFigures,
  transferReversalCents,
  type LedgerLine,
} from './earnings';

// Wednesday 2026-11-18, 20:00 in Los Angeles.
const now = new Date('2026-11-19T04:00:00.000Z');
const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000);

describe('chargeEntries and refundEntries', () => {
  it('a payment writes the charge and the fee, each keyed by the booking', () => {
    expect(chargeEntries('b1', 5000, 15, now)).toEqual([
      { key: 'charge:b1', booking_id: 'b1', kind: 'charge', amount_cents: 5000, created_at: now },
      { key: 'fee:b1', booking_id: 'b1', kind: 'fee', amount_cents: 750, created_at: now },
    ]);
  });

  it('a refund gives back the fee in proportion, as a negative fee row', () => {
    const charged = chargeEntries('b1', 5000, 15, now);
    expect(refundEntries('b1', charged, 2500, now)).toEqual([
      { key: 'refund:b1', booking_id: 'b1', kind: 'refund', amount_cents: 2500, created_at: now },
      { key: 'fee:b1:refund', booking_id: 'b1', kind: 'fee', amount_cents: -375, created_at: now },
    ]);
    expect(earningFigures([...charged, ...refundEntries('b1', charged, 2500, now)])).toEqual({ paid_cents: 5000, fee_cents: 375, refunded_cents: 2500, net_cents: 2125 });
  });

  it('a full refund leaves nothing to anyone; a refund too small to move the fee writes no fee row', () => {
    const charged = chargeEntries('b1', 5000, 15, now);
    expect(earningFigures([...charged, ...refundEntries('b1', charged, 5000, now)])).toEqual({ paid_cents: 5000, fee_cents: 0, refunded_cents: 5000, net_cents: 0 });
    expect(refundEntries('b1', charged, 3, now).map((entry) => entry.kind)).toEqual(['refund']);
  });
});

describe('earningState', () => {
  const paid = chargeEntries('b1', 5000, 15, now);

  it('is pending until the session starts, to be paid from then', () => {
    expect(earningState({ status: 'confirmed', starts_at: hoursAgo(-1), checked_in_at: null }, paid, now)).toBe('pending_experience');
    expect(earningState({ status: 'confirmed', starts_at: now, checked_in_at: null }, paid, now)).toBe('to_be_paid');
  });

  it('an open-dated booking is pending until its guest is checked in', () => {
    expect(earningState({ status: 'confirmed', starts_at: null, checked_in_at: null }, paid, now)).toBe('pending_experience');
    expect(earningState({ status: 'confirmed', starts_at: null, checked_in_at: hoursAgo(1) }, paid, now)).toBe('to_be_paid');
    expect(experienceBegun({ starts_at: hoursAgo(-5), checked_in_at: hoursAgo(1) }, now)).toBe(true);
  });

  it('a cancellation keeping part of the money is to be paid; one refunding everything is refunded', () => {
    const late = [...paid, ...refundEntries('b1', paid, 2500, now)];
    expect(earningState({ status: 'cancelled', starts_at: hoursAgo(-2), checked_in_at: null }, late, now)).toBe('to_be_paid');
    const all = [...paid, ...refundEntries('b1', paid, 5000, now)];
    expect(earningState({ status: 'cancelled', starts_at: hoursAgo(-2), checked_in_at: null }, all, now)).toBe('refunded');
  });

  it('paid once transferred, reversed once a refund took part of the transfer back', () => {
    const begun = { status: 'confirmed', starts_at: hoursAgo(1), checked_in_at: null } as const;
    const transferred = [...paid, transferEntry('b1', 4250, 'tr_1', now)];
    expect(earningState(begun, transferred, now)).toBe('paid');
    const refunded = [...transferred, ...refundEntries('b1', transferred, 5000, now), reversalEntry('b1', 4250, now)];
    expect(earningState({ ...begun, status: 'cancelled' }, refunded, now)).toBe('reversed');
  });
});

describe('transferEligible and transferCents', () => {
  const paid = chargeEntries('b1', 5000, 15, now);
  const begun = { status: 'confirmed', starts_at: hoursAgo(1), checked_in_at: null, payouts_enabled: true } as const;

  it('a paid booking whose experience began is transferred once, while the business has payouts on', () => {
    expect(transferEligible(begun, paid, now)).toBe(true);
    expect(transferEligible({ ...begun, starts_at: hoursAgo(-1) }, paid, now)).toBe(false);
    expect(transferEligible({ ...begun, starts_at: null }, paid, now)).toBe(false);
    expect(transferEligible({ ...begun, starts_at: null, checked_in_at: hoursAgo(1) }, paid, now)).toBe(true);
    expect(transferEligible({ ...begun, payouts_enabled: false }, paid, now)).toBe(false);
    expect(transferEligible(begun, [], now)).toBe(false);
    expect(transferEligible(begun, [...paid, transferEntry('b1', 4250, 'tr_1', now)], now)).toBe(false);
  });

  it('sends paid − fee − refunds so far; a booking refunded in full is not transferred', () => {
    expect(transferCents(paid)).toBe(4250);
    const half = [...paid, ...refundEntries('b1', paid, 2500, now)];
    expect(transferCents(half)).toBe(2125);
    expect(transferEligible({ ...begun, status: 'cancelled' }, half, now)).toBe(true);
    expect(transferEligible({ ...begun, status: 'cancelled', starts_at: hoursAgo(-2) }, half, now)).toBe(false);
    const all = [...paid, ...refundEntries('b1', paid, 5000, now)];
    expect(transferCents(all)).toBe(0);
    expect(transferEligible({ ...begun, status: 'cancelled' }, all, now)).toBe(false);
    expect(transferCents([{ kind: 'charge', amount_cents: 100 }, { kind: 'fee', amount_cents: 15 }, { kind: 'refund', amount_cents: 100 }])).toBe(0);
  });
});

describe('transferReversalCents', () => {
  /** Net = transferred − reversed + still to transfer, and the reversal and the fee returned make up the refund. */
  function refundAfterTransfer(paidCents: number, refundCents: number) {
    const paid = chargeEntries('b1', paidCents, 15, now);
    const ledger = [...paid, transferEntry('b1', transferCents(paid), 'tr_1', now)];
    const refund = refundEntries('b1', ledger, refundCents, now);
    const reversal = transferReversalCents(ledger, refund);
    const after = [...ledger, ...refund, reversalEntry('b1', reversal, now)];
    const figures = earningFigures(after);
    expect(figures.net_cents).toBe(transferFigures(after).transferred_cents - transferFigures(after).reversed_cents);
    expect(reversal - earningFigures(refund).fee_cents).toBe(refundCents);
    return { reversal, figures };
  }

  it('the business carries its share of a partial refund; Spur returns its fee in the same proportion', () => {
    // 5000 paid, fee 750, 4250 transferred; a 2000 refund returns 300 of the fee and reverses 1700.
    expect(refundAfterTransfer(5000, 2000)).toEqual({ reversal: 1700, figures: { paid_cents: 5000, fee_cents: 450, refunded_cents: 2000, net_cents: 2550 } });
  });

  it('the fee returned rounds half up; the reversal is the rest of the refund, to the cent', () => {
    // 999 paid, fee 150; a 333 refund returns 50 (149.85 … 150 × 333 / 999 = 50) and reverses 283.
    expect(refundAfterTransfer(999, 333).reversal).toBe(283);
    expect(refundAfterTransfer(1001, 1).reversal).toBe(1);
  });

  it('a full refund after the transfer reverses it in full', () => {
    expect(refundAfterTransfer(5000, 5000)).toEqual({ reversal: 4250, figures: { paid_cents: 5000, fee_cents: 0, refunded_cents: 5000, net_cents: 0 } });
  });

  it('before the transfer nothing is reversed: the refund comes from the platform and lowers the transfer', () => {
    const paid = chargeEntries('b1', 5000, 15, now);
    expect(transferReversalCents(paid, refundEntries('b1', paid, 2000, now))).toBe(0);
  });
});

describe('earningsPeriods', () => {
  it('the week starts on Monday and the month on the 1st, at midnight in Los Angeles', () => {
    expect(earningsPeriods(now)).toEqual({ week: new Date('2026-11-16T08:00:00.000Z'), month: new Date('2026-11-01T07:00:00.000Z') });
  });
});

describe('earningsOf', () => {
  const line = (bookingId: string, entry: { kind: LedgerLine['kind']; amount_cents: number; created_at: Date }, extra: Partial<LedgerLine> = {}): LedgerLine => ({
    booking_id: bookingId,
    deal_id: 'd1',
    deal_title: 'Kayak',
    time_zone: 'America/Los_Angeles',
    status: 'confirmed',
    starts_at: null,
    checked_in_at: null,
    traveller_name: 'Kai Moana',
    ...entry,
    ...extra,
  });
  const ledgerOf = (bookingId: string, paidAt: Date, extra: Partial<LedgerLine> = {}) => chargeEntries(bookingId, 5000, 15, paidAt).map((entry) => line(bookingId, entry, extra));

  it('answers one line per booking, newest payment first, and totals by when each event happened', () => {
    const lastMonth = new Date('2026-10-20T18:00:00.000Z');
    const earlierThisMonth = new Date('2026-11-03T18:00:00.000Z');
    const old = ledgerOf('b1', lastMonth, { traveller_name: null, status: 'cancelled', starts_at: lastMonth });
    const refundedThisWeek = refundEntries('b1', old, 2500, hoursAgo(2)).map((entry) => line('b1', entry, { traveller_name: null, status: 'cancelled', starts_at: lastMonth }));
    const lines = [...old, ...refundedThisWeek, ...ledgerOf('b2', earlierThisMonth), ...ledgerOf('b3', hoursAgo(1), { starts_at: hoursAgo(-24) })];
    const earnings = earningsOf(lines, now, 15);

    expect(earnings.fee_percent).toBe(15);
    expect(earnings.bookings.map((booking) => [booking.booking_id, booking.traveller, booking.state, booking.net_cents])).toEqual([
      ['b3', 'Kai Moana', 'pending_experience', 4250],
      ['b2', 'Kai Moana', 'pending_experience', 4250],
      ['b1', MESSAGES.guestTraveller, 'to_be_paid', 2125],
    ]);
    expect(earnings.bookings[0]).toMatchObject({ paid_at: hoursAgo(1).toISOString(), starts_at: hoursAgo(-24).toISOString(), deal_title: 'Kayak', paid_cents: 5000, fee_cents: 750, refunded_cents: 0 });
    expect(earnings.totals.all_time).toEqual({ paid_cents: 15000, fee_cents: 1875, refunded_cents: 2500, net_cents: 10625 });
    expect(earnings.totals.month).toEqual({ paid_cents: 10000, fee_cents: 1125, refunded_cents: 2500, net_cents: 6375 });
    expect(earnings.totals.week).toEqual({ paid_cents: 5000, fee_cents: 375, refunded_cents: 2500, net_cents: 2125 });
  });

  it('all time is the sum of the lines', () => {
    const lines = [...ledgerOf('b1', hoursAgo(30)), ...ledgerOf('b2', hoursAgo(3))];
    const { bookings, totals } = earningsOf(lines, now, 15);
    for (const figure of ['paid_cents', 'fee_cents', 'refunded_cents', 'net_cents'] as const) {
      expect(bookings.reduce((sum, booking) => sum + booking[figure], 0)).toBe(totals.all_time[figure]);
    }
  });

  it('no ledger rows: no lines, zero totals', () => {
    const zero = { paid_cents: 0, fee_cents: 0, refunded_cents: 0, net_cents: 0 };
    expect(earningsOf([], now, 12.5)).toEqual({ fee_percent: 12.5, bookings: [], totals: { week: zero, month: zero, all_time: zero } });
  });
});
