import { describe, expect, it } from 'vitest';
import { CATEGORIES, DEFAULT_CENTRE, DEFAULT_TIME_ZONE, DealSchema, SessionSchema, toCents } from '@spur/contract';
import { addDays, distanceMeters, inWindow, isOpenForBooking, localDate, priceDropOf, toDeal, whenWindow } from '@spur/domain';
import { DEMO_ACCOUNTS, buildSeed } from './index';

const NOW = new Date('2030-05-01T12:00:00Z');

describe('seed dataset', () => {
  const seed = buildSeed(NOW);

  it('has the three demo accounts', () => {
    expect(seed.users.map((user) => user.email).sort()).toEqual(
      ['adventures@spur.example', 'traveler@spur.example', 'wellness@spur.example'],
    );
    expect(seed.users.find((user) => user.email === DEMO_ACCOUNTS.traveler.email)).toMatchObject({
      full_name: 'Jordan Reyes',
      user_type: 'regular',
    });
    expect(seed.users.filter((user) => user.user_type === 'business')).toHaveLength(2);
  });

  it('has at least 24 deals over all five categories, each owned by a business account', () => {
    expect(seed.deals.length).toBeGreaterThanOrEqual(24);
    const counts = Object.fromEntries(CATEGORIES.map((category) => [category, seed.deals.filter((deal) => deal.category === category).length]));
    for (const category of CATEGORIES) expect(counts[category]).toBeGreaterThanOrEqual(4);
    const businessIds = new Set(seed.users.filter((user) => user.user_type === 'business').map((user) => user.id));
    for (const deal of seed.deals) expect(businessIds.has(deal.owner_id)).toBe(true);
    expect(new Set(seed.deals.map((deal) => deal.business_name)).size).toBeGreaterThanOrEqual(6);
  });

  it("puts every deal under its owner's business of its name, each business with a stable id of its own", () => {
    for (const deal of seed.deals) {
      expect(seed.businesses.find((business) => business.id === deal.business_id)).toMatchObject({ owner_id: deal.owner_id, name: deal.business_name });
    }
    expect(new Set(seed.businesses.map((business) => business.id)).size).toBe(seed.businesses.length);
    expect(new Set(seed.businesses.map((business) => `${business.owner_id} ${business.name}`)).size).toBe(seed.businesses.length);
  });

  it('has valid deals: contract shape, prices, original prices above price, sold-out and fareharbor ones', () => {
    for (const deal of seed.deals) {
      expect(DealSchema.safeParse(toDeal(deal, { rating: null, reviewCount: 0 })).success).toBe(true);
      const priceDrop = priceDropOf(deal);
      if (priceDrop) expect(priceDrop.floor_price).toBeLessThan(deal.price);
      expect(deal.price).toBeGreaterThanOrEqual(29);
      expect(deal.price).toBeLessThanOrEqual(249);
      if (deal.original_price !== null) expect(deal.original_price).toBeGreaterThan(deal.price);
      expect(deal.image).toBeNull();
    }
    expect(seed.deals.filter((deal) => deal.available_slots === 0).length).toBeGreaterThanOrEqual(2);
    expect(seed.deals.filter((deal) => deal.original_price !== null).length).toBeGreaterThanOrEqual(10);
    expect(seed.deals.filter((deal) => deal.booking_type === 'fareharbor' && deal.vendor_shortname).length).toBeGreaterThanOrEqual(2);
    expect(new Set(seed.deals.map((deal) => deal.id)).size).toBe(seed.deals.length);
  });

  it('puts every deal at its venue around Orange County, CA: a few near the default centre, the farthest within 30 km', () => {
    const distances = seed.deals.map((deal) => distanceMeters(DEFAULT_CENTRE, deal));
    for (const deal of seed.deals) {
      expect(deal.latitude, deal.location).toBeGreaterThan(33.4);
      expect(deal.latitude, deal.location).toBeLessThan(33.75);
      expect(deal.longitude, deal.location).toBeGreaterThan(-118);
      expect(deal.longitude, deal.location).toBeLessThan(-117.6);
    }
    expect(distances.filter((meters) => meters < 1000).length).toBeGreaterThanOrEqual(3);
    expect(Math.max(...distances)).toBeLessThan(30_000);
    // Two deals at the same venue (Dana Point Harbor): distance orders break the tie by id.
    expect(new Set(seed.deals.map((deal) => `${deal.latitude},${deal.longitude}`)).size).toBeLessThan(seed.deals.length);
  });

  it('expresses time relative to now: listed in the past, expiring in the future', () => {
    for (const deal of seed.deals) {
      expect(Date.parse(deal.created_at)).toBeLessThan(NOW.getTime());
      if (deal.expires_at) expect(Date.parse(deal.expires_at)).toBeGreaterThan(NOW.getTime() + 24 * 3600_000);
    }
    const later = buildSeed(new Date(NOW.getTime() + 86_400_000));
    expect(Date.parse(later.deals[0]!.created_at) - Date.parse(seed.deals[0]!.created_at)).toBe(86_400_000);
    expect(buildSeed(NOW)).toEqual(seed);
  });

  it('ties every review to a confirmed, earlier booking of the same deal, one review per booking', () => {
    const bookings = new Map(seed.bookings.map((booking) => [booking.id, booking]));
    const reviewed = new Set(seed.reviews.map((review) => review.deal_id));
    expect(reviewed.size).toBeGreaterThanOrEqual(Math.floor(seed.deals.length / 3));
    for (const review of seed.reviews) {
      const booking = bookings.get(review.booking_id);
      expect(booking?.status).toBe('confirmed');
      expect(booking?.deal_id).toBe(review.deal_id);
      expect(Date.parse(review.created_at)).toBeGreaterThan(Date.parse(booking!.booking_time));
      expect(review.rating).toBeGreaterThanOrEqual(1);
      expect(review.rating).toBeLessThanOrEqual(5);
    }
    expect(new Set(seed.reviews.map((review) => review.booking_id)).size).toBe(seed.reviews.length);
  });

  it('gives the traveler confirmed bookings (one of tomorrow’s harbor cruise) and a cancelled one, with checkout session ids', () => {
    const mine = seed.bookings.filter((booking) => booking.user_id === DEMO_ACCOUNTS.traveler.userId);
    expect(mine.map((booking) => booking.status).sort()).toEqual(['cancelled', 'confirmed', 'confirmed', 'confirmed']);
    const booked = seed.sessions.find((session) => session.id === mine.find((booking) => booking.session_id)!.session_id)!;
    expect(booked.deal_id).toBe(mine.find((booking) => booking.session_id)!.deal_id);
    expect(Date.parse(booked.starts_at)).toBeGreaterThan(NOW.getTime() + 24 * 3600_000);
    for (const booking of seed.bookings) expect(booking.checkout_session_id).toMatch(/^cs_test_[A-Za-z0-9]{30,}$/);
    const deals = new Map(seed.deals.map((deal) => [deal.id, deal]));
    for (const booking of seed.bookings) {
      expect(booking.amount_cents).toBe(toCents(deals.get(booking.deal_id)!.price));
      expect(Date.parse(booking.booking_time)).toBeGreaterThan(Date.parse(deals.get(booking.deal_id)!.created_at));
    }
  });

  describe('schedule', () => {
    // Any hour of the day, both sides of both daylight-saving changes, and a Saturday night.
    const nows = [
      NOW,
      new Date('2026-11-24T07:50:00Z'),
      new Date('2026-11-01T08:40:00Z'),
      new Date('2027-03-14T09:40:00Z'),
      new Date('2026-11-29T06:55:00Z'),
      new Date('2026-11-27T23:59:59Z'),
    ];

    it.each(nows.map((now) => [now.toISOString(), now] as const))('always looks alive at %s', (_label, now) => {
      const data = buildSeed(now);
      const dated = new Set(data.sessions.map((session) => session.deal_id));
      const upcoming = data.sessions.filter((session) => isOpenForBooking(session, now));
      const startsWithin = (hours: number) => upcoming.filter((session) => Date.parse(session.starts_at) - now.getTime() < hours * 3_600_000);
      expect(startsWithin(1).filter((session) => session.slots_left > 0).length).toBeGreaterThanOrEqual(1);
      expect(upcoming.filter((session) => localDate(new Date(session.starts_at), DEFAULT_TIME_ZONE) === addDays(localDate(now, DEFAULT_TIME_ZONE), 1)).length).toBeGreaterThanOrEqual(2);
      const weekend = whenWindow('weekend', now, DEFAULT_TIME_ZONE)!;
      expect(upcoming.filter((session) => inWindow(Date.parse(session.starts_at), weekend)).length).toBeGreaterThanOrEqual(2);
      expect(upcoming.filter((session) => session.slots_left > 0 && session.slots_left <= 3).length).toBeGreaterThanOrEqual(2);
      expect(upcoming.filter((session) => session.slots_left === 0).length).toBeGreaterThanOrEqual(1);
      // A price drop is running (inside its window) on at least one session starting soon.
      const dropping = data.deals.filter((deal) => deal.price_drop_window_minutes !== null);
      const running = upcoming.filter((session) => {
        const deal = dropping.find((candidate) => candidate.id === session.deal_id);
        return deal && Date.parse(session.starts_at) - now.getTime() <= deal.price_drop_window_minutes! * 60_000;
      });
      expect(running.length).toBeGreaterThanOrEqual(1);
      expect(data.deals.filter((deal) => !dated.has(deal.id)).length).toBeGreaterThanOrEqual(5);
    });

    it('never starts two sessions of a deal within an hour of each other, at any quarter hour of a week', () => {
      // A weekend session can fall on a session timed from "now" (Friday 1 PM: Saturday 9 AM is 20 hours away).
      const clashes: string[] = [];
      for (let quarter = 0; quarter < 7 * 24 * 4; quarter += 1) {
        const now = new Date(Date.parse('2026-11-23T08:00:00Z') + quarter * 15 * 60_000);
        const byDeal = new Map<string, number[]>();
        for (const session of buildSeed(now).sessions) {
          byDeal.set(session.deal_id, [...(byDeal.get(session.deal_id) ?? []), Date.parse(session.starts_at)]);
        }
        for (const [dealId, unsorted] of byDeal) {
          const starts = unsorted.sort((a, b) => a - b);
          starts.slice(1).forEach((start, index) => {
            if (start - starts[index]! < 3_600_000) clashes.push(`${now.toISOString()} ${dealId}`);
          });
        }
      }
      expect(clashes).toEqual([]);
    });

    it('gives every session a valid shape, on a seed deal, and never two at the same start of a deal', () => {
      const deals = new Set(seed.deals.map((deal) => deal.id));
      for (const session of seed.sessions) {
        expect(SessionSchema.safeParse(session).success).toBe(true);
        expect(deals.has(session.deal_id)).toBe(true);
        expect(session.slots_left).toBeLessThanOrEqual(session.capacity);
      }
      const starts = seed.sessions.map((session) => `${session.deal_id}@${session.starts_at}`);
      expect(new Set(starts).size).toBe(starts.length);
      expect(new Set(seed.sessions.map((session) => session.id)).size).toBe(seed.sessions.length);
    });
  });
});
