import { describe, expect, it } from 'vitest';
import { inWindow, whenWindow } from './when';

const LA = 'America/Los_Angeles';
const iso = (window: ReturnType<typeof whenWindow>) => window && { from: window.from.toISOString(), to: window.to.toISOString() };

describe('whenWindow', () => {
  const tuesdayNoon = new Date('2026-11-24T20:00:00Z');

  it('now: the next three hours', () => {
    expect(iso(whenWindow('now', tuesdayNoon, LA))).toEqual({ from: '2026-11-24T20:00:00.000Z', to: '2026-11-24T23:00:00.000Z' });
  });

  it('today and tomorrow: venue days', () => {
    expect(iso(whenWindow('today', tuesdayNoon, LA))).toEqual({ from: '2026-11-24T20:00:00.000Z', to: '2026-11-25T08:00:00.000Z' });
    expect(iso(whenWindow('tomorrow', tuesdayNoon, LA))).toEqual({ from: '2026-11-25T08:00:00.000Z', to: '2026-11-26T08:00:00.000Z' });
    // Late on the 23rd in LA is already the 24th in UTC.
    expect(iso(whenWindow('today', new Date('2026-11-24T07:00:00Z'), LA))?.to).toBe('2026-11-24T08:00:00.000Z');
  });

  it('weekend: the coming Saturday and Sunday, or what is left of this one', () => {
    expect(iso(whenWindow('weekend', tuesdayNoon, LA))).toEqual({ from: '2026-11-28T08:00:00.000Z', to: '2026-11-30T08:00:00.000Z' });
    const sundayMorning = new Date('2026-11-29T17:00:00Z');
    expect(iso(whenWindow('weekend', sundayMorning, LA))).toEqual({ from: '2026-11-29T17:00:00.000Z', to: '2026-11-30T08:00:00.000Z' });
  });

  it('tomorrow across the November change is 25 hours long', () => {
    const window = whenWindow('tomorrow', new Date('2026-10-31T20:00:00Z'), LA)!;
    expect((window.to.getTime() - window.from.getTime()) / 3_600_000).toBe(25);
  });

  it('any: no window', () => {
    expect(whenWindow('any', tuesdayNoon, LA)).toBeNull();
    expect(whenWindow(undefined, tuesdayNoon, LA)).toBeNull();
    expect(inWindow(0, null)).toBe(true);
  });
});
