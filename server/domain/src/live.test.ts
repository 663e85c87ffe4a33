import { describe, expect, it } from 'vitest';
import { DEFAULT_CANCELLATION_TERMS, MESSAGES, type Deal, type LiveEvent, type Session } from '@spur/contract';
import { applyLiveEvent, applyLiveEventToSessions, liveResumePoint } from './live';

const now = new Date('2026-11-24T20:00:00Z');
const at = (minutes: number) => new Date(now.getTime() + minutes * 60_000).toISOString();
const DEAL = '11111111-1111-4111-8111-111111111111';
const OTHER = '22222222-2222-4222-8222-222222222222';
const sid = (n: number) => `33333333-3333-4333-8333-00000000000${n}`;

const session = (n: number, minutes: number, slots = 5): Session => ({
  id: sid(n),
  deal_id: DEAL,
  starts_at: at(minutes),
  duration_minutes: 60,
  capacity: 10,
  slots_left: slots,
  cutoff_minutes: 15,
  status: 'scheduled',
});

const openDated: Deal = {
  id: DEAL,
  title: 'Paddle',
  description: '',
  price: 50,
  original_price: null,
  category: 'beach',
  location: 'Laguna Beach, CA',
  latitude: 33.54,
  longitude: -117.78,
  distance_m: 400,
  business_name: 'Laguna Adventures Co.',
  business_id: 'b1',
  available_slots: 8,
  image: null,
  bookingType: null,
  vendorShortname: null,
  rating: null,
  reviewCount: 0,
  expires_at: null,
  created_at: at(-600),
  updated_at: at(-600),
  time_zone: 'America/Los_Angeles',
  price_drop: null,
  cancellation: DEFAULT_CANCELLATION_TERMS,
  has_sessions: false,
  next_session: null,
  more_sessions: 0,
  languages: ['en'],
};

/** A dated deal: next session 1 (in an hour, 5 left), one more open (2, 5 left): 10 in all. */
const dated: Deal = { ...openDated, has_sessions: true, next_session: session(1, 60), more_sessions: 1, available_slots: 10 };

const slots = (sessionId: string | null, slotsLeft: number, change: number, startsIn: number | null = 60): Extract<LiveEvent, { type: 'slots' }> => ({
  type: 'slots',
  deal_id: DEAL,
  session_id: sessionId,
  slots_left: slotsLeft,
  change,
  starts_at: startsIn === null ? null : at(startsIn),
  cutoff_minutes: startsIn === null ? null : 15,
});

describe('applyLiveEvent', () => {
  it('asks for everything again on reload, whatever the deal', () => {
    expect(applyLiveEvent(openDated, { type: 'reload' }, now)).toBe('refetch');
  });

  it('leaves a card alone for another deal’s event', () => {
    expect(applyLiveEvent(openDated, { type: 'deal_removed', deal_id: OTHER }, now)).toBe('unchanged');
    expect(applyLiveEvent(openDated, { ...slots(null, 1, -1), deal_id: OTHER }, now)).toBe('unchanged');
  });

  it('removes a deal taken off sale', () => {
    expect(applyLiveEvent(openDated, { type: 'deal_removed', deal_id: DEAL }, now)).toBe('removed');
  });

  it('reads the deal again when it or one of its sessions changed', () => {
    expect(applyLiveEvent(dated, { type: 'deal', deal_id: DEAL }, now)).toBe('refetch');
    expect(applyLiveEvent(dated, { type: 'session', deal_id: DEAL, session: session(3, 30) }, now)).toBe('refetch');
    expect(applyLiveEvent(dated, { type: 'session_removed', deal_id: DEAL, session_id: sid(2) }, now)).toBe('refetch');
  });

  it('hands back a new object on a price step, so the card works its price out again', () => {
    const update = applyLiveEvent(dated, { type: 'price', deal_id: DEAL, session_id: sid(1), price: 45 }, now);
    expect(update).toEqual({ deal: dated });
    expect(typeof update === 'object' && update.deal).not.toBe(dated);
  });

  it('sets the spots of an open-dated deal', () => {
    expect(applyLiveEvent(openDated, slots(null, 7, -1, null), now)).toEqual({ deal: { ...openDated, available_slots: 7 } });
    expect(applyLiveEvent(openDated, slots(null, 0, -7, null), now)).toEqual({ deal: { ...openDated, available_slots: 0 } });
  });

  it('ticks the shown session and the total down', () => {
    const update = applyLiveEvent(dated, slots(sid(1), 4, -1), now);
    expect(update).toEqual({ deal: { ...dated, available_slots: 9, next_session: { ...dated.next_session!, slots_left: 4 } } });
  });

  it('changes only the total for another counted session that keeps spots', () => {
    const update = applyLiveEvent(dated, slots(sid(2), 4, -1, 120), now);
    expect(update).toEqual({ deal: { ...dated, available_slots: 9 } });
  });

  it('never counts the total below zero', () => {
    const update = applyLiveEvent({ ...dated, available_slots: 0 }, slots(sid(2), 4, -1, 120), now);
    expect(update).toEqual({ deal: { ...dated, available_slots: 0 } });
  });

  it('reads the deal again when a session sells out or reopens and the shown time or "+N more" may change', () => {
    // The shown time sells out while another has spots: the card moves on to it.
    expect(applyLiveEvent(dated, slots(sid(1), 0, -5), now)).toBe('refetch');
    // Another time sells out (or reopens): "+N more times" changes.
    expect(applyLiveEvent(dated, slots(sid(2), 0, -5, 120), now)).toBe('refetch');
    expect(applyLiveEvent(dated, slots(sid(2), 1, 1, 120), now)).toBe('refetch');
  });

  it('sells the only time out in place', () => {
    const only = { ...dated, more_sessions: 0, available_slots: 1, next_session: session(1, 60, 1) };
    expect(applyLiveEvent(only, slots(sid(1), 0, -1), now)).toEqual({
      deal: { ...only, available_slots: 0, next_session: { ...only.next_session, slots_left: 0 } },
    });
  });

  it('keeps the total of a shown session that is no longer counted (past its cut-off)', () => {
    // The card still shows it until the next refresh; its spots follow, the total does not.
    const soon = { ...dated, next_session: session(1, 10), more_sessions: 0 };
    expect(applyLiveEvent(soon, slots(sid(1), 4, -1, 10), now)).toEqual({
      deal: { ...soon, next_session: { ...soon.next_session, slots_left: 4 } },
    });
  });

  it('ignores a session the card neither shows nor counts, even when it sells out', () => {
    expect(applyLiveEvent(dated, slots(sid(2), 0, -5, 10), now)).toBe('unchanged');
    expect(applyLiveEvent(dated, slots(sid(2), 0, -5, null), now)).toBe('unchanged');
    const reopened = { ...slots(sid(2), 1, 1, 120), cutoff_minutes: null };
    expect(applyLiveEvent(dated, reopened, now, () => false)).toBe('unchanged');
  });

  it('counts a session only inside the page’s window', () => {
    const tonight = (startsAt: string) => Date.parse(startsAt) < now.getTime() + 90 * 60_000;
    expect(applyLiveEvent(dated, slots(sid(2), 4, -1, 120), now, tonight)).toBe('unchanged');
    expect(applyLiveEvent(dated, slots(sid(2), 4, -1, 60), now, tonight)).toEqual({ deal: { ...dated, available_slots: 9 } });
  });

  it('reads a missing cut-off as none', () => {
    const update = applyLiveEvent(dated, { ...slots(sid(2), 4, -1, 5), cutoff_minutes: null }, now);
    expect(update).toEqual({ deal: { ...dated, available_slots: 9 } });
  });
});

describe('applyLiveEventToSessions', () => {
  const list = [session(1, 60), session(2, 120), session(3, 180)];

  it('changes the spots of the session in place', () => {
    const next = applyLiveEventToSessions(list, DEAL, slots(sid(2), 0, -5, 120));
    expect(next.map((item) => item.slots_left)).toEqual([5, 0, 5]);
    expect(next[0]).toBe(list[0]);
  });

  it('hands back the same list when nothing it holds changed', () => {
    expect(applyLiveEventToSessions(list, DEAL, { type: 'reload' })).toBe(list);
    expect(applyLiveEventToSessions(list, DEAL, { ...slots(sid(2), 0, -5), deal_id: OTHER })).toBe(list);
    expect(applyLiveEventToSessions(list, DEAL, slots(sid(9), 0, -5))).toBe(list);
    expect(applyLiveEventToSessions(list, DEAL, slots(null, 0, -5, null))).toBe(list);
    expect(applyLiveEventToSessions(list, DEAL, { type: 'session_removed', deal_id: DEAL, session_id: sid(9) })).toBe(list);
    expect(applyLiveEventToSessions(list, DEAL, { type: 'session', deal_id: DEAL, session: { ...session(9, 30), status: 'cancelled' } })).toBe(list);
    expect(applyLiveEventToSessions(list, DEAL, { type: 'deal', deal_id: DEAL })).toBe(list);
    expect(applyLiveEventToSessions(list, DEAL, { type: 'price', deal_id: DEAL, session_id: sid(1), price: 40 })).toBe(list);
  });

  it('puts an added or moved session in start order', () => {
    const added = applyLiveEventToSessions(list, DEAL, { type: 'session', deal_id: DEAL, session: session(4, 90) });
    expect(added.map((item) => item.id)).toEqual([sid(1), sid(4), sid(2), sid(3)]);
    const moved = applyLiveEventToSessions(list, DEAL, { type: 'session', deal_id: DEAL, session: session(1, 150) });
    expect(moved.map((item) => item.id)).toEqual([sid(2), sid(1), sid(3)]);
  });

  it('drops a cancelled or deleted session', () => {
    const cancelled = applyLiveEventToSessions(list, DEAL, { type: 'session', deal_id: DEAL, session: { ...session(2, 120), status: 'cancelled' } });
    expect(cancelled.map((item) => item.id)).toEqual([sid(1), sid(3)]);
    const removed = applyLiveEventToSessions(list, DEAL, { type: 'session_removed', deal_id: DEAL, session_id: sid(3) });
    expect(removed.map((item) => item.id)).toEqual([sid(1), sid(2)]);
  });
});

describe('liveResumePoint', () => {
  it('takes the header, else the query; neither means a first connection', () => {
    expect(liveResumePoint(' 42 ', '7')).toBe(42);
    expect(liveResumePoint('', '7')).toBe(7);
    expect(liveResumePoint(null, undefined)).toBeUndefined();
    expect(liveResumePoint('', ['7', '8'])).toBeUndefined();
  });

  it('refuses what is not an id with 400', () => {
    for (const bad of ['abc', '-1', '1.5', '1234567890123456']) {
      expect(() => liveResumePoint(bad, undefined)).toThrow(expect.objectContaining({ status: 400, message: MESSAGES.validLastEventId }));
    }
  });
});
