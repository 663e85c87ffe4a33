import { describe, expect, it } from 'vitest';
import { SAMPLE_NOW, sampleBooking, sampleDeal, sampleSession, sampleSessionDeal, sampleSessions } from '@spur/demo-data';
import { formatMoney } from './format';
import { bookingWhen, dealTiming, priceDropLabel, sessionChoice, sessionGroups, sessionWhen } from './present';

const LA = 'America/Los_Angeles';

describe('formatMoney', () => {
  it('drops whole cents, keeps the others', () => {
    expect(formatMoney(45)).toBe('$45');
    expect(formatMoney(47.55)).toBe('$47.55');
    expect(formatMoney(42.5)).toBe('$42.50');
  });
});

describe('dealTiming (the card at a moment)', () => {
  it('a deal with several times and a running drop: next time, +N more, its spots, the price now and the drop line', () => {
    expect(dealTiming(sampleSessionDeal, SAMPLE_NOW, LA)).toEqual({
      startLabel: 'Starts in 40 min',
      startDateTime: sampleSessions[1]!.starts_at,
      startTone: 'soon',
      moreTimes: 3,
      slots: 2,
      price: 47.55,
      priceDropLabel: 'Price drops to $45 by 12:25 PM',
      sessionId: null,
      amountCents: 4755,
    });
  });

  it('names the venue zone when the viewer is elsewhere', () => {
    expect(dealTiming(sampleSessionDeal, SAMPLE_NOW, 'Europe/Paris').priceDropLabel).toBe('Price drops to $45 by 12:25 PM PST');
  });

  it('a one-time deal later today: "Today 5:30 PM", the list price before the window, Book Now takes that session', () => {
    const session = sampleSession(330, { slots_left: 6 });
    const timing = dealTiming({ ...sampleSessionDeal, next_session: session, more_sessions: 0 }, SAMPLE_NOW, LA);
    expect(timing).toMatchObject({ startLabel: 'Today 5:30 PM', startTone: 'later', moreTimes: 0, price: 59, sessionId: session.id, amountCents: 5900 });
    expect(timing.priceDropLabel).toBe('Price drops to $45 by 5:15 PM');
  });

  it('tomorrow, and no drop line without a drop', () => {
    const timing = dealTiming({ ...sampleSessionDeal, price_drop: null, next_session: sampleSession(21 * 60), more_sessions: 0 }, SAMPLE_NOW, LA);
    expect(timing.startLabel).toBe('Tomorrow 9:00 AM');
    expect(timing.priceDropLabel).toBeUndefined();
  });

  it('a sold-out next time: 0 spots and nothing Book Now can take', () => {
    const timing = dealTiming({ ...sampleSessionDeal, next_session: sampleSession(390, { slots_left: 0 }), more_sessions: 0 }, SAMPLE_NOW, LA);
    expect(timing).toMatchObject({ slots: 0, sessionId: null });
  });

  it('open-dated: "Any time until {date}" or "Any time", the deal’s slots and list price', () => {
    expect(dealTiming({ ...sampleDeal, expires_at: '2026-12-31T20:00:00.000Z' }, SAMPLE_NOW, LA)).toEqual({
      startLabel: 'Any time until Dec 31',
      startTone: 'open',
      moreTimes: 0,
      slots: 12,
      price: 59,
      sessionId: null,
      amountCents: 5900,
    });
    expect(dealTiming({ ...sampleDeal, expires_at: '2027-01-15T20:00:00.000Z' }, SAMPLE_NOW, LA).startLabel).toBe('Any time until Jan 15, 2027');
    expect(dealTiming(sampleDeal, SAMPLE_NOW, LA).startLabel).toBe('Any time');
  });

  it('a deal with sessions but none upcoming: no times, nothing to book', () => {
    expect(dealTiming({ ...sampleSessionDeal, next_session: null, more_sessions: 0 }, SAMPLE_NOW, LA)).toMatchObject({
      startLabel: 'No upcoming times',
      slots: 0,
      sessionId: null,
    });
  });
});

describe('priceDropLabel', () => {
  it('is gone once the floor is reached', () => {
    const start = sampleSessions[1]!.starts_at;
    expect(priceDropLabel(sampleSessionDeal, start, new Date(SAMPLE_NOW.getTime() + 25 * 60_000), LA)).toBeUndefined();
    expect(priceDropLabel(sampleSessionDeal, null, SAMPLE_NOW, LA)).toBeUndefined();
  });
});

describe('sessionGroups (the time picker)', () => {
  it('groups by venue day, with full accessible names, prices now and disabled reasons', () => {
    const groups = sessionGroups(sampleSessionDeal, sampleSessions, SAMPLE_NOW, LA);
    expect(groups.map((group) => group.heading)).toEqual(['Today', 'Tomorrow', 'Saturday, November 28']);
    expect(groups[0]!.options).toEqual([
      {
        id: sampleSessions[0]!.id,
        time: '12:10 PM',
        detail: '5 spots left',
        accessibleLabel: 'Today, 12:10 PM, Booking closed',
        disabledReason: 'Booking closed',
      },
      { id: sampleSessions[1]!.id, time: '12:40 PM', detail: '2 spots left', price: '$47.55', accessibleLabel: 'Today, 12:40 PM, 2 spots left, $47.55' },
      { id: sampleSessions[2]!.id, time: '5:30 PM', detail: '6 spots left', price: '$59', accessibleLabel: 'Today, 5:30 PM, 6 spots left, $59' },
      { id: sampleSessions[3]!.id, time: '6:30 PM', detail: '0 spots left', accessibleLabel: 'Today, 6:30 PM, Sold out', disabledReason: 'Sold out' },
    ]);
    expect(groups[1]!.options[0]!.accessibleLabel).toBe('Tomorrow, 9:00 AM, 12 spots left, $59');
    expect(groups[2]!.options[0]!.accessibleLabel).toBe('Saturday, November 28, 10:00 AM, 9 spots left, $59');
  });

  it('"1 spot left"; cancelled and started times say so', () => {
    const [group] = sessionGroups(
      sampleSessionDeal,
      [sampleSession(-5, { slots_left: 1 }), sampleSession(120, { status: 'cancelled' }), sampleSession(150, { slots_left: 1 })],
      SAMPLE_NOW,
      LA,
    );
    expect(group!.options.map((option) => option.disabledReason ?? option.detail)).toEqual(['Already started', 'Cancelled', '1 spot left']);
  });

  it('nothing for no sessions', () => {
    expect(sessionGroups(sampleSessionDeal, [], SAMPLE_NOW, LA)).toEqual([]);
  });
});

describe('sessionChoice', () => {
  it('the session and its amount now; null when it cannot be booked', () => {
    expect(sessionChoice(sampleSessionDeal, sampleSessions[1]!, SAMPLE_NOW)).toEqual({ sessionId: sampleSessions[1]!.id, amountCents: 4755 });
    expect(sessionChoice(sampleSessionDeal, sampleSessions[3]!, SAMPLE_NOW)).toBeNull();
    expect(sessionChoice(sampleSessionDeal, sampleSessions[0]!, SAMPLE_NOW)).toBeNull();
  });
});

describe('sessionWhen / bookingWhen (bookings, checkout)', () => {
  it('"Today 5:30 PM", "Tomorrow 9:00 AM", "Saturday, November 28, 10:00 AM"', () => {
    expect(sessionWhen(sampleSessions[2]!.starts_at, LA, SAMPLE_NOW, LA)).toBe('Today 5:30 PM');
    expect(sessionWhen(sampleSessions[4]!.starts_at, LA, SAMPLE_NOW, LA)).toBe('Tomorrow 9:00 AM');
    expect(sessionWhen(sampleSessions[5]!.starts_at, LA, SAMPLE_NOW, LA)).toBe('Saturday, November 28, 10:00 AM');
    expect(sessionWhen(sampleSessions[2]!.starts_at, LA, SAMPLE_NOW, 'Europe/London')).toBe('Today 5:30 PM PST');
  });

  it('open-dated bookings have none', () => {
    expect(bookingWhen(sampleBooking(), SAMPLE_NOW, LA)).toBeUndefined();
    expect(bookingWhen(sampleBooking({ session_starts_at: sampleSessions[2]!.starts_at }), SAMPLE_NOW, LA)).toBe('Today 5:30 PM');
  });
});
