/**
 * A session's rules: when it can be booked, which one a card shows, what a business may change,
 * and the sessions a repeating pattern creates.
 */
import {
  MESSAGES,
  SESSION_LIMITS,
  type RepeatDays,
  type RepeatRule,
  type SessionStatus,
} from '@spur/contract';
import { badRequest, conflict } from './errors';
import { millis, type Instant } from './time';
import { formatDay, formatTime } from './timeFormat';
import { addDays, dayOfWeek, zonedInstant } from './zonedTime';

/** The fields of a session the rules read. */
export interface SessionState {
  starts_at: Instant;
  cutoff_minutes: number;
  slots_left: number;
  status: SessionStatus | string;
}

/** bookable, or why not: shown beside a disabled time and as the 409 of a refused hold. */
export type SessionAvailability = 'bookable' | 'sold_out' | 'cut_off' | 'started' | 'cancelled';

/** When booking closes: the start minus the cut-off. */
export const bookingClosesAt = (session: Pick<SessionState, 'starts_at' | 'cutoff_minutes'>): number =>
  millis(session.starts_at) - session.cutoff_minutes * 60_000;

/** Still open for booking by time (scheduled, before its cut-off), whatever its spots. */
export function isOpenForBooking(session: Omit<SessionState, 'slots_left'>, now: Date): boolean {
  return session.status === 'scheduled' && now.getTime() < bookingClosesAt(session);
}

/** Whether a session can be booked at `now`, and if not why (cancelled, started, cut off, sold out, in that order). */
export function sessionAvailability(session: SessionState, now: Date): SessionAvailability {
  if (session.status === 'cancelled') return 'cancelled';
  if (now.getTime() >= millis(session.starts_at)) return 'started';
  if (now.getTime() >= bookingClosesAt(session)) return 'cut_off';
  if (session.slots_left <= 0) return 'sold_out';
  return 'bookable';
}

const REFUSALS: Record<Exclude<SessionAvailability, 'bookable'>, string> = {
  cancelled: MESSAGES.sessionCancelled,
  started: MESSAGES.sessionStarted,
  cut_off: MESSAGES.sessionCutOff,
  sold_out: MESSAGES.sessionSoldOut,
};

/** The message for a session that cannot be booked, or null when it can. */
export function sessionRefusalMessage(session: SessionState, now: Date): string | null {
  const availability = sessionAvailability(session, now);
  return availability === 'bookable' ? null : REFUSALS[availability];
}

/** Taking a spot of a session: 409 with the reason when it cannot be booked now. */
export function assertSessionBookable(session: SessionState, now: Date): void {
  const message = sessionRefusalMessage(session, now);
  if (message) throw conflict(message);
}

/**
 * A payment confirms its booking only while its session may still be booked by time (not
 * cancelled, before its cut-off); after that it is refunded at once. Spots are not re-checked: the
 * pending booking already holds one.
 */
export const paymentStillAccepted = (session: Omit<SessionState, 'slots_left'>, now: Date): boolean => isOpenForBooking(session, now);

/**
 * The session a card shows among a deal's sessions (already narrowed to the `when` window): the
 * soonest open for booking with spots left, else the soonest open one that is sold out; and how
 * many others are open with spots left ("+3 more times").
 */
export function nextSession<S extends SessionState>(sessions: readonly S[], now: Date): { next: S | null; more: number } {
  const open = sessions
    .filter((session) => isOpenForBooking(session, now))
    .sort((a, b) => millis(a.starts_at) - millis(b.starts_at));
  const withSpots = open.filter((session) => session.slots_left > 0);
  const next = withSpots[0] ?? open[0] ?? null;
  return { next, more: withSpots.filter((session) => session !== next).length };
}

/** A new or moved start: in the future, after its own cut-off, within a year (400 otherwise). */
export function assertSessionStart(startsAt: Date, cutoffMinutes: number, now: Date): void {
  if (startsAt.getTime() <= now.getTime()) throw badRequest(MESSAGES.sessionInPast);
  if (startsAt.getTime() - cutoffMinutes * 60_000 <= now.getTime()) throw badRequest(MESSAGES.sessionBeforeCutoff);
  if (startsAt.getTime() > now.getTime() + SESSION_LIMITS.maxDaysAhead * 86_400_000) throw badRequest(MESSAGES.sessionTooFarAhead);
}

/**
 * What an edit may change: the time only while nobody has booked; the capacity never below the
 * spots booked. Returns the new spots left.
 */
export function sessionEdit(
  current: { capacity: number; slots_left: number; starts_at: Instant },
  edit: { capacity?: number | undefined; starts_at?: string | undefined },
): { slotsLeft: number } {
  const booked = current.capacity - current.slots_left;
  const moves = edit.starts_at !== undefined && Date.parse(edit.starts_at) !== millis(current.starts_at);
  if (moves && booked > 0) throw conflict(MESSAGES.sessionHasBookings);
  const capacity = edit.capacity ?? current.capacity;
  if (capacity < booked) throw badRequest(MESSAGES.capacityBelowSold(booked));
  return { slotsLeft: capacity - booked };
}

/** A session can be cancelled once: 409 when it already is. */
export function assertSessionCancellable(session: Pick<SessionState, 'status'>): void {
  if (session.status === 'cancelled') throw conflict(MESSAGES.sessionAlreadyCancelled);
}

const DAY_FILTERS: Record<RepeatDays, (weekday: number) => boolean> = {
  daily: () => true,
  weekdays: (weekday) => weekday >= 1 && weekday <= 5,
  weekends: (weekday) => weekday === 0 || weekday === 6,
};

/**
 * The starts a repeating pattern creates, in venue time (so 9:00 stays 9:00 across a daylight
 * saving change): every matching day from `start_date` for `weeks` weeks, at each time. Starts
 * already past their cut-off are skipped; 400 when none is left or too many would be made.
 */
export function expandRepeat(rule: RepeatRule, zone: string, cutoffMinutes: number, now: Date): Date[] {
  const starts: Date[] = [];
  const times = [...rule.times].sort();
  for (let offset = 0; offset < rule.weeks * 7; offset += 1) {
    const date = addDays(rule.start_date, offset);
    if (!DAY_FILTERS[rule.days](dayOfWeek(date))) continue;
    for (const time of times) {
      const start = zonedInstant(date, time, zone);
      if (start.getTime() - cutoffMinutes * 60_000 > now.getTime()) starts.push(start);
    }
  }
  if (starts.length === 0) throw badRequest(MESSAGES.repeatCreatesNothing);
  if (starts.length > SESSION_LIMITS.maxSessionsPerRequest) throw badRequest(MESSAGES.tooManySessions);
  const last = starts[starts.length - 1]!;
  if (last.getTime() > now.getTime() + SESSION_LIMITS.maxDaysAhead * 86_400_000) throw badRequest(MESSAGES.sessionTooFarAhead);
  return starts;
}

/** A start as a business reads it in messages: "Saturday, November 28 9:00 AM", "Today 5:30 PM". */
export const describeStart = (start: Date, now: Date, zone: string): string => `${formatDay(start, now, zone)} ${formatTime(start, { zone })}`;

/**
 * New starts must not repeat a scheduled session of the same deal: 409 naming the first clashes
 * in venue time.
 */
export function assertNoDuplicateStarts(starts: readonly Date[], existing: readonly Instant[], now: Date, zone: string): void {
  const taken = new Set(existing.map(millis));
  const clashes = starts.filter((start) => taken.has(start.getTime()));
  if (clashes.length > 0) throw conflict(MESSAGES.duplicateSessions(clashes.slice(0, 3).map((start) => describeStart(start, now, zone)).join(', ')));
}

/**
 * The starts a scheduling request creates, checked in the backends' order: one start (future,
 * after its cut-off, within a year) or a pattern's (`expandRepeat`), none on the start of a
 * scheduled session of the deal (`existing`).
 */
export function plannedStarts(
  request: { starts_at?: string | undefined; repeat?: RepeatRule | undefined; cutoff_minutes: number },
  zone: string,
  now: Date,
  existing: readonly Instant[],
): Date[] {
  let starts: Date[];
  if (request.starts_at) {
    const start = new Date(request.starts_at);
    assertSessionStart(start, request.cutoff_minutes, now);
    starts = [start];
  } else {
    starts = expandRepeat(request.repeat!, zone, request.cutoff_minutes, now);
  }
  assertNoDuplicateStarts(starts, existing, now, zone);
  return starts;
}

/**
 * An edit of a session, checked in the backends' order: `sessionEdit` (the time locked once
 * booked, capacity not below the spots sold), then a moved start (future, after its cut-off, not
 * on another scheduled session's start: `otherStarts`, only read when the start moves).
 */
export function plannedEdit(
  current: { capacity: number; slots_left: number; starts_at: Instant; cutoff_minutes: number },
  edit: { starts_at?: string | undefined; capacity?: number | undefined; cutoff_minutes?: number | undefined },
  zone: string,
  now: Date,
  otherStarts: readonly Instant[],
): { slotsLeft: number; startsAt: Date; cutoffMinutes: number } {
  const { slotsLeft } = sessionEdit(current, edit);
  const startsAt = new Date(edit.starts_at ?? millis(current.starts_at));
  const cutoffMinutes = edit.cutoff_minutes ?? current.cutoff_minutes;
  if (startsAt.getTime() !== millis(current.starts_at)) {
    assertSessionStart(startsAt, cutoffMinutes, now);
    assertNoDuplicateStarts([startsAt], otherStarts, now, zone);
  }
  return { slotsLeft, startsAt, cutoffMinutes };
}

/**
 * A checkout or hold names a session exactly when the deal has sessions: 400 "choose a time" for
 * a deal with sessions, 400 for a session named on an open-dated deal.
 */
export function assertSessionChoice(hasSessions: boolean, sessionId: string | undefined): void {
  if (hasSessions && !sessionId) throw badRequest(MESSAGES.sessionRequired);
  if (!hasSessions && sessionId) throw badRequest(MESSAGES.openDatedDeal);
}

/**
 * The catalogue's order (the in-browser backend sorts with it; the server's SQL orders the same
 * way): deals with a session to show first, soonest start first; then open-dated deals, newest
 * first; ties by id.
 */
export function catalogueOrder(
  a: { id: string; created_at: Instant; next_start: Instant | null },
  b: { id: string; created_at: Instant; next_start: Instant | null },
): number {
  if (a.next_start !== null && b.next_start !== null) return millis(a.next_start) - millis(b.next_start) || (a.id < b.id ? -1 : 1);
  if (a.next_start !== null) return -1;
  if (b.next_start !== null) return 1;
  return millis(b.created_at) - millis(a.created_at) || (a.id < b.id ? 1 : -1);
}
