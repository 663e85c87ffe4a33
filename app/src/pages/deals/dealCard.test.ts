import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCATION } from '@spur/contract';
import { bookAction, dealLocation, dealPath, toBookableDeal, toDealCard } from './dealCard';
import { SAMPLE_NOW, sampleDeal, sampleSession, sampleSessionDeal } from '@spur/demo-data';


describe('toDealCard (SPEC §3 deal card, PRODUCT.md: no invented numbers)', () => {
  it('takes price, original price, slots, rating and review count from the deal as they are', () => {
    expect(toDealCard(sampleDeal, 3, SAMPLE_NOW, 'America/Los_Angeles')).toEqual({
      title: sampleDeal.title,
      price: 59,
      originalPrice: 79,
      category: 'beach',
      position: 3,
      image: null,
      slots: 12,
      location: sampleDeal.location,
      rating: 5,
      reviewCount: 1,
      startLabel: 'Any time',
      startTone: 'open',
      moreTimes: 0,
      href: `/deals/${sampleDeal.id}`,
    });
    // The spec's slot wording ("12 slots left", "No slots left") stays for open-dated deals.
    expect(toDealCard(sampleDeal, 0, SAMPLE_NOW)).not.toHaveProperty('lastSpotsAt');
  });

  it('a deal with times: the next one, +N more, its spots, the price now, the drop line, the link', () => {
    expect(toDealCard(sampleSessionDeal, 0, SAMPLE_NOW, 'America/Los_Angeles')).toMatchObject({
      price: 47.55,
      slots: 2,
      startLabel: 'Starts in 40 min',
      startDateTime: sampleSessionDeal.next_session!.starts_at,
      startTone: 'soon',
      moreTimes: 3,
      lastSpotsAt: 3,
      priceDropLabel: 'Price drops to $45 by 12:25 PM',
      href: dealPath(sampleSessionDeal.id),
    });
  });

  it('keeps "no reviews" and "no reference price" as they are', () => {
    const card = toDealCard({ ...sampleDeal, rating: null, reviewCount: 0, original_price: null, available_slots: 0 }, 0);
    expect(card.rating).toBeNull();
    expect(card.reviewCount).toBe(0);
    expect(card.originalPrice).toBeNull();
    expect(card.slots).toBe(0);
  });

  it('passes the deal’s own image', () => {
    expect(toDealCard({ ...sampleDeal, image: 'https://img.example/a.jpg' }, 0).image).toBe('https://img.example/a.jpg');
  });

  it('location: the location, else the business name, else the default city', () => {
    expect(dealLocation(sampleDeal)).toBe(sampleDeal.location);
    expect(dealLocation({ location: '  ', business_name: 'Laguna Adventures Co.' })).toBe('Laguna Adventures Co.');
    expect(dealLocation({ location: '', business_name: '' })).toBe(DEFAULT_LOCATION);
  });

  it('hands the checkout what it needs, FareHarbor fields included', () => {
    expect(toBookableDeal({ ...sampleDeal, bookingType: 'fareharbor', vendorShortname: 'lagunakayak' })).toEqual({
      id: sampleDeal.id,
      title: sampleDeal.title,
      price: 59,
      bookingType: 'fareharbor',
      vendorShortname: 'lagunakayak',
    });
  });
});

describe('bookAction (Book Now on a card, issue 9)', () => {
  it('open-dated: straight to checkout at the list price, as before', () => {
    expect(bookAction(sampleDeal, SAMPLE_NOW)).toEqual({ kind: 'checkout', deal: toBookableDeal(sampleDeal) });
  });

  it('one bookable time: straight to checkout with that session at the price of now', () => {
    const session = sampleSession(40, { slots_left: 2 });
    expect(bookAction({ ...sampleSessionDeal, next_session: session, more_sessions: 0 }, SAMPLE_NOW)).toEqual({
      kind: 'checkout',
      deal: { ...toBookableDeal(sampleSessionDeal), sessionId: session.id, amountCents: 4755 },
    });
  });

  it('several times: the time picker', () => {
    expect(bookAction(sampleSessionDeal, SAMPLE_NOW)).toEqual({ kind: 'pick' });
  });

  it('a sold-out time and nothing else: nothing', () => {
    expect(bookAction({ ...sampleSessionDeal, next_session: sampleSession(40, { slots_left: 0 }), more_sessions: 0 }, SAMPLE_NOW)).toEqual({ kind: 'none' });
    expect(bookAction({ ...sampleSessionDeal, next_session: null, more_sessions: 0 }, SAMPLE_NOW)).toEqual({ kind: 'none' });
  });
});
