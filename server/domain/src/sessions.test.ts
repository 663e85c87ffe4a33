import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@spur/contract';
import {
  plannedEdit,
  plannedStarts,
  assertNoDuplicateStarts,
  assertSessionChoice,
  assertSessionBookable,
  assertSessionStart,
  expandRepeat,
  nextSession,
  paymentStillAccepted,
  sessionAvailability,
  sessionEdit,
} from './sessions';

const now = new Date('2026-11-24T20:00:00Z'); // Tuesday, 12:00 PM in Los Angeles
const at = (minutes: number) => new Date(now.getTime() + minutes * 60_000).toISOString();
const session = (minutes: number, extra: Partial<{ slots_left: number; cutoff_minutes: number; status: string }> = {}) => ({
  starts_at: at(minutes),
  cutoff_minutes: 15,
  slots_left: 5,
  status: 'scheduled',
  ...extra,
});

describe('session availability', () => {
  it('is bookable until the cut-off, then cut off, then started', () => {
    expect(sessionAvailability(session(16), now)).toBe('bookable');
    expect(sessionAvailability(session(15), now)).toBe('cut_off');
    expect(sessionAvailability(session(1), now)).toBe('cut_off');
    expect(sessionAvailability(session(0), now)).toBe('started');
  });

  it('with a cut-off of 0 stays bookable until it starts', () => {
    expect(sessionAvailability(session(1, { cutoff_minutes: 0 }), now)).toBe('bookable');
    expect(sessionAvailability(session(0, { cutoff_minutes: 0 }), now)).toBe('started');
  });

  it('names cancelled before started, and sold out last', () => {
    expect(sessionAvailability(session(-5, { status: 'cancelled' }), now)).toBe('cancelled');
    expect(sessionAvailability(session(60, { slots_left: 0 }), now)).toBe('sold_out');
    expect(sessionAvailability(session(5, { slots_left: 0 }), now)).toBe('cut_off');
  });

  it('refuses a hold with the reason as a 409', () => {
    expect(() => assertSessionBookable(session(60, { slots_left: 0 }), now)).toThrow(MESSAGES.sessionSoldOut);
    expect(() => assertSessionBookable(session(10), now)).toThrow(MESSAGES.sessionCutOff);
    expect(() => assertSessionBookable(session(60, { status: 'cancelled' }), now)).toThrow(MESSAGES.sessionCancelled);
    expect(() => assertSessionBookable(session(60), now)).not.toThrow();
  });

  it('accepts a payment only before the cut-off of a scheduled session', () => {
    expect(paymentStillAccepted(session(16, { slots_left: 0 }), now)).toBe(true);
    expect(paymentStillAccepted(session(15), now)).toBe(false);
    expect(paymentStillAccepted(session(60, { status: 'cancelled' }), now)).toBe(false);
  });
});

describe('nextSession', () => {
  it('shows the soonest open one with spots and counts the other open ones with spots', () => {
    const sessions = [session(300), session(20, { slots_left: 0 }), session(10), session(90), session(120, { status: 'cancelled' })];
    const { next, more } = nextSession(sessions, now);
    expect(next?.starts_at).toBe(at(90));
    expect(more).toBe(1);
  });

  it('falls back to the soonest sold-out one, and to null', () => {
    expect(nextSession([session(200, { slots_left: 0 }), session(100, { slots_left: 0 })], now).next?.starts_at).toBe(at(100));
    expect(nextSession([session(5)], now)).toEqual({ next: null, more: 0 });
  });
});

describe('session edits', () => {
  it('needs a start in the future, after its cut-off, within a year', () => {
    expect(() => assertSessionStart(new Date(at(-1)), 15, now)).toThrow(MESSAGES.sessionInPast);
    expect(() => assertSessionStart(new Date(at(10)), 15, now)).toThrow(MESSAGES.sessionBeforeCutoff);
    expect(() => assertSessionStart(new Date(at(16)), 15, now)).not.toThrow();
    expect(() => assertSessionStart(new Date(at(400 * 24 * 60)), 15, now)).toThrow(MESSAGES.sessionTooFarAhead);
  });

  it('moves only a session nobody booked, and keeps the capacity at or above the spots sold', () => {
    const booked = { capacity: 10, slots_left: 7, starts_at: at(60) };
    expect(() => sessionEdit(booked, { starts_at: at(120) })).toThrow(MESSAGES.sessionHasBookings);
    expect(sessionEdit(booked, { starts_at: at(60), capacity: 3 })).toEqual({ slotsLeft: 0 });
    expect(() => sessionEdit(booked, { capacity: 2 })).toThrow(MESSAGES.capacityBelowSold(3));
    expect(sessionEdit({ capacity: 10, slots_left: 10, starts_at: at(60) }, { starts_at: at(120), capacity: 4 })).toEqual({ slotsLeft: 4 });
  });
});

describe('expandRepeat', () => {
  const LA = 'America/Los_Angeles';

  it('keeps 9:00 AM local across the November change', () => {
    const starts = expandRepeat({ start_date: '2026-10-29', days: 'daily', times: ['09:00'], weeks: 1 }, LA, 15, new Date('2026-10-01T00:00:00Z'));
    expect(starts.map((start) => start.toISOString())).toEqual([
      '2026-10-29T16:00:00.000Z',
      '2026-10-30T16:00:00.000Z',
      '2026-10-31T16:00:00.000Z',
      '2026-11-01T17:00:00.000Z',
      '2026-11-02T17:00:00.000Z',
      '2026-11-03T17:00:00.000Z',
      '2026-11-04T17:00:00.000Z',
    ]);
  });

  it('keeps 6:30 PM local across the March change, on weekdays only', () => {
    const starts = expandRepeat({ start_date: '2027-03-12', days: 'weekdays', times: ['18:30'], weeks: 1 }, LA, 15, new Date('2027-03-01T00:00:00Z'));
    expect(starts.map((start) => start.toISOString())).toEqual([
      '2027-03-13T02:30:00.000Z', // Fri 12 Mar, PST
      '2027-03-16T01:30:00.000Z', // Mon 15 Mar, PDT
      '2027-03-17T01:30:00.000Z',
      '2027-03-18T01:30:00.000Z',
      '2027-03-19T01:30:00.000Z', // Thu 18 Mar
    ]);
  });

  it('skips starts already past their cut-off, sorts times, and refuses an empty or oversized result', () => {
    // Tuesday 24 Nov, noon in LA: 11:00 is past, 12:10 is inside the 15-minute cut-off, 12:30 is fine.
    const starts = expandRepeat({ start_date: '2026-11-24', days: 'weekends', times: ['12:30'], weeks: 1 }, LA, 15, now);
    expect(starts.map((start) => start.toISOString())).toEqual(['2026-11-28T20:30:00.000Z', '2026-11-29T20:30:00.000Z']);
    const today = expandRepeat({ start_date: '2026-11-24', days: 'daily', times: ['12:30', '11:00', '12:10'], weeks: 1 }, LA, 15, now);
    expect(today[0]!.toISOString()).toBe('2026-11-24T20:30:00.000Z');
    expect(today).toHaveLength(1 + 6 * 3);
    expect(() => expandRepeat({ start_date: '2026-11-24', days: 'daily', times: ['11:00'], weeks: 1 }, LA, 15, new Date('2026-12-31T00:00:00Z'))).toThrow(
      MESSAGES.repeatCreatesNothing,
    );
    const times = Array.from({ length: 12 }, (_, index) => `${String(index + 8).padStart(2, '0')}:00`);
    expect(() => expandRepeat({ start_date: '2026-11-25', days: 'daily', times, weeks: 12 }, LA, 15, now)).toThrow(MESSAGES.tooManySessions);
  });

  it('refuses starts that repeat an existing session', () => {
    const starts = [new Date(at(60)), new Date(at(120))];
    expect(() => assertNoDuplicateStarts(starts, [at(120)], now, 'America/Los_Angeles')).toThrow(MESSAGES.duplicateSessions('Today 2:00 PM'));
    expect(() => assertNoDuplicateStarts(starts, [at(30)], now, 'America/Los_Angeles')).not.toThrow();
  });
});

describe('assertSessionChoice', () => {
  it('needs a session exactly for deals that have them', () => {
    expect(() => assertSessionChoice(true, undefined)).toThrow(MESSAGES.sessionRequired);
    expect(() => assertSessionChoice(false, 'x')).toThrow(MESSAGES.openDatedDeal);
    expect(() => assertSessionChoice(true, 'x')).not.toThrow();
    expect(() => assertSessionChoice(false, undefined)).not.toThrow();
  });
});

describe('plannedStarts and plannedEdit: the scheduling checks in the backends\' order', () => {
  const LA = 'America/Los_Angeles';
  const inHours = (hours: number) => new Date(now.getTime() + hours * 3_600_000).toISOString();

  it('one start or a pattern\'s, none on an existing start', () => {
    expect(plannedStarts({ starts_at: inHours(2), cutoff_minutes: 15 }, LA, now, [])).toEqual([new Date(inHours(2))]);
    expect(() => plannedStarts({ starts_at: inHours(-1), cutoff_minutes: 15 }, LA, now, [])).toThrow(MESSAGES.sessionInPast);
    expect(() => plannedStarts({ starts_at: inHours(2), cutoff_minutes: 15 }, LA, now, [inHours(2)])).toThrow(MESSAGES.duplicateSessions('Today 2:00 PM'));
    const pattern = plannedStarts({ repeat: { start_date: '2026-11-25', days: 'daily', times: ['09:00'], weeks: 1 }, cutoff_minutes: 15 }, LA, now, []);
    expect(pattern).toHaveLength(7);
  });

  it('an edit: the booked time is locked before the start is judged; other starts only count when it moves', () => {
    const booked = { capacity: 10, slots_left: 8, starts_at: inHours(3), cutoff_minutes: 15 };
    expect(() => plannedEdit(booked, { starts_at: inHours(-1) }, LA, now, [])).toThrow(MESSAGES.sessionHasBookings);
    expect(plannedEdit(booked, { capacity: 12 }, LA, now, [inHours(3)])).toEqual({ slotsLeft: 10, startsAt: new Date(inHours(3)), cutoffMinutes: 15 });
    const free = { ...booked, slots_left: 10 };
    expect(() => plannedEdit(free, { starts_at: inHours(5) }, LA, now, [inHours(5)])).toThrow(MESSAGES.duplicateSessions('Today 5:00 PM'));
    expect(plannedEdit(free, { starts_at: inHours(5), cutoff_minutes: 0 }, LA, now, [])).toEqual({ slotsLeft: 10, startsAt: new Date(inHours(5)), cutoffMinutes: 0 });
  });
});
