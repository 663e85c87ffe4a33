/**
 * The money ledger over Postgres (`ledger_entries`): its side of @spur/domain's store port, which
 * the payment and refund use cases write through in their transactions, the transfer sweep's
 * bookings (`transfersTransaction`), a business's earnings (@spur/domain's `businessEarnings`)
 * and the sweep itself (`transferDue`).
 */
import type { Earnings } from '@spur/contract';
import { businessEarnings, transferDue, type LedgerLine, type LedgerTransaction, type PgValues, type Store, type TransferBooking, type TransferSweep, type TransfersTransaction } from '@spur/domain';
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

/** The bookings' side of the transfer sweep; the provider's calls are the store's (`payments`). */
export function transfersTransaction(trx: Trx): Pick<TransfersTransaction, 'transferCandidates' | 'lockTransferBooking'> {
  // A paid booking of a business with payouts on, and its session.
  const payable = () =>
    trx('bookings as b')
      .join('deals as d', 'd.id', 'b.deal_id')
      .join('payout_accounts as pa', 'pa.business_id', 'd.owner_id')
      .leftJoin('sessions as s', 's.id', 'b.session_id');
  return {
    // Narrows by SQL what the domain's transferEligible decides on the locked booking.
    transferCandidates: (now, limit) =>
      payable()
        .where('pa.payouts_enabled', true)
        .whereExists((q) => q.select(trx.raw('1')).from('ledger_entries as c').whereRaw("c.booking_id = b.id AND c.kind = 'charge'"))
        .whereNotExists((q) => q.select(trx.raw('1')).from('ledger_entries as t').whereRaw("t.booking_id = b.id AND t.kind = 'transfer'"))
        .where((q) => q.whereNotNull('b.checked_in_at').orWhere('s.starts_at', '<=', now))
        .orderBy('b.id')
        .limit(limit)
        .pluck('b.id'),
    // SKIP LOCKED: a booking another sweep (or a refund) holds is left to it.
    lockTransferBooking: (bookingId) =>
      payable()
        .where('b.id', bookingId)
        .select('b.id', 'b.status', 'b.checked_in_at', 's.starts_at', 'pa.stripe_account_id as payout_account_id', 'pa.payouts_enabled')
        .forUpdate('b')
        .skipLocked()
        .first() as Promise<TransferBooking | undefined>,
  };
}

/** Bookings the sweep looks at per run (the next run picks up the rest). */
const TRANSFERS_PER_RUN = 500;

export function createEarningsService(deps: { clock: Clock; store: Store<PgValues>; feePercent: number }) {
  const { clock, store, feePercent } = deps;
  return {
    /** The caller's earnings (GET /api/business/earnings). */
    ofBusiness: (user: UserRow): Promise<Earnings> => businessEarnings(store, { userId: user.id, now: clock.now(), feePercent }),
    /** The maintenance sweep's transfers. */
    transferDue: (): Promise<TransferSweep> => transferDue(store, { now: clock.now(), limit: TRANSFERS_PER_RUN }),
  };
}
