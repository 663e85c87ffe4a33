import { describe, expect, it } from 'vitest';
import { DEFAULT_CANCELLATION_TERMS } from '@spur/contract';
import { bookerRefundCents, cancellationColumns, cancellationDeadline, mergeTerms, refundQuote, termsOf } from './cancellation';
import { wallTime, zonedInstant } from './zonedTime';

const MINUTE = 60_000;
const LA = 'America/Los_Angeles';
const halfBack = { free_hours: 24, late_refund_percent: 50 };
const at = (instant: Date, minutes: number) => new Date(instant.getTime() + minutes * MINUTE);

describe('refundQuote for a session', () => {
  const startsAt = new Date('2026-11-28T23:30:00.000Z'); // Sat, Nov 28, 3:30 PM in Los Angeles
  const basis = { amount_cents: 4500, terms: halfBack, starts_at: startsAt.toISOString(), expires_at: null, checked_in_at: null };
  const deadline = new Date('2026-11-27T23:30:00.000Z');

  it('refunds everything one minute before the deadline', () => {
    expect(refundQuote(basis, at(deadline, -1))).toEqual({ amount_cents: 4500, free: true, deadline });
  });

  it('refunds the late percentage at the deadline and one minute after it', () => {
    expect(refundQuote(basis, deadline)).toEqual({ amount_cents: 2250, free: false, deadline });
    expect(refundQuote(basis, at(deadline, 1))).toEqual({ amount_cents: 2250, free: false, deadline });
  });

  it('refunds nothing after the deadline when the terms say no refund, also after the start', () => {
    const none = { ...basis, terms: DEFAULT_CANCELLATION_TERMS };
    expect(refundQuote(none, at(deadline, 1)).amount_cents).toBe(0);
    expect(refundQuote(none, at(startsAt, 60)).amount_cents).toBe(0);
  });

  it('rounds a partial refund down to the cent', () => {
    expect(refundQuote({ ...basis, amount_cents: 999, terms: { free_hours: 0, late_refund_percent: 33 } }, startsAt).amount_cents).toBe(329);
  });

  it('with 0 free hours is free until the start itself', () => {
    const zero = { ...basis, terms: { free_hours: 0, late_refund_percent: 0 } };
    expect(refundQuote(zero, at(startsAt, -1))).toMatchObject({ free: true, amount_cents: 4500 });
    expect(refundQuote(zero, startsAt)).toMatchObject({ free: false, amount_cents: 0 });
  });
});

describe('the deadline across a daylight-saving change (N hours is real elapsed time)', () => {
  // Clocks in Los Angeles go back at 2:00 AM on Sun, Nov 1 2026 and forward on Sun, Mar 14 2027.
  it('is 24 real hours before a start the day after clocks go back: 10:00 AM by the venue clock', () => {
    const startsAt = zonedInstant('2026-11-01', '09:00', LA);
    const deadline = cancellationDeadline({ terms: DEFAULT_CANCELLATION_TERMS, starts_at: startsAt, expires_at: null, checked_in_at: null })!;
    expect(startsAt.getTime() - deadline.getTime()).toBe(24 * 60 * MINUTE);
    expect(wallTime(deadline, LA)).toMatchObject({ day: 31, hour: 10, minute: 0 });
    const basis = { amount_cents: 4500, terms: DEFAULT_CANCELLATION_TERMS, starts_at: startsAt, expires_at: null, checked_in_at: null };
    expect(refundQuote(basis, at(deadline, -1))).toMatchObject({ free: true, amount_cents: 4500 });
    expect(refundQuote(basis, at(deadline, 1))).toMatchObject({ free: false, amount_cents: 0 });
  });

  it('is 24 real hours before a start the day after clocks go forward: 8:00 AM by the venue clock', () => {
    const startsAt = zonedInstant('2027-03-14', '09:00', LA);
    const deadline = cancellationDeadline({ terms: DEFAULT_CANCELLATION_TERMS, starts_at: startsAt, expires_at: null, checked_in_at: null })!;
    expect(wallTime(deadline, LA)).toMatchObject({ day: 13, hour: 8, minute: 0 });
    const basis = { amount_cents: 4500, terms: halfBack, starts_at: startsAt, expires_at: null, checked_in_at: null };
    expect(refundQuote(basis, at(deadline, -1)).amount_cents).toBe(4500);
    expect(refundQuote(basis, at(deadline, 1)).amount_cents).toBe(2250);
  });
});

describe('refundQuote for an open-dated deal', () => {
  const expiresAt = '2026-11-30T08:00:00.000Z';

  it('is free until the deal expires, then the late percentage applies', () => {
    const basis = { amount_cents: 4500, terms: halfBack, starts_at: null, expires_at: expiresAt, checked_in_at: null };
    expect(refundQuote(basis, at(new Date(expiresAt), -1))).toMatchObject({ free: true, amount_cents: 4500 });
    expect(refundQuote(basis, at(new Date(expiresAt), 1))).toMatchObject({ free: false, amount_cents: 2250 });
  });

  it('is always free without an expiry', () => {
    expect(refundQuote({ amount_cents: 4500, terms: halfBack, starts_at: null, expires_at: null, checked_in_at: null }, new Date('2030-01-01'))).toEqual({
      amount_cents: 4500,
      free: true,
      deadline: null,
    });
  });
});

describe('refundQuote once the voucher is used', () => {
  const expiresAt = '2026-11-30T08:00:00.000Z';
  const checkedInAt = new Date('2026-11-29T18:00:00.000Z');
  const openDated = { amount_cents: 4500, terms: halfBack, starts_at: null, expires_at: expiresAt, checked_in_at: null };

  it('an open-dated deal is free one minute before the check-in and gives nothing back after it', () => {
    expect(refundQuote(openDated, at(checkedInAt, -1))).toMatchObject({ free: true, amount_cents: 4500 });
    const used = { ...openDated, checked_in_at: checkedInAt.toISOString() };
    expect(refundQuote(used, at(checkedInAt, 1))).toEqual({ amount_cents: 0, free: false, deadline: checkedInAt });
  });

  it('without an expiry the check-in is the end of free cancellation', () => {
    const used = { ...openDated, expires_at: null, checked_in_at: checkedInAt };
    expect(cancellationDeadline(used)).toEqual(checkedInAt);
    expect(refundQuote(used, at(checkedInAt, 1))).toMatchObject({ free: false, amount_cents: 0 });
  });

  it('the expiry stays the deadline when it came first; a used voucher still gives nothing, not the late percentage', () => {
    const used = { ...openDated, checked_in_at: at(new Date(expiresAt), 60) };
    expect(cancellationDeadline(used)).toEqual(new Date(expiresAt));
    expect(refundQuote(used, at(new Date(expiresAt), 61)).amount_cents).toBe(0);
  });

  it('a session checked in gives nothing back either', () => {
    const startsAt = new Date('2026-11-28T23:30:00.000Z');
    const used = { amount_cents: 4500, terms: halfBack, starts_at: startsAt, expires_at: null, checked_in_at: at(startsAt, -5) };
    expect(refundQuote(used, at(startsAt, -4)).amount_cents).toBe(0);
  });
});

describe('terms', () => {
  it('default to 24 hours and no refund, and keep what an edit leaves out', () => {
    expect(mergeTerms(undefined)).toEqual({ free_hours: 24, late_refund_percent: 0 });
    expect(mergeTerms({ late_refund_percent: 50 })).toEqual({ free_hours: 24, late_refund_percent: 50 });
    expect(mergeTerms({ free_hours: 2 }, halfBack)).toEqual({ free_hours: 2, late_refund_percent: 50 });
  });

  it('map to the stored columns and back', () => {
    expect(termsOf(cancellationColumns(halfBack))).toEqual(halfBack);
  });
});

describe('bookerRefundCents', () => {
  const basis = { terms: halfBack, starts_at: '2026-11-28T23:30:00.000Z', expires_at: null, checked_in_at: null };
  it('quotes a confirmed booking and gives nothing back for an unpaid one', () => {
    const late = new Date('2026-11-28T00:00:00.000Z');
    expect(bookerRefundCents({ status: 'confirmed', amount_cents: 4500 }, basis, late)).toBe(2250);
    expect(bookerRefundCents({ status: 'pending', amount_cents: 4500 }, basis, late)).toBeNull();
  });
});
