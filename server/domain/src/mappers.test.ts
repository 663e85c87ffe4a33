import { describe, expect, it } from 'vitest';
import { DEFAULT_CANCELLATION_TERMS, DEFAULT_TIME_ZONE } from '@spur/contract';
import { toBooking, toDeal, toManagedSession, toManifestEntry, toSession, toWaitlistEntry } from './mappers';
import type { BookingRow, DealRow, JsonValues, PgValues, SessionRow, WaitlistEntryRow } from './rows';

const T = '2030-05-01T12:00:00.000Z';
const NOW = new Date('2030-05-02T12:00:00.000Z');

const jsonDeal: DealRow<JsonValues> = {
  id: 'd1',
  owner_id: 'u1',
  title: 'Paddle',
  description: '',
  price: 59,
  original_price: 79,
  category: 'beach',
  location: 'Cove',
  business_name: 'Co.',
  business_id: 'b1',
  available_slots: 3,
  image: null,
  booking_type: 'fareharbor',
  vendor_shortname: 'co',
  expires_at: null,
  created_at: T,
  updated_at: T,
  deleted_at: null,
  time_zone: DEFAULT_TIME_ZONE,
  price_drop_floor: 49,
  price_drop_window_minutes: 60,
  has_sessions: false,
  latitude: 33.5,
  longitude: -117.8,
  cancel_free_hours: 24,
  cancel_late_refund_percent: 50,
  languages: ['en', 'es'],
};
const pgDeal: DealRow<PgValues> = {
  ...jsonDeal,
  price: '59.00',
  original_price: '79.00',
  price_drop_floor: '49.00',
  created_at: new Date(T),
  updated_at: new Date(T),
  expires_at: null,
  deleted_at: null,
};
const jsonSession: SessionRow<JsonValues> = {
  id: 's1',
  deal_id: 'd1',
  starts_at: '2030-05-03T12:00:00.000Z',
  duration_minutes: 60,
  capacity: 8,
  slots_left: 5,
  cutoff_minutes: 15,
  status: 'scheduled',
  created_at: T,
  updated_at: T,
};
const jsonBooking: BookingRow<JsonValues> = {
  id: 'b1',
  deal_id: 'd1',
  user_id: 'u2',
  guest_email: null,
  guest_name: null,
  status: 'confirmed',
  booking_time: T,
  amount_cents: 5900,
  hold_expires_at: null,
  checkout_session_id: 'cs_test_12345678',
  payment_intent_id: null,
  refunded_at: null,
  refund_cents: 2950,
  session_id: 's1',
  voucher_code: 'ABCD2345',
  checked_in_at: null,
  created_at: T,
  updated_at: T,
};

describe('row mappers', () => {
  it('answer the same deal from either store encoding', () => {
    const lookups = { rating: 4.5, reviewCount: 2, distanceM: 120 };
    const deal = toDeal(jsonDeal, lookups);
    expect(toDeal(pgDeal, lookups)).toEqual(deal);
    expect(deal).toMatchObject({ price: 59, original_price: 79, bookingType: 'fareharbor', vendorShortname: 'co', price_drop: { floor_price: 49, window_minutes: 60 } });
    expect(deal).toMatchObject({ created_at: T, distance_m: 120, available_slots: 3, next_session: null, cancellation: { free_hours: 24, late_refund_percent: 50 } });
  });

  it('counts a dated deal\'s spots from its schedule', () => {
    const dated = { ...jsonDeal, has_sessions: true };
    expect(toDeal(dated, { rating: null, reviewCount: 0 })).toMatchObject({ available_slots: 0, next_session: null, more_sessions: 0 });
    const deal = toDeal(dated, { rating: null, reviewCount: 0, schedule: { next: jsonSession, more: 1, openSlots: 9 } });
    expect(deal).toMatchObject({ available_slots: 9, next_session: toSession(jsonSession), more_sessions: 1 });
  });

  it('answers a booking with its deal, session and review, in dollars', () => {
    const booking = toBooking(jsonBooking, { deal: jsonDeal, session: jsonSession, review: null }, NOW);
    expect(booking).toMatchObject({ price: 59, refunded_amount: 29.5, title: 'Paddle', session_starts_at: jsonSession.starts_at, session_duration_minutes: 60 });
    expect(booking).toMatchObject({ confirmation_id: 'cs_test_12345678', voucher_code: 'ABCD2345', time_zone: DEFAULT_TIME_ZONE, can_review: false });
    const pg = toBooking({ ...jsonBooking, booking_time: new Date(T), created_at: new Date(T), updated_at: new Date(T) }, { deal: pgDeal, session: { starts_at: new Date(jsonSession.starts_at), duration_minutes: 60 }, review: null }, NOW);
    expect(pg).toEqual(booking);
  });

  it('answers a booking whose deal is missing with the defaults', () => {
    const booking = toBooking({ ...jsonBooking, session_id: null, refund_cents: null }, { deal: null, session: null, review: null }, NOW);
    expect(booking).toMatchObject({ title: '', time_zone: DEFAULT_TIME_ZONE, cancellation: DEFAULT_CANCELLATION_TERMS, refunded_amount: null, deal_expires_at: null });
  });

  it('answers a session to its business with the spots booked, none once cancelled', () => {
    expect(toManagedSession(jsonSession)).toMatchObject({ capacity: 8, slots_left: 5, booked: 3 });
    expect(toManagedSession({ ...jsonSession, status: 'cancelled' })).toMatchObject({ booked: 0 });
  });

  it('lists a manifest’s booker by their account, else as the guest gave them', () => {
    expect(toManifestEntry(jsonBooking, { full_name: 'Kai Moana', email: 'kai@example.com' })).toEqual({
      booking_id: 'b1',
      name: 'Kai Moana',
      email: 'kai@example.com',
      status: 'confirmed',
      booking_time: T,
      price: 59,
      checked_in_at: null,
    });
    const guest = { ...jsonBooking, user_id: null, guest_name: 'Ana', guest_email: 'ana@example.com', booking_time: new Date(T), checked_in_at: new Date(T) };
    expect(toManifestEntry(guest, null)).toMatchObject({ name: 'Ana', email: 'ana@example.com', booking_time: T, checked_in_at: T });
  });
});

describe('toWaitlistEntry', () => {
  const offerEnds = new Date(NOW.getTime() + 10 * 60_000).toISOString();
  const offered: WaitlistEntryRow<JsonValues> = {
    id: 'e1',
    token: 't1',
    deal_id: 'd1',
    session_id: null,
    user_id: null,
    email: 'ana@example.com',
    status: 'offered',
    offer_expires_at: offerEnds,
    booking_id: null,
    created_at: T,
    updated_at: T,
  };

  it('an offer shows its window and its amount at the price of the moment, in either encoding', () => {
    const entry = toWaitlistEntry(offered, jsonDeal, null, NOW);
    expect(entry).toMatchObject({ deal_title: 'Paddle', status: 'offered', for_account: false, offer_expires_at: offerEnds, offer_amount: 5900, session_starts_at: null });
    const pg = toWaitlistEntry({ ...offered, offer_expires_at: new Date(offerEnds), created_at: new Date(T), updated_at: new Date(T) }, pgDeal, null, NOW);
    expect(pg).toEqual(entry);
  });

  it('an offer past its window reads as expired, with neither window nor amount', () => {
    expect(toWaitlistEntry(offered, jsonDeal, null, new Date(offerEnds))).toMatchObject({ status: 'expired', offer_expires_at: null, offer_amount: null });
  });
});
