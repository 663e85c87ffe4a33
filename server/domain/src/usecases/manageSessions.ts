/**
 * A business schedules its deals' sessions: add one or a repeating pattern, edit one, cancel one
 * with full refunds (`DealsStoreTransaction`'s operations). Rules: `sessions.ts`.
 */
import { DEFAULT_TIME_ZONE, MESSAGES, type ManagedSession, type SessionCancelResponse, type SessionCreateSchema, type SessionUpdateSchema } from '@spur/contract';
import type { z } from 'zod';
import { refundsOnCancel } from '../bookings';
import { conflict, notFound } from '../errors';
import { toManagedSession } from '../mappers';
import type { DealRow, RowValues, SessionRow } from '../rows';
import { assertSessionCancellable, plannedEdit, plannedStarts } from '../sessions';
import { millis } from '../time';
import { ownDeal } from './manageDeals';
import { refundOrFail } from './refunds';
import type { Store, StoreTransaction } from './store';
import { closeLines, offerSpotsOnSale } from './waitlistOffers';

/** A session of one of the caller's deals, both locked until the transaction ends: 404 unknown, then its deal's 404/403. */
export async function ownSession<V extends RowValues>(tx: StoreTransaction<V>, userId: string, sessionId: string): Promise<{ session: SessionRow<V>; deal: DealRow<V> }> {
  const session = await tx.lockSession(sessionId);
  if (!session) throw notFound(MESSAGES.sessionNotFound);
  return { session, deal: await ownDeal(tx, userId, session.deal_id) };
}

/** Soonest first, ties by id. */
const soonestFirst = (a: SessionRow<RowValues>, b: SessionRow<RowValues>) => millis(a.starts_at) - millis(b.starts_at) || (a.id < b.id ? -1 : 1);

/** One session or a repeating pattern, all or nothing; the deal is no longer open-dated. Soonest first. */
export async function addSessions<V extends RowValues>(
  store: Store<V>,
  request: { userId: string; dealId: string; input: z.output<typeof SessionCreateSchema>; now: Date },
): Promise<ManagedSession[]> {
  const { input, now } = request;
  return store.transaction(async (tx) => {
    const deal = await ownDeal(tx, request.userId, request.dealId);
    const starts = plannedStarts(input, deal.time_zone || DEFAULT_TIME_ZONE, now, await tx.scheduledStarts(deal.id));
    const { duration_minutes, capacity, cutoff_minutes } = input;
    const rows = await tx.insertSessions(starts.map((starts_at) => ({ deal_id: deal.id, starts_at, duration_minutes, capacity, slots_left: capacity, cutoff_minutes })));
    if (!deal.has_sessions) await tx.updateDeal(deal.id, { has_sessions: true });
    return rows.sort(soonestFirst).map(toManagedSession);
  });
}

/**
 * Capacity (never below the spots booked), cut-off, duration, and the time while nobody booked
 * (`plannedEdit`); 409 for a cancelled session. Spots added while people wait go to them first.
 */
export async function editSession<V extends RowValues>(
  store: Store<V>,
  request: { userId: string; sessionId: string; input: z.output<typeof SessionUpdateSchema>; now: Date },
): Promise<ManagedSession> {
  const { input, now } = request;
  return store.transaction(async (tx) => {
    const { session, deal } = await ownSession(tx, request.userId, request.sessionId);
    if (session.status === 'cancelled') throw conflict(MESSAGES.sessionCancelled);
    // The other starts matter only to a start that may move.
    const others = input.starts_at ? await tx.scheduledStarts(deal.id, session.id) : [];
    const { slotsLeft, startsAt, cutoffMinutes } = plannedEdit(session, input, deal.time_zone || DEFAULT_TIME_ZONE, now, others);
    const updated = await tx.updateSession(session.id, {
      starts_at: startsAt,
      duration_minutes: input.duration_minutes ?? session.duration_minutes,
      capacity: input.capacity ?? session.capacity,
      slots_left: slotsLeft,
      cutoff_minutes: cutoffMinutes,
    });
    const offered = await offerSpotsOnSale(tx, { deal_id: deal.id, session_id: session.id }, now);
    return toManagedSession(offered > 0 ? (await tx.findSession(deal.id, session.id))! : updated);
  });
}

/**
 * Cancels the session: every booking holding one of its spots is cancelled, paid ones refunded
 * in full first (a failed refund changes nothing: 502), and each paid booker's mail queued. Its
 * spots go back to the (cancelled) session, never to its waitlist, and its line closes.
 */
export async function cancelSession<V extends RowValues>(store: Store<V>, request: { userId: string; sessionId: string; now: Date }): Promise<SessionCancelResponse> {
  const { sessionId, now } = request;
  return store.transaction(async (tx) => {
    // Bookings before the session, the order a traveler's cancel and the hold sweep take
    // (booking, then its stock): the other order deadlocks against them.
    await tx.lockHoldingBookings(sessionId);
    const { session } = await ownSession(tx, request.userId, sessionId);
    assertSessionCancellable(session);
    // Again under the session's lock: a booking made in between is committed by now.
    const bookings = await tx.lockHoldingBookings(session.id);
    for (const booking of bookings) {
      const confirmed = booking.status === 'confirmed';
      const refunded = refundsOnCancel(booking);
      if (refunded) await refundOrFail(tx, { bookingId: booking.id, paymentIntentId: booking.payment_intent_id!, amountCents: booking.amount_cents }, now);
      // The business cancelled: whatever the terms, a paid booking gets everything back.
      if (confirmed) await tx.recordRefund(booking.id, { refund_cents: booking.amount_cents, refunded });
      await tx.releaseSpotsToSale(booking.id);
      if (confirmed) await tx.queueMail('session_cancelled', booking.id, now);
    }
    await closeLines(tx, { deal_id: session.deal_id, session_id: session.id });
    const cancelled = await tx.updateSession(session.id, { status: 'cancelled' });
    return { session: toManagedSession(cancelled), cancelled_bookings: bookings.length };
  });
}
