import { describe, expect, it } from 'vitest';
import type { Session } from '@spur/contract';
import { dealChangeEvent, reviewChangeEvent, sessionChangeEvent } from './liveChanges';

const DEAL = '11111111-1111-4111-8111-111111111111';
const session: Session = {
  id: '33333333-3333-4333-8333-000000000001',
  deal_id: DEAL,
  starts_at: '2026-11-24T21:00:00.000Z',
  duration_minutes: 60,
  capacity: 10,
  slots_left: 5,
  cutoff_minutes: 15,
  status: 'scheduled',
};
const deal = { id: DEAL, title: 'Paddle', available_slots: 8, deleted_at: null as string | null, updated_at: 'a' };

describe('sessionChangeEvent', () => {
  it('tells an added session', () => {
    expect(sessionChangeEvent(null, session)).toEqual({ type: 'session', deal_id: DEAL, session });
  });

  it('tells a change of spots alone as slots, with the change and what decides whether it counts', () => {
    expect(sessionChangeEvent(session, { ...session, slots_left: 4 })).toEqual({
      type: 'slots',
      deal_id: DEAL,
      session_id: session.id,
      slots_left: 4,
      change: -1,
      starts_at: session.starts_at,
      cutoff_minutes: 15,
    });
  });

  it('tells any other change (moved, resized, cancelled) as the session', () => {
    const resized = { ...session, capacity: 12, slots_left: 7 };
    expect(sessionChangeEvent(session, resized)).toEqual({ type: 'session', deal_id: DEAL, session: resized });
    const cancelled = { ...session, status: 'cancelled' as const };
    expect(sessionChangeEvent(session, cancelled)).toEqual({ type: 'session', deal_id: DEAL, session: cancelled });
  });

  it('tells a deleted session, and nothing for a write that changed nothing', () => {
    expect(sessionChangeEvent(session, null)).toEqual({ type: 'session_removed', deal_id: DEAL, session_id: session.id });
    expect(sessionChangeEvent(session, { ...session })).toBeNull();
    expect(sessionChangeEvent(null, null)).toBeNull();
  });
});

describe('dealChangeEvent', () => {
  it('tells an added deal', () => {
    expect(dealChangeEvent(null, deal)).toEqual({ type: 'deal', deal_id: DEAL });
  });

  it('tells a change of spots alone as slots of the deal', () => {
    expect(dealChangeEvent(deal, { ...deal, available_slots: 7 })).toEqual({
      type: 'slots',
      deal_id: DEAL,
      session_id: null,
      slots_left: 7,
      change: -1,
      starts_at: null,
      cutoff_minutes: null,
    });
  });

  it('tells any other change as the deal', () => {
    expect(dealChangeEvent(deal, { ...deal, title: 'Kayak', updated_at: 'b' })).toEqual({ type: 'deal', deal_id: DEAL });
    expect(dealChangeEvent(deal, { ...deal, available_slots: 9, updated_at: 'b' })).toEqual({ type: 'deal', deal_id: DEAL });
  });

  it('tells a deal deleted or taken off sale as removed', () => {
    expect(dealChangeEvent(deal, null)).toEqual({ type: 'deal_removed', deal_id: DEAL });
    expect(dealChangeEvent(deal, { ...deal, deleted_at: 'b' })).toEqual({ type: 'deal_removed', deal_id: DEAL });
  });

  it('tells nothing of a deal off sale, or of a write that changed nothing', () => {
    const gone = { ...deal, deleted_at: 'b' };
    expect(dealChangeEvent(gone, { ...gone, title: 'Kayak' })).toBeNull();
    expect(dealChangeEvent(gone, null)).toBeNull();
    expect(dealChangeEvent(null, gone)).toBeNull();
    expect(dealChangeEvent(deal, { ...deal })).toBeNull();
  });
});

describe('reviewChangeEvent', () => {
  const review = { deal_id: '5eed0000-0000-4000-8000-000000000001' };
  it('a new review changes its deal (rating and count); an answer or a removal tells nothing', () => {
    expect(reviewChangeEvent(null, review)).toEqual({ type: 'deal', deal_id: review.deal_id });
    expect(reviewChangeEvent(review, { ...review })).toBeNull();
    expect(reviewChangeEvent(review, null)).toBeNull();
  });
});
