/**
 * The money ledger over Postgres (`ledger_entries`): its side of @spur/domain's store port, which
 * the payment and refund use cases write through in their transactions, and a business's
 * earnings (@spur/domain's `businessEarnings`).
 */
import type { Earnings } from '@spur/contract';
import { businessEarnings, type LedgerLine, type LedgerTransaction, type PgValues, type Store } from '@spur/domain';
import type { Clock } from '../clock';
import type { Trx } from '../db/knex';
import type { LedgerEntryRow, UserRow } from '../db/rows';

export type EarningsService = ReturnType<typeof createEarningsService>;

export function ledgerTransaction(trx: Trx): LedgerTransaction<PgValues> {
  return {
    async recordLedgerEntries(entries) {
      if (entries.length === 0) return;
      await trx('ledger_entries').insert(entries).onConflict('key').ignore();
    },
    bookingLedger: (bookingId) => trx<LedgerEntryRow>('ledger_entries').where({ booking_id: bookingId }).orderBy('created_at').orderBy('key'),
    businessLedger: (ownerId) =>
      trx('ledger_entries as l')
        .join('bookings as b', 'b.id', 'l.booking_id')
        .join('deals as d', 'd.id', 'b.deal_id')
        .leftJoin('sessions as s', 's.id', 'b.session_id')
        .leftJoin('users as u', 'u.id', 'b.user_id')
        .where('d.owner_id', ownerId)
        .select('l.booking_id', 'l.kind', 'l.amount_cents', 'l.created_at', 'b.status', 'b.checked_in_at', 'b.deal_id')
        .select('d.title as deal_title', 'd.time_zone', 's.starts_at')
        .select(trx.raw("coalesce(nullif(btrim(u.full_name), ''), b.guest_name) AS traveller_name"))
        .orderBy('l.created_at')
        .orderBy('l.key') as Promise<LedgerLine[]>,
  };
}

export function createEarningsService(deps: { clock: Clock; store: Store<PgValues>; feePercent: number }) {
  const { clock, store, feePercent } = deps;
  return {
    /** The caller's earnings (GET /api/business/earnings). */
    ofBusiness: (user: UserRow): Promise<Earnings> => businessEarnings(store, { userId: user.id, now: clock.now(), feePercent }),
  };
}
