import { describe, expect, it } from 'vitest';
import { MESSAGES, type ManagedSession } from '@spur/contract';
import { newSessionValues, planEdit, planSessions, sessionValues, toSessionCreate, toSessionUpdate, type SessionFormValues } from './sessionForm';

const LA = 'America/Los_Angeles';
/** Friday, November 20, 2026, 9:00 AM in Los Angeles. */
const NOW = new Date('2026-11-20T17:00:00.000Z');

const session = (overrides: Partial<ManagedSession> = {}): ManagedSession => ({
  id: 's1',
  deal_id: 'd1',
  starts_at: '2026-11-21T01:30:00.000Z', // Friday 5:30 PM
  duration_minutes: 90,
  capacity: 12,
  slots_left: 12,
  cutoff_minutes: 15,
  status: 'scheduled',
  booked: 0,
  ...overrides,
});

const values = (overrides: Partial<SessionFormValues> = {}): SessionFormValues => ({ ...newSessionValues(NOW, LA), ...overrides });

describe('session form', () => {
  it('starts with one time an hour after the next full hour, venue time, and the contract defaults', () => {
    expect(newSessionValues(NOW, LA)).toMatchObject({ kind: 'one', date: '2026-11-20', time: '11:00', duration: '60', capacity: '10', cutoff: '15' });
    expect(newSessionValues(NOW, 'Europe/Paris')).toMatchObject({ date: '2026-11-20', time: '20:00' });
  });

  it('sends a single time as the instant the venue clock shows', () => {
    expect(toSessionCreate(values({ date: '2026-11-21', time: '09:00' }), LA)).toEqual({
      starts_at: '2026-11-21T17:00:00.000Z',
      duration_minutes: 60,
      capacity: 10,
      cutoff_minutes: 15,
    });
  });

  it('previews a repeating pattern with the starts the server will create (venue time across the DST change)', () => {
    const plan = planSessions(values({ kind: 'repeat', date: '2026-10-30', days: 'daily', times: ['09:00'], weeks: '1' }), LA, new Date('2026-10-29T12:00:00Z'), []);
    expect(plan.ok).toBe(true);
    if (!plan.ok) return;
    expect(plan.body).toMatchObject({ repeat: { start_date: '2026-10-30', days: 'daily', times: ['09:00'], weeks: 1 } });
    // 9:00 AM is 16:00 UTC before November 1 and 17:00 UTC after.
    expect(plan.starts.map((start) => start.toISOString())).toEqual([
      '2026-10-30T16:00:00.000Z',
      '2026-10-31T16:00:00.000Z',
      '2026-11-01T17:00:00.000Z',
      '2026-11-02T17:00:00.000Z',
      '2026-11-03T17:00:00.000Z',
      '2026-11-04T17:00:00.000Z',
      '2026-11-05T17:00:00.000Z',
    ]);
  });

  it('refuses with the server messages: past, before the cut-off, bad numbers, duplicate times, an empty pattern', () => {
    const refused = (form: SessionFormValues, existing: ManagedSession[] = []) => {
      const plan = planSessions(form, LA, NOW, existing);
      return plan.ok ? null : plan.message;
    };
    expect(refused(values({ date: '2026-11-20', time: '08:00' }))).toBe(MESSAGES.sessionInPast);
    expect(refused(values({ date: '2026-11-20', time: '09:10' }))).toBe(MESSAGES.sessionBeforeCutoff);
    expect(refused(values({ capacity: '0' }))).toBe(MESSAGES.validCapacity);
    expect(refused(values({ cutoff: '' }))).toBe(MESSAGES.validCutoff);
    expect(refused(values({ duration: '1.5' }))).toBe(MESSAGES.validDuration);
    expect(refused(values({ date: '' }))).toBe(MESSAGES.validSessionStart);
    expect(refused(values({ kind: 'repeat', times: ['09:00', '09:00'] }))).toBe(MESSAGES.duplicateRepeatTimes);
    expect(refused(values({ kind: 'repeat', weeks: '13' }))).toBe(MESSAGES.validRepeatWeeks);
    expect(refused(values({ kind: 'repeat', date: '2026-11-13', times: ['08:00'], weeks: '1' }))).toBe(MESSAGES.repeatCreatesNothing);
    expect(refused(values({ date: '2026-11-20', time: '17:30' }), [session()])).toBe(MESSAGES.duplicateSessions('Today 5:30 PM'));
    // A cancelled session's time is free again.
    expect(refused(values({ date: '2026-11-20', time: '17:30' }), [session({ status: 'cancelled' })])).toBeNull();
  });

  it('edits send only what changed', () => {
    const current = session();
    const form = sessionValues(current, LA);
    expect(form).toMatchObject({ date: '2026-11-20', time: '17:30', duration: '90', capacity: '12', cutoff: '15' });
    expect(toSessionUpdate(form, current, LA)).toEqual({});
    expect(toSessionUpdate({ ...form, capacity: '20', time: '18:00' }, current, LA)).toEqual({ capacity: 20, starts_at: '2026-11-21T02:00:00.000Z' });
  });

  it('refuses an edit as the server would: nothing changed, a booked time moved, capacity below the spots sold', () => {
    const booked = session({ slots_left: 8, booked: 4 });
    const refused = (form: SessionFormValues, current = booked) => {
      const plan = planEdit(form, current, LA, NOW, [current]);
      return plan.ok ? null : plan.message;
    };
    const form = sessionValues(booked, LA);
    expect(refused(form)).toBe(MESSAGES.nothingToUpdate);
    expect(refused({ ...form, time: '18:00' })).toBe(MESSAGES.sessionHasBookings);
    expect(refused({ ...form, capacity: '3' })).toBe(MESSAGES.capacityBelowSold(4));
    expect(refused({ ...form, capacity: '4' })).toBeNull();
    expect(refused({ ...sessionValues(session(), LA), time: '08:00' }, session())).toBe(MESSAGES.sessionInPast);
  });
});
