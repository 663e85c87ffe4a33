import { describe, expect, it } from 'vitest';
import { DEFAULT_CENTRE } from '@spur/contract';
import { cataloguePlace, distanceMeters, effectiveSort, formatDistance, nearestFirst, nowNearFirst, nowNearScore, roundMeters, usesMiles, withinRadius } from './place';

const NOW = new Date('2026-11-20T17:00:00.000Z');
const inMinutes = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000).toISOString();

describe('distanceMeters', () => {
  it('is zero at the same point and symmetric', () => {
    expect(distanceMeters(DEFAULT_CENTRE, DEFAULT_CENTRE)).toBe(0);
    const dana = { latitude: 33.4672, longitude: -117.6981 };
    expect(distanceMeters(DEFAULT_CENTRE, dana)).toBeCloseTo(distanceMeters(dana, DEFAULT_CENTRE), 6);
  });

  it('matches earthdistance on known pairs (Laguna Beach to Dana Point, to Los Angeles; a quarter meridian)', () => {
    // Values from Postgres: earth_distance(ll_to_earth(33.5427, -117.7854), ll_to_earth(lat, lng)).
    expect(distanceMeters(DEFAULT_CENTRE, { latitude: 33.4672, longitude: -117.6981 })).toBeCloseTo(11_674.931833, 5);
    expect(distanceMeters(DEFAULT_CENTRE, { latitude: 34.0522, longitude: -118.2437 })).toBeCloseTo(70_811.761383, 5);
    expect(distanceMeters({ latitude: 0, longitude: 0 }, { latitude: 90, longitude: 0 })).toBeCloseTo((Math.PI / 2) * 6_378_168, 3);
  });
});

describe('nowNearScore', () => {
  it('adds minutes until the start and minutes of walking (80 m a minute)', () => {
    expect(nowNearScore(inMinutes(20), 400, NOW)).toBe(25);
    expect(nowNearScore(inMinutes(10), 15_000, NOW)).toBeCloseTo(197.5, 6);
  });

  it('ranks "in 20 min, 400 m" before "in 10 min, 15 km" and "2 km away tomorrow"', () => {
    const near = nowNearScore(inMinutes(20), 400, NOW);
    expect(near).toBeLessThan(nowNearScore(inMinutes(10), 15_000, NOW));
    expect(near).toBeLessThan(nowNearScore(inMinutes(24 * 60), 2_000, NOW));
  });

  it('counts an open-dated deal as starting in three hours, and a start already past as now', () => {
    expect(nowNearScore(null, 800, NOW)).toBe(190);
    // A definite start close by beats a flexible deal next door.
    expect(nowNearScore(inMinutes(45), 3_000, NOW)).toBeLessThan(nowNearScore(null, 100, NOW));
    expect(nowNearScore(inMinutes(-5), 0, NOW)).toBe(0);
  });
});

describe('the place of a catalogue query', () => {
  it('defaults the order in one place: now_near around a centre, soonest without one', () => {
    expect(effectiveSort({})).toBe('soonest');
    expect(effectiveSort({ lat: 33.5, lng: -117.7 })).toBe('now_near');
    expect(effectiveSort({ lat: 0, lng: 0 })).toBe('now_near');
    expect(effectiveSort({ lat: 33.5, lng: -117.7, sort: 'soonest' })).toBe('soonest');
    expect(effectiveSort({ sort: 'soonest' })).toBe('soonest');
  });

  it('reads the centre, the radius in metres and the order', () => {
    expect(cataloguePlace({})).toEqual({ centre: null, radiusMeters: null, sort: 'soonest' });
    expect(cataloguePlace({ lat: 33.5, lng: -117.7, radius_km: 2.5, sort: 'distance' })).toEqual({
      centre: { latitude: 33.5, longitude: -117.7 },
      radiusMeters: 2500,
      sort: 'distance',
    });
  });

  it('keeps the boundary of a radius inside, rounds metres half up', () => {
    expect(withinRadius(5000, 5000)).toBe(true);
    expect(withinRadius(5000.001, 5000)).toBe(false);
    expect(withinRadius(1e7, null)).toBe(true);
    expect(roundMeters(1234.5)).toBe(1235);
    expect(roundMeters(1234.49)).toBe(1234);
  });

  it('orders nearest first and by the smallest score, ties by id', () => {
    const rows = [
      { id: 'c', meters: 10, score: 5 },
      { id: 'b', meters: 10, score: 5 },
      { id: 'a', meters: 30, score: 1 },
    ];
    expect([...rows].sort(nearestFirst).map((row) => row.id)).toEqual(['b', 'c', 'a']);
    expect([...rows].sort(nowNearFirst).map((row) => row.id)).toEqual(['a', 'b', 'c']);
  });
});

describe('formatDistance', () => {
  it('metres under 1 km (to 10 m), km with one decimal under 10, whole km beyond', () => {
    expect(formatDistance(612, 'fr-FR')).toBe('610 m');
    expect(formatDistance(3, 'de-DE')).toBe('10 m');
    expect(formatDistance(2_430, 'en-AU')).toBe('2.4 km');
    expect(formatDistance(12_400, 'es-ES')).toBe('12 km');
  });

  it('miles where the locale uses them', () => {
    expect(usesMiles('en-US')).toBe(true);
    expect(usesMiles('en')).toBe(true);
    expect(usesMiles('en-GB')).toBe(true);
    expect(usesMiles('fr-CA')).toBe(false);
    expect(usesMiles('not a locale')).toBe(false);
    expect(formatDistance(612, 'en-US')).toBe('0.4 mi');
    expect(formatDistance(3_862, 'en-US')).toBe('2.4 mi');
    expect(formatDistance(19_312, 'en-GB')).toBe('12 mi');
    // Under a tenth of a mile: feet, to 50 ft.
    expect(formatDistance(62, 'en-US')).toBe('200 ft');
    expect(formatDistance(0, 'en-US')).toBe('50 ft');
    expect(formatDistance(160, 'en-US')).toBe('500 ft');
    expect(formatDistance(170, 'en-US')).toBe('0.1 mi');
  });
});
