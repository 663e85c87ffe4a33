import { describe, expect, it } from 'vitest';
import { bookingMailData, mailRecipient, mailRetryDelayMs, mailTime, reminderDue, REMINDER_LEAD_MS, waitlistOfferMail } from './mail';

const account = { email: 'login@x.example', booking_email: 'bookings@x.example', booking_updates: true };

describe('mail recipients', () => {
  it('send receipts to the booking address, else the login address, whatever the preferences', () => {
    for (const kind of ['booking_confirmed', 'booking_cancelled', 'session_cancelled'] as const) {
      expect(mailRecipient(kind, account, null)).toBe('bookings@x.example');
      expect(mailRecipient(kind, { ...account, booking_updates: false }, null)).toBe('bookings@x.example');
      expect(mailRecipient(kind, { ...account, booking_email: '', booking_updates: false }, null)).toBe('login@x.example');
    }
  });

  it('send reminders and waitlist offers only to people who want booking updates', () => {
    for (const kind of ['reminder', 'waitlist_offer'] as const) {
      expect(mailRecipient(kind, account, null)).toBe('bookings@x.example');
      expect(mailRecipient(kind, { ...account, booking_updates: false }, null)).toBeNull();
    }
  });

  it('send a guest everything at the address they paid with, and nothing without one', () => {
    expect(mailRecipient('booking_confirmed', null, 'guest@x.example')).toBe('guest@x.example');
    expect(mailRecipient('reminder', null, 'guest@x.example')).toBe('guest@x.example');
    expect(mailRecipient('booking_confirmed', null, null)).toBeNull();
  });
});

describe('booking mail content', () => {
  const deal = {
    title: 'Sunset kayak',
    business_name: 'Bay Adventures',
    location: 'Pier 40, San Francisco',
    latitude: 37.78,
    longitude: -122.39,
    time_zone: 'America/Los_Angeles',
    expires_at: null,
    cancel_free_hours: 24,
    cancel_late_refund_percent: 50,
  };
  const booking = { id: 'b1', amount_cents: 4500, voucher_code: 'ABCD2345', refund_cents: null };
  const now = new Date('2026-11-26T20:00:00.000Z');

  it('states the session in venue time, the place with a map link, the terms and the booking page', () => {
    const data = bookingMailData({ booking, deal, startsAt: '2026-11-29T17:00:00.000Z' }, now);
    expect(data.when).toBe('Sun, Nov 29, 9:00 AM PST');
    expect(data.mapUrl).toBe('https://www.openstreetmap.org/?mlat=37.78&mlon=-122.39#map=17/37.78/-122.39');
    expect(data.terms).toBe('Free cancellation until 9:00 AM on Sat, Nov 28 · then 50% refund');
    expect(data.bookingPath).toBe('/booking-details/b1');
    expect(data).toMatchObject({ dealTitle: 'Sunset kayak', amountCents: 4500, voucherCode: 'ABCD2345', currency: 'usd' });
  });

  it('says until when an open-dated deal can be used', () => {
    expect(bookingMailData({ booking, deal: { ...deal, expires_at: '2026-11-30T20:00:00.000Z' }, startsAt: null }, now).when).toBe('Any day until Nov 30');
    expect(bookingMailData({ booking, deal, startsAt: null }, now).when).toBe('Any day');
  });

  it('names the zone of the session time, across a daylight-saving change too', () => {
    expect(mailTime('2026-07-04T16:00:00.000Z', 'America/Los_Angeles')).toBe('Sat, Jul 4, 9:00 AM PDT');
  });
});

describe('waitlist offer mail', () => {
  const source = {
    entry: { id: 'e1', token: 'tok-1', email: null, offer_expires_at: '2026-11-28T17:10:00.000Z' },
    deal: { title: 'Sunset kayak tour', time_zone: 'America/Los_Angeles', expires_at: null },
    startsAt: '2026-11-28T20:30:00.000Z',
    account: { email: 'wendy@example.com', booking_email: '', booking_updates: true },
  };
  const now = new Date('2026-11-28T17:00:00.000Z');

  it('holds the claim time and the session in venue time, the link to the offer and to leaving the line, once per offer', () => {
    expect(waitlistOfferMail(source, now)).toEqual({
      kind: 'waitlist_offer',
      to: 'wendy@example.com',
      key: 'waitlist_offer:e1',
      locale: 'en',
      data: { dealTitle: 'Sunset kayak tour', sessionTime: 'Sat, Nov 28, 12:30 PM PST', claimBy: '9:10 AM PST', claimPath: '/waitlist-offers/tok-1', leavePath: '/waitlist-offers/tok-1#leave' },
    });
  });

  it('is not sent to an account without booking updates; a guest gets it at the address that waited', () => {
    expect(waitlistOfferMail({ ...source, account: { ...source.account, booking_updates: false } }, now)).toBeNull();
    const guest = waitlistOfferMail({ ...source, account: null, entry: { ...source.entry, email: 'guest@example.com' } }, now);
    expect(guest?.to).toBe('guest@example.com');
  });
});

describe('mail timing', () => {
  const start = new Date('2026-11-26T20:00:00.000Z');
  it('makes the reminder due within the last hour before the start', () => {
    expect(reminderDue(start, new Date(start.getTime() - REMINDER_LEAD_MS - 1))).toBe(false);
    expect(reminderDue(start, new Date(start.getTime() - REMINDER_LEAD_MS))).toBe(true);
    expect(reminderDue(start, new Date(start.getTime() - 1))).toBe(true);
    expect(reminderDue(start, start)).toBe(false);
  });

  it('backs off exponentially between attempts, up to six hours', () => {
    expect([1, 2, 3, 4].map(mailRetryDelayMs)).toEqual([60_000, 120_000, 240_000, 480_000]);
    expect(mailRetryDelayMs(20)).toBe(6 * 3_600_000);
  });
});
