/**
 * The server's side of @spur/domain's `DealsStoreTransaction` (a business's deals and sessions),
 * knex inside the store's transaction (services/store.ts): row locks where the use cases lock,
 * `numeric` prices written as their decimal text, `updated_at` the transaction's time.
 */
import { SLOT_HOLDING_STATUSES, type DealChanges, type DealsStoreTransaction, type PgValues } from '@spur/domain';
import type { Trx } from '../db/knex';
import type { BookingRow, BusinessRow, DealRow, SessionRow } from '../db/rows';
import type { InventoryService } from './inventory';

/** A price column as pg writes `numeric` (undefined: unchanged). */
const numeric = <T extends number | null | undefined>(price: T) => (typeof price === 'number' ? String(price) : price) as T extends number ? string : T;

const priceColumns = (deal: DealChanges) => ({
  price: numeric(deal.price),
  original_price: numeric(deal.original_price),
  price_drop_floor: numeric(deal.price_drop_floor),
});

export function dealsTransaction(trx: Trx, inventory: InventoryService): DealsStoreTransaction<PgValues> {
  return {
    lockDeal: (id) => trx<DealRow>('deals').where({ id }).forUpdate().first(),
    // A name given at the same time by another request waits for it, then is found.
    async businessIdOf(ownerId, name) {
      await trx('businesses').insert({ owner_id: ownerId, name }).onConflict(['owner_id', 'name']).ignore();
      const business = await trx<BusinessRow>('businesses').where({ owner_id: ownerId, name }).first('id');
      return business!.id;
    },
    async insertDeal(deal) {
      const [inserted] = await trx<DealRow>('deals')
        .insert({ ...deal, ...priceColumns(deal) })
        .returning('*');
      return inserted!;
    },
    async updateDeal(id, changes) {
      await trx<DealRow>('deals')
        .where({ id })
        .update({ ...changes, ...priceColumns(changes), updated_at: trx.fn.now() });
    },
    async removeDeal(id) {
      await trx('deals').where({ id }).update({ deleted_at: trx.fn.now(), updated_at: trx.fn.now() });
    },
    async scheduledStarts(dealId, exceptSessionId) {
      const query = trx<SessionRow>('sessions').where({ deal_id: dealId, status: 'scheduled' });
      if (exceptSessionId) query.whereNot({ id: exceptSessionId });
      return (await query.select('starts_at')).map((row) => row.starts_at);
    },
    insertSessions: (sessions) => trx<SessionRow>('sessions').insert(sessions).returning('*'),
    async updateSession(id, changes) {
      const [updated] = await trx<SessionRow>('sessions')
        .where({ id })
        .update({ ...changes, updated_at: trx.fn.now() })
        .returning('*');
      return updated!;
    },
    lockHoldingBookings: (sessionId) =>
      trx<BookingRow>('bookings').where({ session_id: sessionId }).whereIn('status', SLOT_HOLDING_STATUSES).orderBy('id').forUpdate(),
    async releaseSpotsToSale(bookingId) {
      await inventory.releaseHold(trx, bookingId, { toWaitlist: false });
    },
  };
}
