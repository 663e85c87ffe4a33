/**
 * Slot accounting over Postgres (the rules are @spur/domain's `holds` and `sessions`): taking a
 * slot and leaving the slot-holding statuses are the only two moves, each a single conditional
 * UPDATE. A booking of a session takes the session's spots; an open-dated deal's booking the
 * deal's. A spot given back goes to the waitlist's first person when someone waits
 * (`giveBackSpots`), otherwise back on sale.
 */
import { MESSAGES } from '@spur/contract';
import { SLOT_HOLDING_STATUSES, assertSessionBookable, conflict, giveBackSpots, holdExpiry, holdRefusal, notFound } from '@spur/domain';
import type { Clock } from '../clock';
import type { Db, Trx } from '../db/knex';
import type { BookingRow, DealRow, SessionRow } from '../db/rows';
import { waitlistTransaction } from './waitlistOffers';

export type InventoryService = ReturnType<typeof createInventoryService>;

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
     * `toWaitlist: false`: the spot goes straight back on sale (a session being cancelled).
     */
    async releaseHold(trx: Trx, bookingId: string, { toWaitlist = true } = {}): Promise<BookingRow | null> {
      const [released] = await trx<BookingRow>('bookings')
        .where({ id: bookingId })
        .whereIn('status', SLOT_HOLDING_STATUSES)
        .update({ status: 'cancelled', updated_at: trx.fn.now() })
        .returning('*');
      if (!released) return null;
      const waitlist = waitlistTransaction(trx);
      if (toWaitlist) await giveBackSpots(waitlist, released, clock.now());
      else await waitlist.restock(released, 1);
      return released;
    },

    /**
     * Cancels up to `limit` pending bookings whose hold has expired and releases their slots.
     * Safe on several instances at once: SKIP LOCKED hands each expired booking to one sweeper,
     * and a booking being paid or cancelled right now (row locked) is left for the next sweep.
     * Stocks are restocked in id order so two sweepers never wait on each other in a cycle.
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
        // The spots go to the waitlist or back on sale, stock by stock in a fixed order (no deadlock
        // with another sweeper), all of one stock at once (one change, one live event).
        const stockKey = ({ deal_id, session_id }: Pick<BookingRow, 'deal_id' | 'session_id'>) => (session_id ? `sessions:${session_id}` : `deals:${deal_id}`);
        const byStock = new Map<string, { stock: Pick<BookingRow, 'deal_id' | 'session_id'>; count: number }>();
        for (const booking of expired) {
          const key = stockKey(booking);
          byStock.set(key, { stock: booking, count: (byStock.get(key)?.count ?? 0) + 1 });
        }
        for (const key of [...byStock.keys()].sort()) {
          const { stock, count } = byStock.get(key)!;
          await giveBackSpots(waitlistTransaction(trx), stock, now, count);
        }
        return expired.length;
      });
    },
  };
}
