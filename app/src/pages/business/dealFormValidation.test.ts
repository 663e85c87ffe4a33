import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCATION, DealCreateSchema, DealUpdateSchema, MESSAGES, type Deal } from '@spur/contract';
import {
  dealToValues,
  emptyDealValues,
  parsePrice,
  quickFormReady,
  toCreateBody,
  toDateTimeLocal,
  toUpdateBody,
  validateDealForm,
  type DealFormValues,
} from './dealFormValidation';
import { serverProblem } from './useDealForm';

const filled = (changes: Partial<DealFormValues> = {}): DealFormValues => ({
  ...emptyDealValues(),
  title: 'Sunset Kayak Tour',
  description: 'Paddle past the sea caves at golden hour.',
  price: '49.50',
  ...changes,
});

const deal: Deal = {
  id: '5eedde00-0000-4000-8000-000000000001',
  title: 'Sunset Stand-Up Paddleboard Session',
  description: 'Glide across the calm water of Crystal Cove.',
  price: 59,
  original_price: 79,
  category: 'beach',
  location: 'Crystal Cove State Park, Newport Coast, CA',
  latitude: 33.5427,
  longitude: -117.7854,
  distance_m: null,
  business_name: 'Crystal Cove Paddle Co.',
  business_id: '5eedb500-0000-4000-8000-000000000002',
  available_slots: 12,
  image: null,
  bookingType: null,
  vendorShortname: null,
  rating: 4.5,
  reviewCount: 2,
  expires_at: '2026-12-04T17:30:00.000Z',
  created_at: '2026-10-21T17:00:00.000Z',
  updated_at: '2026-10-21T17:00:00.000Z',
  time_zone: 'America/Los_Angeles',
  price_drop: null,
  has_sessions: false,
  next_session: null,
  more_sessions: 0,
  cancellation: { free_hours: 24, late_refund_percent: 0 },
  languages: ['en', 'es'],
};

describe('validateDealForm: full create form (SPEC §5)', () => {
  it('starts with the default location, category tour and 10 slots', () => {
    expect(emptyDealValues()).toMatchObject({ location: DEFAULT_LOCATION, category: 'tour', slots: '10' });
  });

  it('accepts a form with title, description, price and location', () => {
    expect(validateDealForm('full', filled())).toBeNull();
  });

  it.each(['title', 'description', 'price', 'location'] as const)('"Please fill in all fields." when %s is missing', (field) => {
    expect(validateDealForm('full', filled({ [field]: '' }))).toEqual({ message: MESSAGES.fillAllFields, fields: [field] });
    expect(MESSAGES.fillAllFields).toBe('Please fill in all fields.');
  });

  it('treats blank text as missing and names every missing field', () => {
    expect(validateDealForm('full', filled({ title: '   ', location: ' \n' }))).toEqual({
      message: 'Please fill in all fields.',
      fields: ['title', 'location'],
    });
    expect(validateDealForm('full', { ...emptyDealValues(), location: '' })?.fields).toEqual([
      'title',
      'description',
      'price',
      'location',
    ]);
  });

  it.each(['0', '-5', '0.00', 'abc', 'Infinity', 'NaN'])('"Please enter a valid price." for %s', (price) => {
    expect(validateDealForm('full', filled({ price }))).toEqual({ message: 'Please enter a valid price.', fields: ['price'] });
  });

  it('checks missing fields before the price', () => {
    expect(validateDealForm('full', filled({ price: '0', title: '' }))?.message).toBe(MESSAGES.fillAllFields);
  });

  it('leaves every other rule to the server (original price, slots, image, expiry)', () => {
    expect(
      validateDealForm('full', filled({ originalPrice: '10', slots: '2.5', image: 'http://x', expiresAt: 'soon' })),
    ).toBeNull();
  });
});

describe('validateDealForm: quick dialog (SPEC §5)', () => {
  it('needs only title and price; description is optional', () => {
    expect(validateDealForm('quick', { ...emptyDealValues(), title: 'Kayak', price: '20', location: '' })).toBeNull();
  });

  it.each(['title', 'price'] as const)('"Please fill in all required fields." when %s is missing', (field) => {
    expect(validateDealForm('quick', filled({ [field]: '  ' }))).toEqual({
      message: 'Please fill in all required fields.',
      fields: [field],
    });
  });

  it('"Please enter a valid price." for a price of 0', () => {
    expect(validateDealForm('quick', filled({ price: '0' }))?.message).toBe(MESSAGES.validPrice);
  });

  it('keeps the submit button disabled until title and price have text', () => {
    expect(quickFormReady({ title: '', price: '' })).toBe(false);
    expect(quickFormReady({ title: 'Kayak', price: '' })).toBe(false);
    expect(quickFormReady({ title: '  ', price: '20' })).toBe(false);
    expect(quickFormReady({ title: 'Kayak', price: '20' })).toBe(true);
  });
});

describe('validateDealForm: edit dialog (SPEC §5)', () => {
  it('accepts the prefilled values of a deal', () => {
    expect(validateDealForm('edit', dealToValues(deal))).toBeNull();
  });

  it.each(['title', 'description', 'price'] as const)('"Please fill in all fields." when %s is cleared', (field) => {
    expect(validateDealForm('edit', { ...dealToValues(deal), [field]: '' })?.message).toBe(MESSAGES.fillAllFields);
  });

  it('"Please enter a valid price." when the price is not above 0', () => {
    expect(validateDealForm('edit', { ...dealToValues(deal), price: '-1' })?.message).toBe(MESSAGES.validPrice);
  });
});

describe('validateDealForm: languages (full and edit forms)', () => {
  it('"Please choose at least one language…" when none is ticked; the quick dialog has none to tick', () => {
    expect(validateDealForm('full', filled({ languages: [] }))).toEqual({ message: MESSAGES.chooseLanguages, fields: ['languages'] });
    expect(validateDealForm('edit', { ...dealToValues(deal), languages: [] })?.message).toBe(MESSAGES.chooseLanguages);
    expect(validateDealForm('quick', filled({ languages: [] }))).toBeNull();
  });
});

describe('request bodies', () => {
  it('full form: trimmed text, numbers, optional fields only when set; the contract accepts it', () => {
    const body = toCreateBody('full', filled({ title: '  Sunset Kayak Tour ', location: ' Laguna Beach, CA ', category: 'beach' }));
    expect(body).toEqual({
      title: 'Sunset Kayak Tour',
      description: 'Paddle past the sea caves at golden hour.',
      price: 49.5,
      category: 'beach',
      location: 'Laguna Beach, CA',
      available_slots: 10,
      time_zone: 'America/Los_Angeles',
      latitude: 33.5427,
      longitude: -117.7854,
      cancellation: { free_hours: 24, late_refund_percent: 0 },
      languages: ['en'],
    });
    expect(DealCreateSchema.safeParse(body).success).toBe(true);
  });

  it('full form: a price drop is sent with its floor and window, the zone as chosen', () => {
    const body = toCreateBody('full', filled({ price: '60', priceDrop: true, dropFloor: ' 40 ', dropWindow: '120', timeZone: 'Europe/Paris' }));
    expect(body).toMatchObject({ price: 60, time_zone: 'Europe/Paris', price_drop: { floor_price: 40, window_minutes: 120 } });
    expect(DealCreateSchema.safeParse(body).success).toBe(true);
  });

  it('the venue: both coordinates sent; both blank sends none (the default city); one blank is sent for the server to refuse', () => {
    expect(toCreateBody('full', filled({ latitude: '33.571', longitude: '-117.8387' }))).toMatchObject({ latitude: 33.571, longitude: -117.8387 });
    const blank = toCreateBody('full', filled({ latitude: ' ', longitude: '' }));
    expect(blank).not.toHaveProperty('latitude');
    expect(blank).not.toHaveProperty('longitude');
    const half = toCreateBody('full', filled({ latitude: '33.5', longitude: '' }));
    expect(DealCreateSchema.safeParse(half).error?.issues[0]?.message).toBe(MESSAGES.validCoordinates);
  });

  it('a price drop needs a floor below the price ("The floor price must be below the price.")', () => {
    for (const dropFloor of ['', '0', '60', '75', 'abc']) {
      expect(validateDealForm('full', filled({ price: '60', priceDrop: true, dropFloor }))).toEqual({
        message: MESSAGES.validPriceDropFloor,
        fields: ['dropFloor'],
      });
    }
    expect(validateDealForm('edit', filled({ price: '60', priceDrop: true, dropFloor: '59.99' }))).toBeNull();
    // Switched off, the floor typed earlier is ignored.
    expect(validateDealForm('full', filled({ price: '60', priceDrop: false, dropFloor: '75' }))).toBeNull();
  });

  it('full form: original price, image and expiry when given (expiry as an ISO instant)', () => {
    const body = toCreateBody(
      'full',
      filled({ originalPrice: '79', image: ' https://example.com/kayak.jpg ', expiresAt: '2026-12-01T18:00', slots: '4' }),
    );
    expect(body).toMatchObject({
      original_price: 79,
      image: 'https://example.com/kayak.jpg',
      available_slots: 4,
      expires_at: new Date('2026-12-01T18:00').toISOString(),
    });
    expect(DealCreateSchema.safeParse(body).success).toBe(true);
  });

  it('quick dialog: title, trimmed description, price and category only (the server fills location)', () => {
    const body = toCreateBody('quick', filled({ title: ' Kayak ', description: '  ', price: '20' }));
    expect(body).toEqual({ title: 'Kayak', description: '', price: 20, category: 'tour' });
    expect(DealCreateSchema.safeParse(body).success).toBe(true);
  });

  it('edit: cleared optional fields become null; an unchanged expiry is not sent', () => {
    const initial = dealToValues(deal);
    const unchanged = toUpdateBody({ ...initial, originalPrice: '', image: '' }, initial);
    expect(unchanged).toEqual({
      title: deal.title,
      description: deal.description,
      price: 59,
      location: deal.location,
      category: 'beach',
      original_price: null,
      available_slots: 12,
      image: null,
      time_zone: deal.time_zone,
      price_drop: deal.price_drop,
      latitude: deal.latitude,
      longitude: deal.longitude,
      cancellation: { free_hours: 24, late_refund_percent: 0 },
      languages: ['en', 'es'],
    });
    expect(DealUpdateSchema.safeParse(unchanged).success).toBe(true);
    expect(toUpdateBody({ ...initial, expiresAt: '' }, initial).expires_at).toBeNull();
    expect(toUpdateBody({ ...initial, expiresAt: '2026-12-24T10:00' }, initial).expires_at).toBe(
      new Date('2026-12-24T10:00').toISOString(),
    );
  });

  it('prefills the edit dialog from a deal', () => {
    expect(dealToValues(deal)).toEqual({
      title: deal.title,
      description: deal.description,
      price: '59',
      location: deal.location,
      category: 'beach',
      originalPrice: '79',
      slots: '12',
      image: '',
      expiresAt: toDateTimeLocal(deal.expires_at),
      timeZone: deal.time_zone,
      priceDrop: deal.price_drop !== null,
      dropFloor: deal.price_drop ? String(deal.price_drop.floor_price) : '',
      dropWindow: String(deal.price_drop?.window_minutes ?? 180),
      latitude: String(deal.latitude),
      longitude: String(deal.longitude),
      freeHours: '24',
      lateRefund: '0',
      languages: ['en', 'es'],
    });
    expect(toDateTimeLocal(null)).toBe('');
    expect(toDateTimeLocal('not a date')).toBe('');
  });

  it('cancellation terms: sent as chosen, a blank refund as none, anything else for the server to judge', () => {
    expect(toCreateBody('full', filled({ freeHours: '48', lateRefund: '50' })).cancellation).toEqual({ free_hours: 48, late_refund_percent: 50 });
    expect(toUpdateBody(filled({ freeHours: '0', lateRefund: ' ' })).cancellation).toEqual({ free_hours: 0, late_refund_percent: 0 });
    expect(toUpdateBody(filled({ lateRefund: '150' })).cancellation).toEqual({ free_hours: 24, late_refund_percent: 150 });
    expect(serverProblem(MESSAGES.validRefundPercent)).toEqual({ message: MESSAGES.validRefundPercent, fields: ['lateRefund'] });
  });

  it('parsePrice: numbers above 0 only', () => {
    expect(parsePrice(' 12.5 ')).toBe(12.5);
    expect(parsePrice('')).toBeNull();
    expect(parsePrice('0')).toBeNull();
  });
});

describe('server messages shown inline', () => {
  it('marks the field a server message names', () => {
    expect(serverProblem(MESSAGES.validOriginalPrice)).toEqual({
      message: 'The original price must be higher than the price.',
      fields: ['originalPrice'],
    });
    expect(serverProblem(MESSAGES.validImage).fields).toEqual(['image']);
    expect(serverProblem(MESSAGES.validExpiry).fields).toEqual(['expiresAt']);
    expect(serverProblem(MESSAGES.validSlots).fields).toEqual(['slots']);
    expect(serverProblem('Something else').fields).toEqual([]);
  });
});
