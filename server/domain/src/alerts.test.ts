import { describe, expect, it } from 'vitest';
import { ALERT_LIMITS, DEFAULT_QUIET_HOURS, DEFAULT_TIME_ZONE } from '@spur/contract';
import {
  alertDayStart,
  alertMatch,
  alertNotice,
  alertOnceKey,
  alertSettingsOrDefault,
  alertWindow,
  inQuietHours,
  momentAudience,
  savedDealNews,
  underDailyCap,
  type AlertCriteria,
  type MomentSubject,
} from './alerts';
import { EARTH_RADIUS_M, distanceMeters } from './place';

/** Wednesday, Nov 4 2026, 12:00 in Los Angeles (PST, UTC−8). */
const NOW = new Date('2026-11-04T20:00:00.000Z');
const LA = 'America/Los_Angeles';
const hoursFromNow = (hours: number) => new Date(NOW.getTime() + hours * 3_600_000).toISOString();
const CENTRE = { latitude: 33.5427, longitude: -117.7854 };
/** A point `meters` north of the centre. */
const north = (meters: number) => ({ latitude: CENTRE.latitude + (meters / EARTH_RADIUS_M) * (180 / Math.PI), longitude: CENTRE.longitude });

const alert = (overrides: Partial<AlertCriteria> = {}): AlertCriteria => ({ ...CENTRE, radius_km: 2, window: 'within_3h', categories: [], max_price: null, ...overrides });
const subject = (overrides: Partial<MomentSubject> = {}): MomentSubject => ({ ...north(500), category: 'tour', time_zone: LA, starts_at: hoursFromNow(1), price: 40, ...overrides });

describe('alertMatch', () => {
  it('matches a deal inside the circle with its rounded distance from the centre', () => {
    const point = north(500);
    expect(alertMatch(alert(), subject(point), NOW)).toEqual({ distance_m: Math.round(distanceMeters(CENTRE, point)) });
  });

  it('takes the edge of the radius and refuses just past it', () => {
    const edge = north(1999.9);
    expect(distanceMeters(CENTRE, edge)).toBeCloseTo(1999.9, 3);
    expect(alertMatch(alert(), subject(edge), NOW)).toEqual({ distance_m: 2000 });
    expect(alertMatch(alert(), subject(north(2000.1)), NOW)).toBeNull();
  });

  it('keeps to the chosen categories (none chosen: every one)', () => {
    expect(alertMatch(alert({ categories: ['tour', 'beach'] }), subject({ category: 'beach' }), NOW)).not.toBeNull();
    expect(alertMatch(alert({ categories: ['beach'] }), subject({ category: 'tour' }), NOW)).toBeNull();
    expect(alertMatch(alert({ categories: [] }), subject({ category: 'wellness' }), NOW)).not.toBeNull();
  });

  it('takes a price up to the highest price, not above', () => {
    expect(alertMatch(alert({ max_price: 40 }), subject({ price: 40 }), NOW)).not.toBeNull();
    expect(alertMatch(alert({ max_price: 39.99 }), subject({ price: 40 }), NOW)).toBeNull();
    expect(alertMatch(alert({ max_price: null }), subject({ price: 9_999 }), NOW)).not.toBeNull();
  });

  it('within 3 hours: from the moment to 3 hours later, the end excluded', () => {
    expect(alertMatch(alert(), subject({ starts_at: hoursFromNow(2.99) }), NOW)).not.toBeNull();
    expect(alertMatch(alert(), subject({ starts_at: hoursFromNow(3) }), NOW)).toBeNull();
    expect(alertMatch(alert(), subject({ starts_at: hoursFromNow(-0.1) }), NOW)).toBeNull();
  });

  it("today: until the venue's midnight", () => {
    // Midnight in Los Angeles is 08:00 UTC the next day: 12 hours from NOW.
    expect(alertMatch(alert({ window: 'today' }), subject({ starts_at: hoursFromNow(11.9) }), NOW)).not.toBeNull();
    expect(alertMatch(alert({ window: 'today' }), subject({ starts_at: hoursFromNow(12) }), NOW)).toBeNull();
    // In Tokyo NOW is 05:00 on Thursday: its day ends 19 hours later.
    expect(alertMatch(alert({ window: 'today' }), subject({ starts_at: hoursFromNow(18.9), time_zone: 'Asia/Tokyo' }), NOW)).not.toBeNull();
  });

  it("this weekend: the coming Saturday and Sunday in the venue's zone", () => {
    const saturdayStart = new Date('2026-11-07T08:00:00.000Z');
    const mondayStart = new Date('2026-11-09T08:00:00.000Z');
    const window = alert({ window: 'weekend' });
    expect(alertMatch(window, subject({ starts_at: new Date(saturdayStart.getTime() - 60_000).toISOString() }), NOW)).toBeNull();
    expect(alertMatch(window, subject({ starts_at: saturdayStart.toISOString() }), NOW)).not.toBeNull();
    expect(alertMatch(window, subject({ starts_at: new Date(mondayStart.getTime() - 60_000).toISOString() }), NOW)).not.toBeNull();
    expect(alertMatch(window, subject({ starts_at: mondayStart.toISOString() }), NOW)).toBeNull();
    expect(alertWindow('weekend', NOW, LA)).toEqual({ from: saturdayStart, to: mondayStart });
  });

  it('an open-dated deal (no start) matches every window', () => {
    for (const window of ['within_3h', 'today', 'weekend'] as const) {
      expect(alertMatch(alert({ window }), subject({ starts_at: null }), NOW)).not.toBeNull();
    }
  });
});

describe('inQuietHours', () => {
  const quiet = (quiet_start: string, quiet_end: string, time_zone = LA) => ({ quiet_start, quiet_end, time_zone });
  const laTime = (clock: string) => new Date(`2026-11-04T${clock}:00.000-08:00`);

  it('over midnight: from the start, until the end excluded', () => {
    const settings = quiet('21:00', '08:00');
    expect(inQuietHours(settings, laTime('20:59'))).toBe(false);
    expect(inQuietHours(settings, laTime('21:00'))).toBe(true);
    expect(inQuietHours(settings, laTime('03:00'))).toBe(true);
    expect(inQuietHours(settings, laTime('07:59'))).toBe(true);
    expect(inQuietHours(settings, laTime('08:00'))).toBe(false);
  });

  it('within one day', () => {
    const settings = quiet('13:00', '15:30');
    expect(inQuietHours(settings, laTime('12:59'))).toBe(false);
    expect(inQuietHours(settings, laTime('15:29'))).toBe(true);
    expect(inQuietHours(settings, laTime('15:30'))).toBe(false);
  });

  it('equal start and end: no quiet hours', () => {
    for (const clock of ['00:00', '09:00', '21:00']) expect(inQuietHours(quiet('09:00', '09:00'), laTime(clock))).toBe(false);
  });

  it("reads the clock in the person's zone", () => {
    // 12:00 in Los Angeles is 05:00 the next day in Tokyo, inside Tokyo's night.
    expect(inQuietHours(quiet('21:00', '08:00', LA), NOW)).toBe(false);
    expect(inQuietHours(quiet('21:00', '08:00', 'Asia/Tokyo'), NOW)).toBe(true);
  });
});

describe('alertOnceKey', () => {
  const settings = { time_zone: LA };
  const beforeMidnight = new Date('2026-11-05T07:59:00.000Z');
  const afterMidnight = new Date('2026-11-05T08:00:00.000Z');

  it("is one per alert and deal a day, the day being the person's", () => {
    const key = (now: Date, alertId: string | null = 'a1', dealId = 'd1') => alertOnceKey({ userId: 'u1', alertId }, dealId, settings, now);
    expect(key(NOW)).toBe(key(beforeMidnight));
    expect(key(afterMidnight)).not.toBe(key(beforeMidnight));
    expect(key(NOW, 'a2')).not.toBe(key(NOW));
    expect(key(NOW, 'a1', 'd2')).not.toBe(key(NOW));
    expect(key(NOW)).toBe('alert:a1:d1:2026-11-04');
  });

  it("keys a saved deal's news by the person", () => {
    expect(alertOnceKey({ userId: 'u1', alertId: null }, 'd1', settings, NOW)).toBe('saved:u1:d1:2026-11-04');
    // 07:59 UTC on Nov 5 is still Nov 4 in Los Angeles but Nov 5 in Tokyo.
    expect(alertOnceKey({ userId: 'u1', alertId: null }, 'd1', { time_zone: 'Asia/Tokyo' }, beforeMidnight)).toBe('saved:u1:d1:2026-11-05');
  });

  it("starts the daily cap's day at the person's midnight", () => {
    expect(alertDayStart(settings, NOW)).toEqual(new Date('2026-11-04T08:00:00.000Z'));
  });
});

describe('underDailyCap', () => {
  it('allows alerts while fewer than the cap went out today', () => {
    expect(underDailyCap(0, { daily_cap: 1 })).toBe(true);
    expect(underDailyCap(1, { daily_cap: 1 })).toBe(false);
    expect(underDailyCap(9, { daily_cap: 10 })).toBe(true);
    expect(underDailyCap(10, { daily_cap: 10 })).toBe(false);
  });

  it('has the defaults when nothing was set', () => {
    expect(alertSettingsOrDefault(undefined)).toEqual({
      quiet_start: DEFAULT_QUIET_HOURS.start,
      quiet_end: DEFAULT_QUIET_HOURS.end,
      time_zone: DEFAULT_TIME_ZONE,
      daily_cap: ALERT_LIMITS.defaultDailyCap,
    });
  });
});

describe('alertNotice', () => {
  const source = {
    moment: 'new_session' as const,
    deal_id: 'd1',
    deal_title: 'Sunset kayak tour',
    business_name: 'Laguna Coast Adventures',
    starts_at: hoursFromNow(50 / 60),
    time_zone: LA,
    price: 45,
    previous_price: null,
    distance_m: 1287,
  };

  it('says what happened, when it starts, how far and the price; opens the deal; one per deal', () => {
    expect(alertNotice(source, NOW)).toEqual({ title: 'New time: Sunset kayak tour', body: 'Starts in 50 min · 0.8 mi away · $45', url: '/deals/d1', tag: 'deal-d1' });
  });

  it("shows a drop's price before, cents when there are some", () => {
    const notice = alertNotice({ ...source, moment: 'price_drop', price: 44.5, previous_price: 60 }, NOW);
    expect(notice.title).toBe('Price drop: Sunset kayak tour');
    expect(notice.body).toBe('Starts in 50 min · 0.8 mi away · $44.50 (was $60)');
  });

  it('names the zone of a later start, and says "Any day" for an open-dated deal without a distance', () => {
    expect(alertNotice({ ...source, moment: 'spot_freed', starts_at: hoursFromNow(4) }, NOW).body).toBe('Today 4:00 PM PST · 0.8 mi away · $45');
    expect(alertNotice({ ...source, moment: 'spot_freed', starts_at: null, distance_m: null }, NOW)).toMatchObject({ title: 'Spot freed: Sunset kayak tour', body: 'Any day · $45' });
  });

  it("names the business of a new deal (a saved business's news)", () => {
    expect(alertNotice({ ...source, moment: 'new_deal', starts_at: null, distance_m: null }, NOW)).toEqual({
      title: 'New from Laguna Coast Adventures: Sunset kayak tour',
      body: 'Any day · $45',
      url: '/deals/d1',
      tag: 'deal-d1',
    });
  });
});

describe('savedDealNews', () => {
  it('a new time and a freed spot are news; a price drop only below the price before', () => {
    expect(savedDealNews({ moment: 'new_session', previous_price: null, price: 40 })).toBe(true);
    expect(savedDealNews({ moment: 'spot_freed', previous_price: null, price: 40 })).toBe(true);
    expect(savedDealNews({ moment: 'price_drop', previous_price: 50, price: 40 })).toBe(true);
    expect(savedDealNews({ moment: 'price_drop', previous_price: 40, price: 40 })).toBe(false);
    expect(savedDealNews({ moment: 'price_drop', previous_price: 30, price: 40 })).toBe(false);
    expect(savedDealNews({ moment: 'price_drop', previous_price: null, price: 40 })).toBe(false);
  });
});

describe('momentAudience', () => {
  const news = (moment: 'new_session' | 'price_drop' | 'spot_freed' | 'new_deal', previous_price: number | null = null) => momentAudience({ moment, previous_price, price: 40 });

  it('a saved business hears of a new deal and a new time of its deals; alerts and a saved deal of every moment but a new deal', () => {
    expect(news('new_deal')).toEqual({ alerts: false, dealSavers: false, businessSavers: true });
    expect(news('new_session')).toEqual({ alerts: true, dealSavers: true, businessSavers: true });
    expect(news('spot_freed')).toEqual({ alerts: true, dealSavers: true, businessSavers: false });
    expect(news('price_drop', 50)).toEqual({ alerts: true, dealSavers: true, businessSavers: false });
    expect(news('price_drop', 40)).toEqual({ alerts: true, dealSavers: false, businessSavers: false });
  });
});
