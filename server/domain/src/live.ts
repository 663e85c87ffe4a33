/**
 * How a live event changes what an open page shows, one function for each thing a page holds: a
 * card's deal and a deal's list of sessions. A change the page cannot work out from the event
 * alone (which session a card shows next, a deal's new title) asks for the deal to be read again.
 */
import { MESSAGES, type Deal, type LiveEvent, type Session } from '@spur/contract';
import { badRequest } from './errors';
import { isOpenForBooking } from './sessions';

const EVENT_ID = /^\d{1,15}$/;

/**
 * Where a reconnecting stream resumes: the `Last-Event-ID` header, else `?lastEventId=` (for
 * clients that cannot set headers); undefined when neither is given, 400 when it is not an id.
 */
export function liveResumePoint(header: string | null | undefined, query: unknown): number | undefined {
  const raw = header?.trim() || (typeof query === 'string' ? query : '');
  if (raw === '') return undefined;
  if (!EVENT_ID.test(raw)) throw badRequest(MESSAGES.validLastEventId);
  return Number(raw);
}

/** The deal with the event applied; `refetch`: read it again; `removed`: it left the catalogue. */
export type DealUpdate = { deal: Deal } | 'refetch' | 'removed' | 'unchanged';

/**
 * Applies `event` to a card's deal. `counts(startsAt)` says whether a session starting then is in
 * the page's `when` window (default: every session counts), as the card's total is taken over it.
 */
export function applyLiveEvent(deal: Deal, event: LiveEvent, now: Date, counts: (startsAt: string) => boolean = () => true): DealUpdate {
  if (event.type === 'reload') return 'refetch';
  if (event.deal_id !== deal.id) return 'unchanged';
  switch (event.type) {
    case 'deal_removed':
      return 'removed';
    case 'deal':
    case 'session':
    case 'session_removed':
      return 'refetch';
    case 'price':
      // Prices are worked out from the clock (`priceCentsAt`); a new object makes the card read it again.
      return { deal: { ...deal } };
    case 'slots':
      return applySlots(deal, event, now, counts);
  }
}

function applySlots(
  deal: Deal,
  event: Extract<LiveEvent, { type: 'slots' }>,
  now: Date,
  counts: (startsAt: string) => boolean,
): DealUpdate {
  if (event.session_id === null) return { deal: { ...deal, available_slots: event.slots_left } };
  const before = event.slots_left - event.change;
  const next = deal.next_session;
  const isNext = next?.id === event.session_id;
  const counted =
    event.starts_at !== null &&
    isOpenForBooking({ starts_at: event.starts_at, cutoff_minutes: event.cutoff_minutes ?? 0, status: 'scheduled' }, now) &&
    counts(event.starts_at);
  // A session the card neither shows nor counts (closed, outside the `when` window) cannot change it.
  if (!isNext && !counted) return 'unchanged';
  // Which session the card shows, and "+N more times", change when a session sells out or reopens.
  const crossedZero = (before > 0) !== (event.slots_left > 0);
  if (crossedZero && (!isNext || deal.more_sessions > 0)) return 'refetch';
  return {
    deal: {
      ...deal,
      available_slots: counted ? Math.max(0, deal.available_slots + event.change) : deal.available_slots,
      next_session: isNext && next ? { ...next, slots_left: event.slots_left } : next,
    },
  };
}

/**
 * Applies `event` to a deal's sessions as the deal page and the time picker list them (in start
 * order): spots change in place, an added or moved session takes its place, a cancelled or deleted
 * one leaves the list. The same array comes back when nothing changed.
 */
export function applyLiveEventToSessions(sessions: readonly Session[], dealId: string, event: LiveEvent): readonly Session[] {
  if (event.type === 'reload' || event.deal_id !== dealId) return sessions;
  switch (event.type) {
    case 'slots': {
      const index = sessions.findIndex((session) => session.id === event.session_id);
      if (index < 0) return sessions;
      return sessions.map((session, at) => (at === index ? { ...session, slots_left: event.slots_left } : session));
    }
    case 'session': {
      const others = sessions.filter((session) => session.id !== event.session.id);
      if (event.session.status === 'cancelled') return others.length === sessions.length ? sessions : others;
      return [...others, event.session].sort((a, b) => Date.parse(a.starts_at) - Date.parse(b.starts_at));
    }
    case 'session_removed': {
      const others = sessions.filter((session) => session.id !== event.session_id);
      return others.length === sessions.length ? sessions : others;
    }
    default:
      return sessions;
  }
}
