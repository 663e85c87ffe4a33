import { describe, expect, it } from 'vitest';
import { SAMPLE_NOW, sampleBooking, sampleDeal, sampleSessionDeal } from '@spur/demo-data';
import { dealTermsLine, refundPreview } from './cancellation';

const LA = 'America/Los_Angeles';
const halfBack = { free_hours: 24, late_refund_percent: 50 };
// SAMPLE_NOW is Tue, Nov 24, 12:00 PM in Los Angeles.
const saturday = '2026-11-28T23:30:00.000Z'; // Sat, Nov 28, 3:30 PM
const tomorrowMorning = '2026-11-25T17:30:00.000Z'; // Wed, Nov 25, 9:30 AM: free cancellation ended today at 9:30 AM

describe('dealTermsLine', () => {
  it('states the terms in general until a time is chosen, then with that time’s deadline', () => {
    const deal = { ...sampleSessionDeal, cancellation: halfBack };
    expect(dealTermsLine(deal, null, SAMPLE_NOW, LA)).toBe('Free cancellation up to 24 hours before the start · then 50% refund');
    expect(dealTermsLine(deal, saturday, SAMPLE_NOW, LA)).toBe('Free cancellation until 3:30 PM on Fri, Nov 27 · then 50% refund');
    expect(dealTermsLine(deal, tomorrowMorning, SAMPLE_NOW, LA)).toBe('50% refund: free cancellation ended at 9:30 AM');
  });

  it('an open-dated deal: free until the voucher is used (or the deal expires)', () => {
    expect(dealTermsLine(sampleDeal, null, SAMPLE_NOW, LA)).toBe('Free cancellation until the voucher is used');
    expect(dealTermsLine({ ...sampleDeal, expires_at: saturday }, null, SAMPLE_NOW, LA)).toBe(
      'Free cancellation until the voucher is used or 3:30 PM on Sat, Nov 28 · then no refund',
    );
  });
});

describe('refundPreview (the cancel dialog)', () => {
  const booking = (session_starts_at: string | null, cancellation = halfBack) =>
    sampleBooking({ price: 45, session_id: session_starts_at && '5e551011-0000-4000-8000-000000000001', session_starts_at, cancellation });

  it('inside the free window: everything back', () => {
    expect(refundPreview(booking(saturday), SAMPLE_NOW, LA)).toBe('You get $45.00 back.');
    expect(refundPreview(booking(null), SAMPLE_NOW, LA)).toBe('You get $45.00 back.');
  });

  it('after it: the late percentage, or nothing, with the end of free cancellation', () => {
    expect(refundPreview(booking(tomorrowMorning), SAMPLE_NOW, LA)).toBe('You get $22.50 back (50%): the free cancellation ended at 9:30 AM.');
    expect(refundPreview(booking(tomorrowMorning, { free_hours: 24, late_refund_percent: 0 }), SAMPLE_NOW, LA)).toBe(
      'No refund: the free cancellation ended at 9:30 AM.',
    );
  });

  it('a used voucher (checked in) gives nothing back', () => {
    expect(refundPreview({ ...booking(null), checked_in_at: SAMPLE_NOW.toISOString() }, SAMPLE_NOW, LA)).toBe(
      `No refund: the free cancellation ended at 12:00 PM.`,
    );
  });

  it('a booking not paid yet has nothing to refund', () => {
    expect(refundPreview({ ...booking(saturday), status: 'pending' }, SAMPLE_NOW, LA)).toBeNull();
  });
});
