import { describe, expect, it } from 'vitest';
import { formatDeadline, lateRefundText, termsLine, termsSummary } from './cancellationText';

const zone = 'America/Los_Angeles';
const deadline = new Date('2026-11-28T23:30:00.000Z'); // Sat, Nov 28, 3:30 PM in Los Angeles
const before = new Date('2026-11-26T20:00:00.000Z');
const sameDay = new Date('2026-11-28T18:00:00.000Z');
const after = new Date('2026-11-28T23:31:00.000Z');

describe('cancellation texts', () => {
  it('name the deadline with its date unless it is the venue day of now', () => {
    expect(formatDeadline(deadline, before, { zone })).toBe('3:30 PM on Sat, Nov 28');
    expect(formatDeadline(deadline, sameDay, { zone })).toBe('3:30 PM');
    expect(formatDeadline(deadline, before, { zone, viewerZone: 'Europe/Paris' })).toBe('3:30 PM PST on Sat, Nov 28');
  });

  it('say what is left after free cancellation', () => {
    expect(lateRefundText({ late_refund_percent: 0 })).toBe('no refund');
    expect(lateRefundText({ late_refund_percent: 50 })).toBe('50% refund');
    expect(lateRefundText({ late_refund_percent: 100 })).toBe('full refund');
  });

  it('summarise the terms before a time is chosen', () => {
    expect(termsSummary({ free_hours: 24, late_refund_percent: 0 })).toBe('Free cancellation up to 24 hours before the start · then no refund');
    expect(termsSummary({ free_hours: 1, late_refund_percent: 50 })).toBe('Free cancellation up to 1 hour before the start · then 50% refund');
    expect(termsSummary({ free_hours: 0, late_refund_percent: 100 })).toBe('Free cancellation until the start · then full refund');
  });

  it('state one booking’s terms before and after its deadline', () => {
    const terms = { free_hours: 24, late_refund_percent: 50 };
    expect(termsLine(terms, deadline, before, { zone })).toBe('Free cancellation until 3:30 PM on Sat, Nov 28 · then 50% refund');
    expect(termsLine(terms, deadline, after, { zone })).toBe('50% refund: free cancellation ended at 3:30 PM');
    expect(termsLine({ free_hours: 24, late_refund_percent: 0 }, deadline, after, { zone })).toBe('No refund: free cancellation ended at 3:30 PM');
  });

  it('state an open-dated deal’s terms: free until the voucher is used (or the deal expires)', () => {
    const terms = { free_hours: 24, late_refund_percent: 0 };
    expect(termsLine(terms, null, after, { zone }, true)).toBe('Free cancellation until the voucher is used');
    expect(termsLine(terms, deadline, before, { zone }, true)).toBe('Free cancellation until the voucher is used or 3:30 PM on Sat, Nov 28 · then no refund');
    expect(termsLine(terms, deadline, after, { zone }, true)).toBe('No refund: free cancellation ended at 3:30 PM');
  });
});
