/** The seed both backends start from, and helpers the contract cases share. */
import { BUSINESS_IDS, DEAL_IDS, DEMO_ACCOUNTS, TRAVELER_BOOKING_IDS, buildSeed } from '@spur/demo-data';
import { expect } from 'vitest';
import { DEFAULT_PLATFORM_FEE_PERCENT, DEFAULT_TIME_ZONE, type DealCreate, type Session } from '@spur/contract';
import { catalogueOrder, distanceMeters, inWindow, isOpenForBooking, localDate, nextSession, roundMeters, startOfLocalDay, type LatLng, type StartWindow } from '@spur/domain';
import { SEED_NOW } from './drivers';
import type { Body, Contract } from './harness';

export { BUSINESS_IDS, DEAL_IDS, DEMO_ACCOUNTS, TRAVELER_BOOKING_IDS };

export const SEED = buildSeed(SEED_NOW);
export const HOUR = 60 * 60 * 1000;
export const MINUTE = 60 * 1000;

/** A UUID that names nothing. */
export const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

export const seedDeal = (id: string) => SEED.deals.find((deal) => deal.id === id)!;

/** Seed deals newest first (ties by id, descending): the catalogue's default order. */
export const newestFirst = <T extends { created_at: string; id: string }>(rows: readonly T[]) =>
  [...rows].sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id.localeCompare(a.id));

/** Average (one decimal, half up) and count of a seed deal's reviews. */
export function seedRating(dealId: string): { rating: number | null; reviewCount: number } {
  const reviews = SEED.reviews.filter((review) => review.deal_id === dealId);
  if (reviews.length === 0) return { rating: null, reviewCount: 0 };
  const sum = reviews.reduce((total, review) => total + review.rating, 0);
  return { rating: Math.round((sum * 10) / reviews.length) / 10, reviewCount: reviews.length };
}

/** A seed booking's review as the API answers it (null: none). */
export function seedReview(bookingId: string) {
  const review = SEED.reviews.find((row) => row.booking_id === bookingId);
  if (!review) return null;
  const { booking_id: _booking, user_id: _user, body, ...shown } = review;
  return { ...shown, text: body };
}

/** A seed session as the API answers it. */
export const apiSession = ({ created_at: _created, updated_at: _updated, ...session }: (typeof SEED.sessions)[number]): Session => ({
  ...session,
  status: session.status,
});

const sessionsOf = (dealId: string) => SEED.sessions.filter((session) => session.deal_id === dealId);

/** What a seed deal's sessions make of it at `now` within `window` (@spur/domain's rules). */
export function seedSchedule(id: string, now: Date = SEED_NOW, window: StartWindow | null = null) {
  const open = sessionsOf(id).filter((session) => isOpenForBooking(session, now));
  const { next, more } = nextSession(open.filter((session) => inWindow(Date.parse(session.starts_at), window)), now);
  return { next, more, openSlots: open.reduce((sum, session) => sum + session.slots_left, 0) };
}

/** A seed deal as the API answers it (at SEED_NOW, unless told; `distance_m` from `centre`, null without one). */
export function expectedDeal(id: string, now: Date = SEED_NOW, window: StartWindow | null = null, centre: LatLng | null = null) {
  const {
    owner_id: _owner,
    deleted_at: _deleted,
    booking_type,
    vendor_shortname,
    price_drop_floor,
    price_drop_window_minutes,
    cancel_free_hours,
    cancel_late_refund_percent,
    ...deal
  } = seedDeal(id);
  const dated = sessionsOf(id).length > 0;
  const schedule = seedSchedule(id, now, window);
  return {
    ...deal,
    bookingType: booking_type,
    vendorShortname: vendor_shortname,
    distance_m: centre ? roundMeters(distanceMeters(centre, deal)) : null,
    available_slots: dated ? schedule.openSlots : deal.available_slots,
    ...seedRating(id),
    price_drop: price_drop_floor === null ? null : { floor_price: price_drop_floor, window_minutes: price_drop_window_minutes! },
    has_sessions: dated,
    next_session: schedule.next ? apiSession(schedule.next) : null,
    more_sessions: schedule.more,
    cancellation: { free_hours: cancel_free_hours, late_refund_percent: cancel_late_refund_percent },
  };
}

/** Seed deals in the catalogue's order at SEED_NOW: the soonest session first, then open-dated ones, newest first. */
export const catalogueOrdered = <T extends { created_at: string; id: string }>(rows: readonly T[]) =>
  [...rows].sort((a, b) =>
    catalogueOrder(
      { id: a.id, created_at: a.created_at, next_start: seedSchedule(a.id).next?.starts_at ?? null },
      { id: b.id, created_at: b.created_at, next_start: seedSchedule(b.id).next?.starts_at ?? null },
    ),
  );

export const ownedBy = (key: 'adventures' | 'wellness') =>
  SEED.deals.filter((deal) => deal.owner_id === DEMO_ACCOUNTS[key].userId);

/** Dashboard figures of a seed business (PRODUCT.md: revenue from paid bookings, active = on sale). */
export function seedStats(key: 'adventures' | 'wellness') {
  const owned = ownedBy(key);
  const ids = new Set(owned.map((deal) => deal.id));
  const revenueCents = SEED.bookings
    .filter((booking) => booking.status === 'confirmed' && ids.has(booking.deal_id))
    .reduce((total, booking) => total + booking.amount_cents, 0);
  const midnight = startOfLocalDay(localDate(SEED_NOW, DEFAULT_TIME_ZONE), DEFAULT_TIME_ZONE).getTime();
  return {
    total_deals: owned.length,
    total_revenue: revenueCents / 100,
    active_deals: owned.filter((deal) =>
      sessionsOf(deal.id).length > 0
        ? sessionsOf(deal.id).some((session) => session.slots_left > 0 && isOpenForBooking(session, SEED_NOW))
        : deal.available_slots > 0,
    ).length,
    upcoming_sessions: SEED.sessions.filter((session) => ids.has(session.deal_id) && Date.parse(session.starts_at) > SEED_NOW.getTime()).length,
    seats_sold_today: SEED.bookings.filter(
      (booking) => booking.status === 'confirmed' && ids.has(booking.deal_id) && Date.parse(booking.booking_time) >= midnight,
    ).length,
    fee_percent: DEFAULT_PLATFORM_FEE_PERCENT,
  };
}

export const validDeal = (overrides: Partial<DealCreate> = {}): DealCreate => ({
  title: 'Sunset Kayak Tour',
  description: 'Paddle along the coast at golden hour.',
  price: 49.99,
  location: 'Laguna Beach, CA',
  ...overrides,
});

export const validContact = (overrides: Record<string, unknown> = {}) => ({
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  subject: 'Partnership',
  message: 'We run sunset tours and would like to list them.',
  ...overrides,
});

/** Available slots of a deal, read through the API. */
export async function slotsOf(c: Contract, dealId: string): Promise<number> {
  const response = await c.call('GET', `/api/deals/${dealId}`);
  expect(response.status).toBe(200);
  return response.body.available_slots;
}

/**
 * Everything a client can see change, read through the API, plus the row counts: equal before
 * and after a refused request means it changed nothing. The reads are recorded like any call.
 */
export async function observable(c: Contract): Promise<Body> {
  const traveler = await c.token('traveler');
  const adventures = await c.token('adventures');
  const wellness = await c.token('wellness');
  const read = async (path: string, token?: string) => {
    const response = await c.call('GET', path, { token, compare: false });
    return response.body;
  };
  return {
    deals: await read('/api/deals?limit=100'),
    travelerProfile: await read('/api/users/profile', traveler),
    travelerPreferences: await read('/api/users/email-preferences', traveler),
    travelerBookings: await read('/api/bookings/my-bookings', traveler),
    travelerSavedDeals: await read('/api/saved/deal-ids', traveler),
    travelerAlerts: await read('/api/alerts', traveler),
    travelerAlertSettings: await read('/api/alert-settings', traveler),
    adventuresDeals: await read('/api/deals/business/my-deals', adventures),
    wellnessDeals: await read('/api/deals/business/my-deals', wellness),
    adventuresStats: await read('/api/deals/business/stats', adventures),
    counts: await c.driver.counts(),
  };
}
