import { describe, expect, it } from 'vitest';
import { floorReachedAt, priceAt, priceCentsAt, priceCurve } from './pricing';

const start = new Date('2026-11-24T00:30:00Z'); // 4:30 PM in Los Angeles
const minutesBefore = (minutes: number) => new Date(start.getTime() - minutes * 60_000);
// $60 towards $40 over the last 3 hours: 12 steps of 15 minutes, $20 over 11 steps.
const deal = { price: 60, price_drop: { floor_price: 40, window_minutes: 180 } };

describe('priceAt', () => {
  it('is the list price without a drop, or for an open-dated deal', () => {
    expect(priceAt({ price: 60, price_drop: null }, start, minutesBefore(5))).toBe(60);
    expect(priceAt(deal, null, minutesBefore(5))).toBe(60);
  });

  it('is the list price before the window and at its start', () => {
    expect(priceAt(deal, start, minutesBefore(24 * 60))).toBe(60);
    expect(priceAt(deal, start, minutesBefore(181))).toBe(60);
    expect(priceAt(deal, start, minutesBefore(180))).toBe(60);
    expect(priceAt(deal, start, minutesBefore(166))).toBe(60);
  });

  it('steps down every 15 minutes, rounded to the cent', () => {
    expect(priceCentsAt(deal, start, minutesBefore(165))).toBe(6000 - Math.round(2000 / 11));
    // Midway (90 minutes before the start) is step 6 of 0…11.
    expect(priceCentsAt(deal, start, minutesBefore(90))).toBe(Math.round(6000 - (2000 * 6) / 11));
    const curve = priceCurve(deal, start).map((point) => point.cents);
    expect(curve).toHaveLength(12);
    expect(curve.every((cents, index) => index === 0 || cents < curve[index - 1]!)).toBe(true);
  });

  it('reaches the floor one step before the start and stays there', () => {
    expect(priceAt(deal, start, minutesBefore(16))).toBeGreaterThan(40);
    expect(priceAt(deal, start, minutesBefore(15))).toBe(40);
    expect(priceAt(deal, start, minutesBefore(1))).toBe(40);
    expect(floorReachedAt(deal, start)).toEqual(minutesBefore(15));
  });

  it('is the floor after the start', () => {
    expect(priceAt(deal, start, start)).toBe(40);
    expect(priceAt(deal, start, new Date(start.getTime() + 60_000))).toBe(40);
  });

  it('drops straight to the floor with a one-step window', () => {
    const quick = { price: 30, price_drop: { floor_price: 20, window_minutes: 15 } };
    expect(priceAt(quick, start, minutesBefore(16))).toBe(30);
    expect(priceAt(quick, start, minutesBefore(15))).toBe(20);
    expect(floorReachedAt(quick, start)).toEqual(minutesBefore(15));
  });

  it('accepts instants as ISO strings (the in-browser store)', () => {
    expect(priceAt(deal, start.toISOString(), minutesBefore(15))).toBe(40);
  });
});
