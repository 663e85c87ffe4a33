import { describe, expect, it } from 'vitest';
import type { Earnings } from '@spur/contract';
import { csvField, earningsCsv } from './earningsCsv';

const zero = { paid_cents: 0, fee_cents: 0, refunded_cents: 0, net_cents: 0 };
const earnings: Earnings = {
  fee_percent: 15,
  bookings: [
    {
      booking_id: 'b1',
      paid_at: '2026-11-18T20:00:00.000Z',
      deal_id: 'd1',
      deal_title: 'Kayak, "sunset" tour',
      starts_at: '2026-11-19T00:30:00.000Z',
      time_zone: 'America/Los_Angeles',
      traveller: 'Jordan Reyes',
      paid_cents: 5000,
      fee_cents: 375,
      refunded_cents: 2500,
      net_cents: 2125,
      state: 'to_be_paid',
    },
    {
      booking_id: 'b2',
      paid_at: '2026-11-17T20:00:00.000Z',
      deal_id: 'd2',
      deal_title: 'Yoga',
      starts_at: null,
      time_zone: 'America/Los_Angeles',
      traveller: '=HYPERLINK("x")',
      paid_cents: 1999,
      fee_cents: 300,
      refunded_cents: 0,
      net_cents: 1699,
      state: 'pending_experience',
    },
  ],
  totals: { week: zero, month: zero, all_time: zero },
};

describe('earningsCsv', () => {
  it('one header line and one line per booking, amounts in dollars, the states in words', () => {
    expect(earningsCsv(earnings).split('\r\n')).toEqual([
      'Booking,Date,Deal,Time,Traveller,Paid,Fee,Refunded,Net,State',
      'b1,2026-11-18T20:00:00.000Z,"Kayak, ""sunset"" tour",2026-11-19T00:30:00.000Z,Jordan Reyes,50.00,3.75,25.00,21.25,To be paid',
      `b2,2026-11-17T20:00:00.000Z,Yoga,Open date,"'=HYPERLINK(""x"")",19.99,3.00,0.00,16.99,Pending the experience`,
      '',
    ]);
  });

  it('no bookings: the header alone', () => {
    expect(earningsCsv({ ...earnings, bookings: [] })).toBe('Booking,Date,Deal,Time,Traveller,Paid,Fee,Refunded,Net,State\r\n');
  });
});

describe('csvField', () => {
  it('quotes commas, quotes and line breaks; defuses formulas', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a\nb')).toBe('"a\nb"');
    expect(csvField('+1 555')).toBe("'+1 555");
    expect(csvField('-5')).toBe("'-5");
    expect(csvField('@sum')).toBe("'@sum");
  });
});
