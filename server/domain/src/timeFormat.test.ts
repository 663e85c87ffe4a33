import { describe, expect, it } from 'vitest';
import { formatDate, formatDay, formatSessionStart, formatTime } from './timeFormat';

const LA = 'America/Los_Angeles';
const now = new Date('2026-11-24T20:00:00Z'); // Tuesday 12:00 PM PST
const inMinutes = (minutes: number) => new Date(now.getTime() + minutes * 60_000);

describe('formatSessionStart', () => {
  it('counts down within the hour', () => {
    expect(formatSessionStart(inMinutes(40), now, { zone: LA })).toBe('Starts in 40 min');
    expect(formatSessionStart(inMinutes(0.5), now, { zone: LA })).toBe('Starts in 1 min');
    expect(formatSessionStart(inMinutes(59), now, { zone: LA })).toBe('Starts in 59 min');
  });

  it('names today, tomorrow, then the date, in venue time', () => {
    expect(formatSessionStart(new Date('2026-11-25T01:30:00Z'), now, { zone: LA })).toBe('Today 5:30 PM');
    expect(formatSessionStart(new Date('2026-11-25T17:00:00Z'), now, { zone: LA })).toBe('Tomorrow 9:00 AM');
    expect(formatSessionStart(new Date('2026-11-28T17:00:00Z'), now, { zone: LA })).toBe('Sat, Nov 28, 9:00 AM');
  });

  it('names the zone only when the viewer is on another offset', () => {
    const at = new Date('2026-11-25T01:30:00Z');
    expect(formatSessionStart(at, now, { zone: LA, viewerZone: LA })).toBe('Today 5:30 PM');
    expect(formatSessionStart(at, now, { zone: LA, viewerZone: 'America/Tijuana' })).toBe('Today 5:30 PM');
    expect(formatSessionStart(at, now, { zone: LA, viewerZone: 'Europe/Berlin' })).toBe('Today 5:30 PM PST');
    expect(formatTime(new Date('2026-07-01T16:00:00Z'), { zone: LA, viewerZone: 'America/New_York' })).toBe('9:00 AM PDT');
  });

  it('is right on both sides of the November change', () => {
    const saturday = new Date('2026-10-31T20:00:00Z');
    expect(formatSessionStart(new Date('2026-11-01T17:00:00Z'), saturday, { zone: LA })).toBe('Tomorrow 9:00 AM');
    expect(formatSessionStart(new Date('2026-11-01T16:00:00Z'), saturday, { zone: LA })).toBe('Tomorrow 8:00 AM');
    expect(formatTime(new Date('2026-11-01T08:30:00Z'), { zone: LA, viewerZone: 'UTC' })).toBe('1:30 AM PDT');
    expect(formatTime(new Date('2026-11-01T09:30:00Z'), { zone: LA, viewerZone: 'UTC' })).toBe('1:30 AM PST');
  });

  it('is right on both sides of the March change', () => {
    const saturday = new Date('2026-03-07T20:00:00Z');
    expect(formatSessionStart(new Date('2026-03-08T16:00:00Z'), saturday, { zone: LA })).toBe('Tomorrow 9:00 AM');
    expect(formatTime(new Date('2026-03-08T10:30:00Z'), { zone: LA })).toBe('3:30 AM');
  });
});

describe('formatDay and formatDate', () => {
  it('reads venue days', () => {
    expect(formatDay(inMinutes(60), now, LA)).toBe('Today');
    expect(formatDay(new Date('2026-11-25T09:00:00Z'), now, LA)).toBe('Tomorrow');
    expect(formatDay(new Date('2026-11-28T17:00:00Z'), now, LA)).toBe('Saturday, November 28');
    expect(formatDate(new Date('2026-12-31T17:00:00Z'), now, LA)).toBe('Dec 31');
    expect(formatDate(new Date('2027-01-31T17:00:00Z'), now, LA)).toBe('Jan 31, 2027');
  });
});
