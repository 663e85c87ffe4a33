import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCATION } from '@spur/contract';
import { dealLocation, toBookableDeal, toDealCard } from './dealCard';
import { sampleDeal } from '@spur/demo-data';


describe('toDealCard (SPEC §3 deal card, PRODUCT.md: no invented numbers)', () => {
  it('takes price, original price, slots, rating and review count from the deal as they are', () => {
    expect(toDealCard(sampleDeal, 3)).toEqual({
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
