/**
 * Slot accounting over Postgres (the rules are @spur/domain's `holds` and `sessions`): taking a
 * slot and leaving the slot-holding statuses are the only two moves, each a single conditional
 * UPDATE. A booking of a session takes and gives back the session's spots; an open-dated deal's
 * booking the deal's.
 */
import { MESSAGES } from '@spur/contract';
import { SLOT_HOLDING_STATUSES, assertSessionBookable, conflict, holdExpiry, holdRefusal, notFound } from '@spur/domain';
import type { Clock } from '../clock';
import type { Db, Trx } from '../db/knex';
import type { BookingRow, DealRow, SessionRow } from '../db/rows';

export type InventoryService = ReturnType<typeof createInventoryService>;

/** Gives a released booking's spot back: to its session when it has one, else to its deal. */
async function giveBack(trx: Trx, booking: Pick<BookingRow, 'deal_id' | 'session_id'>): Promise<void> {
  if (booking.session_id) await trx('sessions').where({ id: booking.session_id }).increment('slots_left', 1);
  else await trx('deals').where({ id: booking.deal_id }).increment('available_slots', 1);
}

export function createInventoryService({ db, clock }: { db: Db; clock: Clock }) {
  return {
    /** When a hold taken now expires. */
    holdExpiry(): Date {
      return holdExpiry(clock.now());
    },

    /**
     * Takes one slot of an on-sale deal, atomically: the row lock of the UPDATE serialises
     * concurrent takers, and `available_slots > 0` is re-checked after each wait.
     * 404 for a deal that does not exist or was removed; 409 when sold out or expired.
     */
    async holdSlot(trx: Trx, dealId: string): Promise<DealRow> {
      const now = clock.now();
      const [taken] = await trx<DealRow>('deals')
        .where({ id: dealId })
        .where('available_slots', '>', 0)
        .whereNull('deleted_at')
        .where((q) => q.whereNull('expires_at').orWhere('expires_at', '>', now))
        .decrement('available_slots', 1)
        .returning('*');
      if (taken) return taken;

      // Refused: say why, in the shared order; a slot released since the UPDATE still counts as sold out.
      const deal = await trx<DealRow>('deals').where({ id: dealId }).first();
      throw holdRefusal(deal, now) ?? conflict(MESSAGES.soldOut);
    },

    /**
     * Takes one spot of a session of `dealId`, atomically like `holdSlot`: the UPDATE re-checks
     * after any wait that the session is scheduled, before its cut-off and not sold out.
     * 404 for a session that is not the deal's; 409 with the reason when it cannot be booked.
     */
    async holdSessionSlot(trx: Trx, dealId: string, sessionId: string): Promise<SessionRow> {
      const now = clock.now();
      const [taken] = await trx<SessionRow>('sessions')
        .where({ id: sessionId, deal_id: dealId, status: 'scheduled' })
        .where('slots_left', '>', 0)
        .whereRaw(`starts_at - make_interval(mins => cutoff_minutes) > ?`, [now])
        .decrement('slots_left', 1)
        .returning('*');
      if (taken) return taken;
      const session = await trx<SessionRow>('sessions').where({ id: sessionId, deal_id: dealId }).first();
      if (!session) throw notFound(MESSAGES.sessionNotFound);
      assertSessionBookable(session, now);
      // Released since the UPDATE: still counts as sold out.
      throw conflict(MESSAGES.sessionSoldOut);
    },

    /**
     * Cancels a booking that still holds a slot and gives the slot back. Idempotent: a second
     * call (also a concurrent one, which waits for the row lock) finds it cancelled and does
     * nothing. Returns the cancelled booking, or null when there was nothing to release.
     */
    async releaseHold(trx: Trx, bookingId: string): Promise<BookingRow | null> {
      const [released] = await trx<BookingRow>('bookings')
        .where({ id: bookingId })
        .whereIn('status', SLOT_HOLDING_STATUSES)
        .update({ status: 'cancelled', updated_at: trx.fn.now() })
        .returning('*');
      if (!released) return null;
      await giveBack(trx, released);
      return released;
    },

    /**
     * Cancels up to `limit` pending bookings whose hold has expired and releases their slots.
     * Safe on several instances at once: SKIP LOCKED hands each expired booking to one sweeper,
     * and a booking being paid or cancelled right now (row locked) is left for the next sweep.
     * Deals are restocked in id order so two sweepers never wait on each other in a cycle.
     */
    async releaseExpiredHolds(limit = 500): Promise<number> {
      const now = clock.now();
      return db.transaction(async (trx) => {
        const expired: Array<Pick<BookingRow, 'id' | 'deal_id' | 'session_id'>> = await trx('bookings')
          .select('id', 'deal_id', 'session_id')
          .where({ status: 'pending' })
          .where('hold_expires_at', '<=', now)
          .orderBy('hold_expires_at')
          .limit(limit)
          .forUpdate()
          .skipLocked();
        if (expired.length === 0) return 0;

        await trx('bookings')
          .whereIn('id', expired.map((booking) => booking.id))
          .update({ status: 'cancelled', updated_at: trx.fn.now() });
        // Spots go back to the session when the booking has one, else to the deal.
        const perStock = new Map<string, { table: 'deals' | 'sessions'; id: string; count: number }>();
        for (const { deal_id, session_id } of expired) {
          const stock = session_id ? { table: 'sessions' as const, id: session_id } : { table: 'deals' as const, id: deal_id };
          const key = `${stock.table}:${stock.id}`;
          perStock.set(key, { ...stock, count: (perStock.get(key)?.count ?? 0) + 1 });
        }
        for (const key of [...perStock.keys()].sort()) {
          const { table, id, count } = perStock.get(key)!;
          await trx(table).where({ id }).increment(table === 'sessions' ? 'slots_left' : 'available_slots', count);
        }
        return expired.length;
      });
    },
  };
}
