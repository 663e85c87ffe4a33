import { describe, expect, it } from 'vitest';
import { MESSAGES, WAITLIST_CLAIM_MINUTES } from '@spur/contract';
import {
  assertClaimable,
  assertLeavable,
  assertWaitlistJoinable,
  lineClosedByBusiness,
  lineClosure,
  nextInLine,
  offerExpiry,
  offerRanOut,
  shownWaitlistStatus,
  waitlistOpen,
  waitlistPerson,
  type WaitlistTarget,
} from './waitlist';

const now = new Date('2026-11-01T12:00:00.000Z');
const inMinutes = (minutes: number) => new Date(now.getTime() + minutes * 60_000);
const deal: { expires_at: string | null; deleted_at: string | null; available_slots: number } = { expires_at: null, deleted_at: null, available_slots: 0 };
const session = { starts_at: inMinutes(120), cutoff_minutes: 30, slots_left: 0, status: 'scheduled' };
const target = (changes: Partial<typeof session> = {}, dealChanges: Partial<typeof deal> = {}): WaitlistTarget => ({
  deal: { ...deal, ...dealChanges },
  session: { ...session, ...changes },
});
const failure = (run: () => void) => {
  try {
    run();
  } catch (error) {
    return { status: (error as { status: number }).status, message: (error as Error).message };
  }
  return null;
};

describe('joining', () => {
  it('is open for a sold-out session before its cut-off, and for a sold-out open-dated deal', () => {
    expect(failure(() => assertWaitlistJoinable(target(), now))).toBeNull();
    expect(failure(() => assertWaitlistJoinable({ deal, session: null }, now))).toBeNull();
  });

  it('is closed once booking closed: past the cut-off, started, cancelled, the deal expired or removed', () => {
    const closed = { status: 409, message: MESSAGES.waitlistClosed };
    expect(failure(() => assertWaitlistJoinable(target({ starts_at: inMinutes(30) }), now))).toEqual(closed);
    expect(failure(() => assertWaitlistJoinable(target({ starts_at: inMinutes(-5) }), now))).toEqual(closed);
    expect(failure(() => assertWaitlistJoinable(target({ status: 'cancelled' }), now))).toEqual(closed);
    expect(failure(() => assertWaitlistJoinable({ deal: { ...deal, expires_at: now.toISOString() }, session: null }, now))).toEqual(closed);
    expect(failure(() => assertWaitlistJoinable(target({}, { deleted_at: now.toISOString() }), now))).toEqual(closed);
    expect(waitlistOpen(target({ starts_at: inMinutes(30) }), now)).toBe(false);
    expect(waitlistOpen(target({ starts_at: inMinutes(31) }), now)).toBe(true);
  });

  it('is refused while spots are left: book one instead', () => {
    const open = { status: 409, message: MESSAGES.waitlistNotSoldOut };
    expect(failure(() => assertWaitlistJoinable(target({ slots_left: 1 }), now))).toEqual(open);
    expect(failure(() => assertWaitlistJoinable({ deal: { ...deal, available_slots: 2 }, session: null }, now))).toEqual(open);
  });

  it('takes the account, else the guest address normalised, else 400', () => {
    expect(waitlistPerson({ id: 'u1' }, 'ignored@example.com')).toEqual({ user_id: 'u1', email: null });
    expect(waitlistPerson(undefined, ' Sam@Example.COM ')).toEqual({ user_id: null, email: 'sam@example.com' });
    expect(failure(() => waitlistPerson(undefined, undefined))).toEqual({ status: 400, message: MESSAGES.enterEmail });
  });
});

describe('offers', () => {
  const offered = { status: 'offered', user_id: null, offer_expires_at: offerExpiry(now) };

  it(`hold the spot for WAITLIST_CLAIM_MINUTES (${WAITLIST_CLAIM_MINUTES})`, () => {
    expect(offerExpiry(now).getTime() - now.getTime()).toBe(WAITLIST_CLAIM_MINUTES * 60_000);
  });

  it('run out at the end of the window, and read as expired from then on', () => {
    const end = offerExpiry(now);
    expect(offerRanOut(offered, new Date(end.getTime() - 1))).toBe(false);
    expect(offerRanOut(offered, end)).toBe(true);
    expect(shownWaitlistStatus(offered, new Date(end.getTime() - 1))).toBe('offered');
    expect(shownWaitlistStatus(offered, end)).toBe('expired');
    expect(shownWaitlistStatus({ status: 'waiting', user_id: null, offer_expires_at: null }, end)).toBe('waiting');
  });

  it('go to the earliest waiting person (ties by id), never to one offered, left or done', () => {
    const entries = [
      { id: 'b', status: 'waiting', created_at: inMinutes(2) },
      { id: 'z', status: 'offered', created_at: inMinutes(0) },
      { id: 'c', status: 'waiting', created_at: inMinutes(1) },
      { id: 'a', status: 'waiting', created_at: inMinutes(1) },
      { id: 'y', status: 'left', created_at: inMinutes(0) },
    ];
    expect(nextInLine(entries)?.id).toBe('a');
    expect(nextInLine(entries.filter((entry) => entry.status !== 'waiting'))).toBeNull();
  });

  it("are claimed by their guest's token holder, or by their account only (403 first)", () => {
    expect(failure(() => assertClaimable(offered, undefined, now))).toBeNull();
    const mine = { ...offered, user_id: 'u1' };
    expect(failure(() => assertClaimable(mine, 'u1', now))).toBeNull();
    const forAccount = { status: 403, message: MESSAGES.waitlistOfferForAccount };
    expect(failure(() => assertClaimable(mine, 'u2', now))).toEqual(forAccount);
    expect(failure(() => assertClaimable({ ...mine, status: 'claimed' }, undefined, now))).toEqual(forAccount);
  });

  it('cannot be claimed once expired, used, left, closed, before one is made, or when unknown', () => {
    expect(failure(() => assertClaimable(offered, undefined, offerExpiry(now)))).toEqual({ status: 409, message: MESSAGES.waitlistOfferExpired });
    expect(failure(() => assertClaimable({ ...offered, status: 'expired' }, undefined, now))).toEqual({ status: 409, message: MESSAGES.waitlistOfferExpired });
    expect(failure(() => assertClaimable({ ...offered, status: 'claimed' }, undefined, now))).toEqual({ status: 409, message: MESSAGES.waitlistOfferUsed });
    expect(failure(() => assertClaimable({ ...offered, status: 'left' }, undefined, now))).toEqual({ status: 409, message: MESSAGES.waitlistLeft });
    expect(failure(() => assertClaimable({ ...offered, status: 'waiting' }, undefined, now))).toEqual({ status: 409, message: MESSAGES.waitlistNoOffer });
    expect(failure(() => assertClaimable({ ...offered, status: 'closed' }, undefined, now))).toEqual({ status: 409, message: MESSAGES.waitlistClosed });
    expect(failure(() => assertClaimable(undefined, undefined, now))).toEqual({ status: 404, message: MESSAGES.waitlistNotFound });
  });
});

describe('leaving', () => {
  it('is possible while waiting or offered, not after', () => {
    const entry = { user_id: null, offer_expires_at: offerExpiry(now) };
    expect(failure(() => assertLeavable({ ...entry, status: 'waiting' }, now))).toBeNull();
    expect(failure(() => assertLeavable({ ...entry, status: 'offered' }, now))).toBeNull();
    expect(failure(() => assertLeavable({ ...entry, status: 'left' }, now))).toEqual({ status: 409, message: MESSAGES.waitlistLeft });
    expect(failure(() => assertLeavable({ ...entry, status: 'claimed' }, now))).toEqual({ status: 409, message: MESSAGES.waitlistOfferUsed });
    expect(failure(() => assertLeavable({ ...entry, status: 'closed' }, now))).toEqual({ status: 409, message: MESSAGES.waitlistClosed });
    expect(failure(() => assertLeavable(null, now))).toEqual({ status: 404, message: MESSAGES.waitlistNotFound });
  });
});

describe('a line its business closed', () => {
  it('is one whose session was cancelled or whose deal was removed, not one merely past its time', () => {
    expect(lineClosedByBusiness(target({ status: 'cancelled' }))).toBe(true);
    expect(lineClosedByBusiness(target({}, { deleted_at: now.toISOString() }))).toBe(true);
    expect(lineClosedByBusiness({ deal: { ...deal, deleted_at: now.toISOString() }, session: null })).toBe(true);
    expect(lineClosedByBusiness(target({ starts_at: inMinutes(-5) }))).toBe(false);
    expect(lineClosedByBusiness({ deal, session: null })).toBe(false);
  });

  it('closes every live place and gives back the spots held for offers, leaving finished places alone', () => {
    const entries = (['waiting', 'offered', 'claimed', 'expired', 'left', 'closed'] as const).map((status) => ({ id: status, status }));
    const { close, unhold } = lineClosure(entries);
    expect(close.map((entry) => entry.id)).toEqual(['waiting', 'offered']);
    expect(unhold.map((entry) => entry.id)).toEqual(['offered']);
    expect(lineClosure([])).toEqual({ close: [], unhold: [] });
  });
});
