import { describe, expect, it } from 'vitest';
import { addDays, dayOfWeek, localDate, wallTime, zoneOffsetMinutes, zonedInstant } from './zonedTime';

const LA = 'America/Los_Angeles';

describe('zoned time in Los Angeles', () => {
  it('knows the offset on each side of the March and November changes (2026)', () => {
    expect(zoneOffsetMinutes(new Date('2026-03-08T09:59:00Z'), LA)).toBe(-480);
    expect(zoneOffsetMinutes(new Date('2026-03-08T10:00:00Z'), LA)).toBe(-420);
    expect(zoneOffsetMinutes(new Date('2026-11-01T08:59:00Z'), LA)).toBe(-420);
    expect(zoneOffsetMinutes(new Date('2026-11-01T09:00:00Z'), LA)).toBe(-480);
  });

  it('turns a venue date and time into the instant, daylight saving included', () => {
    expect(zonedInstant('2026-03-07', '09:00', LA).toISOString()).toBe('2026-03-07T17:00:00.000Z');
    expect(zonedInstant('2026-03-08', '09:00', LA).toISOString()).toBe('2026-03-08T16:00:00.000Z');
    expect(zonedInstant('2026-10-31', '09:00', LA).toISOString()).toBe('2026-10-31T16:00:00.000Z');
    expect(zonedInstant('2026-11-01', '09:00', LA).toISOString()).toBe('2026-11-01T17:00:00.000Z');
    expect(zonedInstant('2026-11-24', '00:00', LA).toISOString()).toBe('2026-11-24T08:00:00.000Z');
  });

  it('moves a time skipped in spring an hour on, and takes the first of a repeated autumn hour', () => {
    expect(zonedInstant('2026-03-08', '02:30', LA).toISOString()).toBe('2026-03-08T10:30:00.000Z');
    expect(zonedInstant('2026-11-01', '01:30', LA).toISOString()).toBe('2026-11-01T08:30:00.000Z');
  });

  it('reads the venue date and wall time of an instant', () => {
    expect(localDate(new Date('2026-11-24T07:59:00Z'), LA)).toBe('2026-11-23');
    expect(localDate(new Date('2026-11-24T08:00:00Z'), LA)).toBe('2026-11-24');
    expect(wallTime(new Date('2026-11-24T00:30:00Z'), LA)).toMatchObject({ hour: 16, minute: 30, weekday: 1 });
  });

  it('does calendar arithmetic on dates', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(dayOfWeek('2026-11-28')).toBe(6);
  });

  it('works in a zone east of UTC', () => {
    expect(zonedInstant('2026-07-01', '09:00', 'Europe/Berlin').toISOString()).toBe('2026-07-01T07:00:00.000Z');
  });
});
