/**
 * Slot accounting over Postgres (the rules are @spur/domain's `holds`): taking a slot and
 * leaving the slot-holding statuses are the only two moves, each a single conditional UPDATE.
 */
import { MESSAGES } from '@spur/contract';
import { SLOT_HOLDING_STATUSES, conflict, holdExpiry, holdRefusal } from '@spur/domain';
import type { Clock } from '../clock';
import type { Db, Trx } from '../db/knex';
import type { BookingRow, DealRow } from '../db/rows';

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
      await trx('deals').where({ id: released.deal_id }).increment('available_slots', 1);
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
        const expired: Array<Pick<BookingRow, 'id' | 'deal_id'>> = await trx('bookings')
          .select('id', 'deal_id')
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
        const perDeal = new Map<string, number>();
        for (const { deal_id } of expired) perDeal.set(deal_id, (perDeal.get(deal_id) ?? 0) + 1);
        for (const dealId of [...perDeal.keys()].sort()) {
          await trx('deals').where({ id: dealId }).increment('available_slots', perDeal.get(dealId) ?? 0);
        }
        return expired.length;
      });
    },
  };
}
