import { describe, expect, it } from 'vitest';
import { DEFAULT_CANCELLATION_TERMS, DEFAULT_CENTRE, DEFAULT_LOCATION, MESSAGES } from '@spur/contract';
import { assertOwnDeal, dealChanges, defaultBusinessName, holdRefusal, isActive, isGivenIn, isListed, newDealFields, NEW_DEAL_DEFAULTS, slotsEdit } from './deals';

const now = new Date('2026-11-01T12:00:00.000Z');
const owner = { id: 'u1', email: 'kai@surf.example', full_name: '  Kai Surf ' };
const deal = { owner_id: 'u1', available_slots: 3, expires_at: null, deleted_at: null };

describe('new deals', () => {
  it('take category tour, 10 slots, the default location and the owner\'s name', () => {
    const fields = newDealFields(owner, { title: 'Kayak', description: '', price: 20 }, now);
    expect(fields).toMatchObject({ category: 'tour', available_slots: 10, location: DEFAULT_LOCATION, business_name: 'Kai Surf' });
    expect(NEW_DEAL_DEFAULTS).toEqual({ category: 'tour', available_slots: 10, location: DEFAULT_LOCATION });
  });

  it('keep what was sent', () => {
    const fields = newDealFields(owner, { title: 'T', description: 'D', price: 5, category: 'beach', available_slots: 2, location: 'Malibu', business_name: 'Shop', expires_at: '2026-11-02T00:00:00.000Z' }, now);
    expect(fields).toMatchObject({ category: 'beach', available_slots: 2, location: 'Malibu', business_name: 'Shop', expires_at: new Date('2026-11-02T00:00:00.000Z') });
  });

  it('sit at the venue sent, else at the default city\'s centre', () => {
    expect(newDealFields(owner, { title: 'T', description: '', price: 5 }, now)).toMatchObject(DEFAULT_CENTRE);
    expect(newDealFields(owner, { title: 'T', description: '', price: 5, latitude: 33.46, longitude: -117.7 }, now)).toMatchObject({ latitude: 33.46, longitude: -117.7 });
  });

  it('are given in English unless they name their languages, kept in their order', () => {
    expect(newDealFields(owner, { title: 'T', description: '', price: 5 }, now).languages).toEqual(['en']);
    expect(newDealFields(owner, { title: 'T', description: '', price: 5, languages: ['es', 'en'] }, now).languages).toEqual(['es', 'en']);
  });

  it('refuse an expiry that is not ahead', () => {
    expect(() => newDealFields(owner, { title: 'T', description: '', price: 5, expires_at: now.toISOString() }, now)).toThrow(MESSAGES.validExpiry);
  });

  it('name the business after the email when the owner has no name', () => {
    expect(defaultBusinessName({ email: 'kai@surf.example', full_name: ' ' })).toBe('kai');
    expect(defaultBusinessName({ email: '@odd', full_name: null })).toBe('@odd');
  });
});

describe('edits', () => {
  it('keep the stored original price and require it above the price', () => {
    expect(dealChanges({ original_price: 30, price_drop: null, cancellation: DEFAULT_CANCELLATION_TERMS }, { title: 'T', description: 'D', price: 20 }).original_price).toBe(30);
    expect(() => dealChanges({ original_price: 30, price_drop: null, cancellation: DEFAULT_CANCELLATION_TERMS }, { title: 'T', description: 'D', price: 30 })).toThrow(MESSAGES.validOriginalPrice);
    expect(dealChanges({ original_price: 30, price_drop: null, cancellation: DEFAULT_CANCELLATION_TERMS }, { title: 'T', description: 'D', price: 40, original_price: null }).original_price).toBeNull();
  });

  it('keep a price drop only with its floor below the price, sent or kept', () => {
    const drop = { floor_price: 20, window_minutes: 60 };
    expect(() => dealChanges({ original_price: null, price_drop: drop, cancellation: DEFAULT_CANCELLATION_TERMS }, { title: 'T', description: 'D', price: 20 })).toThrow(MESSAGES.validPriceDropFloor);
    expect(dealChanges({ original_price: null, price_drop: drop, cancellation: DEFAULT_CANCELLATION_TERMS }, { title: 'T', description: 'D', price: 20, price_drop: null }).price_drop).toBeNull();
    expect(dealChanges({ original_price: null, price_drop: drop, cancellation: DEFAULT_CANCELLATION_TERMS }, { title: 'T', description: 'D', price: 25 }).price_drop).toBeUndefined();
  });

  it('move the venue only when coordinates are sent', () => {
    expect(dealChanges({ original_price: null, price_drop: null, cancellation: DEFAULT_CANCELLATION_TERMS }, { title: 'T', description: 'D', price: 25 })).toMatchObject({ latitude: undefined, longitude: undefined });
    expect(dealChanges({ original_price: null, price_drop: null, cancellation: DEFAULT_CANCELLATION_TERMS }, { title: 'T', description: 'D', price: 25, latitude: 0, longitude: 0 })).toMatchObject({ latitude: 0, longitude: 0 });
  });
});

describe('ownership', () => {
  it('is 404 for a missing or removed deal, then 403 for another owner', () => {
    expect(() => assertOwnDeal(undefined, 'u1')).toThrow(expect.objectContaining({ status: 404, message: MESSAGES.dealNotFound }));
    expect(() => assertOwnDeal({ ...deal, deleted_at: now }, 'u1')).toThrow(expect.objectContaining({ status: 404 }));
    expect(() => assertOwnDeal(deal, 'u2')).toThrow(expect.objectContaining({ status: 403, message: MESSAGES.notYourDeal }));
    expect(assertOwnDeal(deal, 'u1')).toBe(deal);
  });
});

describe('on sale', () => {
  it('lists deals until they expire, sold out included; active ones also have slots', () => {
    expect(isListed({ ...deal, available_slots: 0 }, now)).toBe(true);
    expect(isListed({ ...deal, expires_at: now.toISOString() }, now)).toBe(false);
    expect(isActive({ ...deal, available_slots: 0 }, now)).toBe(false);
    expect(isActive({ ...deal, expires_at: '2026-11-01T12:00:01.000Z' }, now)).toBe(true);
  });

  it('refuses a hold: 404 removed, 409 expired, 409 sold out, in that order', () => {
    expect(holdRefusal(null, now)).toMatchObject({ status: 404, message: MESSAGES.dealNotFound });
    expect(holdRefusal({ ...deal, deleted_at: now, available_slots: 0 }, now)).toMatchObject({ status: 404 });
    expect(holdRefusal({ ...deal, expires_at: now, available_slots: 0 }, now)).toMatchObject({ status: 409, message: MESSAGES.dealUnavailable });
    expect(holdRefusal({ ...deal, available_slots: 0 }, now)).toMatchObject({ status: 409, message: MESSAGES.soldOut });
    expect(holdRefusal(deal, now)).toBeNull();
  });
});

describe('slotsEdit', () => {
  it('keeps the count on sale and releases what was added; sets a lowered, equal or missing count as is', () => {
    expect(slotsEdit(2, 5)).toEqual({ onSale: 2, added: 3 });
    expect(slotsEdit(5, 2)).toEqual({ onSale: 2, added: 0 });
    expect(slotsEdit(5, 5)).toEqual({ onSale: 5, added: 0 });
    expect(slotsEdit(5, undefined)).toEqual({ onSale: undefined, added: 0 });
  });
});

describe('languages', () => {
  const current = { original_price: null, price_drop: null, cancellation: DEFAULT_CANCELLATION_TERMS };

  it('an edit changes them only when it names them', () => {
    expect(dealChanges(current, { title: 'T', description: 'D', price: 5 }).languages).toBeUndefined();
    expect(dealChanges(current, { title: 'T', description: 'D', price: 5, languages: ['zh'] }).languages).toEqual(['zh']);
  });

  it('the catalogue keeps the deals given in the language asked for, every deal when none is', () => {
    expect(isGivenIn({ languages: ['es', 'en'] }, 'es')).toBe(true);
    expect(isGivenIn({ languages: ['en'] }, 'es')).toBe(false);
    expect(isGivenIn({ languages: ['en'] }, undefined)).toBe(true);
  });
});
