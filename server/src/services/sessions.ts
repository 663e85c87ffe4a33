/**
 * Sessions of a deal: the public schedule, and the owner's scheduling (add one or a repeating
 * pattern, edit, cancel with full refunds, the manifest). Rules: @spur/domain's `sessions`.
 */
import {
  MESSAGES,
  id as uuidSchema,
  type ManagedSession,
  type ManifestEntry,
  type Session,
  type SessionCancelResponse,
  type SessionCreateSchema,
  type SessionUpdateSchema,
} from '@spur/contract';
import {
  AppError,
  SLOT_HOLDING_STATUSES,
  assertOwnDeal,
  assertSessionCancellable,
  closeLines,
  conflict,
  notFound,
  offerSpotsOnSale,
  plannedEdit,
  plannedStarts,
  toManagedSession,
  toSession,
} from '@spur/domain';
import type { z } from 'zod';
import type { Clock } from '../clock';
import type { Db, Trx } from '../db/knex';
import type { BookingRow, DealRow, SessionRow, UserRow } from '../db/rows';
import type { PaymentProvider } from '../ports/payments';
import type { InventoryService } from './inventory';
import { queueBookingMail } from './outbox';
import { waitlistTransaction } from './waitlistOffers';

type SessionCreate = z.output<typeof SessionCreateSchema>;
type SessionUpdate = z.output<typeof SessionUpdateSchema>;

export type SessionsService = ReturnType<typeof createSessionsService>;

export function createSessionsService(deps: { db: Db; clock: Clock; inventory: InventoryService; payments: PaymentProvider }) {
  const { db, clock, inventory, payments } = deps;

  /** A deal on sale that the caller owns (404, then 403), locked when `trx` is given. */
  async function ownDeal(q: Db | Trx, user: UserRow, dealId: string): Promise<DealRow> {
    if (!uuidSchema.safeParse(dealId).success) throw notFound(MESSAGES.dealNotFound);
    const query = q<DealRow>('deals').where({ id: dealId });
    return assertOwnDeal(await (q === db ? query.first() : query.forUpdate().first()), user.id);
  }

  /** A session of one of the caller's deals, locked: 404 unknown, then the deal's 404/403. */
  async function ownSession(trx: Trx, user: UserRow, sessionId: string): Promise<{ session: SessionRow; deal: DealRow }> {
    if (!uuidSchema.safeParse(sessionId).success) throw notFound(MESSAGES.sessionNotFound);
    const session = await trx<SessionRow>('sessions').where({ id: sessionId }).forUpdate().first();
    if (!session) throw notFound(MESSAGES.sessionNotFound);
    return { session, deal: await ownDeal(trx, user, session.deal_id) };
  }

  const bookedCount = (session: SessionRow) => (session.status === 'scheduled' ? session.capacity - session.slots_left : 0);

  /** Starts of the deal's other scheduled sessions (duplicates are refused against them). */
  async function otherStarts(trx: Trx, dealId: string, except?: string): Promise<Date[]> {
    const query = trx<SessionRow>('sessions').where({ deal_id: dealId, status: 'scheduled' });
    if (except) query.whereNot({ id: except });
    return (await query.select('starts_at')).map((row) => row.starts_at);
  }

  return {
    /** Upcoming scheduled sessions of a listed deal, soonest first (past cut-off and sold out included). */
    async listPublic(dealId: string): Promise<Session[]> {
      if (!uuidSchema.safeParse(dealId).success) throw notFound(MESSAGES.dealNotFound);
      const deal = await db<DealRow>('deals').where({ id: dealId }).whereNull('deleted_at').first();
      if (!deal) throw notFound(MESSAGES.dealNotFound);
      const rows = await db<SessionRow>('sessions')
        .where({ deal_id: dealId, status: 'scheduled' })
        .where('starts_at', '>', clock.now())
        .orderBy('starts_at')
        .orderBy('id');
      return rows.map(toSession);
    },

    /** The owner's sessions that have not ended, cancelled ones included, soonest first. */
    async listOwn(user: UserRow, dealId: string): Promise<ManagedSession[]> {
      await ownDeal(db, user, dealId);
      const rows = await db<SessionRow>('sessions')
        .where({ deal_id: dealId })
        .whereRaw('starts_at + make_interval(mins => duration_minutes) > ?', [clock.now()])
        .orderBy('starts_at')
        .orderBy('id');
      return rows.map((row) => toManagedSession(row, bookedCount(row)));
    },

    /** One session or a repeating pattern, all or nothing. */
    async create(user: UserRow, dealId: string, input: SessionCreate): Promise<ManagedSession[]> {
      const now = clock.now();
      return db.transaction(async (trx) => {
        const deal = await ownDeal(trx, user, dealId);
        const starts = plannedStarts(input, deal.time_zone, now, await otherStarts(trx, deal.id));
        const rows = await trx<SessionRow>('sessions')
          .insert(
            starts.map((start) => ({
              deal_id: deal.id,
              starts_at: start,
              duration_minutes: input.duration_minutes,
              capacity: input.capacity,
              slots_left: input.capacity,
              cutoff_minutes: input.cutoff_minutes,
            })),
          )
          .returning('*');
        if (!deal.has_sessions) await trx('deals').where({ id: deal.id }).update({ has_sessions: true, updated_at: trx.fn.now() });
        return rows
          .sort((a, b) => a.starts_at.getTime() - b.starts_at.getTime() || (a.id < b.id ? -1 : 1))
          .map((row) => toManagedSession(row, 0));
      });
    },

    /** Capacity (never below the spots booked), cut-off, duration, and the time while nobody booked. */
    async update(user: UserRow, sessionId: string, input: SessionUpdate): Promise<ManagedSession> {
      const now = clock.now();
      return db.transaction(async (trx) => {
        const { session, deal } = await ownSession(trx, user, sessionId);
        if (session.status === 'cancelled') throw conflict(MESSAGES.sessionCancelled);
        // The other starts matter only to a start that may move.
        const others = input.starts_at ? await otherStarts(trx, deal.id, session.id) : [];
        const { slotsLeft, startsAt, cutoffMinutes: cutoff } = plannedEdit(session, input, deal.time_zone, now, others);
        const [row] = await trx<SessionRow>('sessions')
          .where({ id: session.id })
          .update({
            starts_at: startsAt,
            duration_minutes: input.duration_minutes ?? session.duration_minutes,
            capacity: input.capacity ?? session.capacity,
            slots_left: slotsLeft,
            cutoff_minutes: cutoff,
            updated_at: trx.fn.now(),
          })
          .returning('*');
        // Spots added while people wait go to them first.
        if (await offerSpotsOnSale(waitlistTransaction(trx), { deal_id: deal.id, session_id: session.id }, now)) {
          const offered = (await trx<SessionRow>('sessions').where({ id: session.id }).first())!;
          return toManagedSession(offered, bookedCount(offered));
        }
        return toManagedSession(row!, bookedCount(row!));
      });
    },

    /**
     * Cancels the session: every booking holding one of its spots is cancelled, paid ones refunded
     * in full first (a failed refund changes nothing: 502), and each paid booker's mail queued. Its
     * spots go back to the (cancelled) session, never to its waitlist, and its line closes.
     */
    async cancel(user: UserRow, sessionId: string): Promise<SessionCancelResponse> {
      const holdingBookings = (trx: Trx) =>
        trx<BookingRow>('bookings').where({ session_id: sessionId }).whereIn('status', SLOT_HOLDING_STATUSES).orderBy('id').forUpdate();
      return db.transaction(async (trx) => {
        // Bookings before the session, the order a traveler's cancel and the hold sweep take
        // (booking, then its stock): the other order deadlocks against them.
        if (uuidSchema.safeParse(sessionId).success) await holdingBookings(trx);
        const { session } = await ownSession(trx, user, sessionId);
        assertSessionCancellable(session);
        // Again under the session's lock: a booking made in between is committed by now.
        const bookings = await holdingBookings(trx);
        for (const booking of bookings) {
          if (booking.status === 'confirmed' && booking.payment_intent_id) {
            await payments
              .refund({ id: booking.id, payment_intent_id: booking.payment_intent_id, amount_cents: booking.amount_cents })
              .catch((error: unknown) => {
                throw new AppError(502, MESSAGES.refundFailed, { cause: error });
              });
            await trx('bookings').where({ id: booking.id }).update({ refunded_at: trx.fn.now() });
          }
          // The business cancelled: whatever the terms, a paid booking gets everything back.
          if (booking.status === 'confirmed') await trx('bookings').where({ id: booking.id }).update({ refund_cents: booking.amount_cents });
          await inventory.releaseHold(trx, booking.id, { toWaitlist: false });
          if (booking.status === 'confirmed') await queueBookingMail(trx, 'session_cancelled', booking.id, clock.now());
        }
        await closeLines(waitlistTransaction(trx), { deal_id: session.deal_id, session_id: session.id });
        const [row] = await trx<SessionRow>('sessions')
          .where({ id: session.id })
          .update({ status: 'cancelled', updated_at: trx.fn.now() })
          .returning('*');
        return { session: toManagedSession(row!, 0), cancelled_bookings: bookings.length };
      });
    },

    /** Who booked the session, every status, in booking order. */
    async manifest(user: UserRow, sessionId: string): Promise<ManifestEntry[]> {
      const rows = await db.transaction(async (trx) => {
        const { session } = await ownSession(trx, user, sessionId);
        return trx('bookings as b')
          .leftJoin('users as u', 'u.id', 'b.user_id')
          .where('b.session_id', session.id)
          .select('b.id', 'b.status', 'b.booking_time', 'b.amount_cents', 'b.guest_name', 'b.guest_email', 'b.checked_in_at', 'u.full_name', 'u.email')
          .orderBy('b.booking_time')
          .orderBy('b.id');
      });
      return rows.map(
        (row: { id: string; status: BookingRow['status']; booking_time: Date; amount_cents: number; checked_in_at: Date | null; guest_name: string | null; guest_email: string | null; full_name: string | null; email: string | null }) => ({
          booking_id: row.id,
          name: row.full_name ?? row.guest_name,
          email: row.email ?? row.guest_email,
          status: row.status,
          booking_time: row.booking_time.toISOString(),
          price: row.amount_cents / 100,
          checked_in_at: row.checked_in_at?.toISOString() ?? null,
        }),
      );
    },
  };
}
