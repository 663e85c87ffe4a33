/**
 * The server's side of @spur/domain's store port: knex inside one transaction, with row locks
 * (`FOR UPDATE`) where the use cases lock, and the inventory's atomic UPDATEs to take and give
 * back spots. Each service implements its area's operations beside its queries (the waitlist,
 * check-ins, reviews, accounts, the ledger, payout accounts); this puts them together with the bookings' and payments'.
 */
import { randomBytes } from 'node:crypto';
import { id as uuidSchema } from '@spur/contract';
import { newVoucherCode, type PgValues, type Store, type StoreTransaction } from '@spur/domain';
import type { Db, Trx } from '../db/knex';
import type { BookingRow, SessionRow } from '../db/rows';
import type { PaymentProvider } from '../ports/payments';
import { alertsTransaction } from './alertsStore';
import { checkInTransaction } from './checkIns';
import { dealsTransaction } from './dealsStore';
import { ledgerTransaction, transfersTransaction } from './earnings';
import { payoutsTransaction } from './payouts';
import type { InventoryService } from './inventory';
import { queueBookingMail } from './outbox';
import { reviewsTransaction } from './reviews';
import { accountsTransaction } from './users';
import { waitlistTransaction } from './waitlistOffers';

export function createStore(deps: { db: Db; inventory: InventoryService; payments: PaymentProvider }): Store<PgValues> {
  const { db, inventory, payments } = deps;

  const inTransaction = (trx: Trx): StoreTransaction<PgValues> => ({
    ...dealsTransaction(trx, inventory),
    ...waitlistTransaction(trx),
    ...checkInTransaction(trx),
    ...reviewsTransaction(trx),
    ...accountsTransaction(trx),
    ...ledgerTransaction(trx),
    ...payoutsTransaction(trx),
    ...transfersTransaction(trx),
    ...alertsTransaction(trx),
    lockSession: (id) => trx<SessionRow>('sessions').where({ id }).forUpdate().first(),
    takeDealSpot: (dealId) => inventory.holdSlot(trx, dealId),
    takeSessionSpot: (dealId, sessionId) => inventory.holdSessionSlot(trx, dealId, sessionId),
    async insertBooking(row) {
      const [inserted] = await trx<BookingRow>('bookings').insert(row).returning('*');
      return inserted!;
    },
    // The booking's stock (its session, or its open-dated deal) first, then the booking: the order
    // a business's session cancel takes them in (the session, then its bookings). Taken later, the
    // stock's lock would wait behind another cancel of the same stock holding the key-share lock
    // its ledger rows took, while that one waits for this one's: a deadlock on every busy deal.
    async lockOwnBooking(id, userId) {
      const seen = await trx<BookingRow>('bookings').where({ id, user_id: userId }).first('deal_id', 'session_id');
      if (seen?.session_id) await trx('sessions').where({ id: seen.session_id }).forUpdate().first('id');
      else if (seen) await trx('deals').where({ id: seen.deal_id }).forUpdate().first('id');
      return trx<BookingRow>('bookings').where({ id, user_id: userId }).forUpdate().first();
    },
    lockCheckoutBooking(checkoutId, bookingId) {
      const byId = bookingId && uuidSchema.safeParse(bookingId).success ? bookingId : undefined;
      return trx<BookingRow>('bookings')
        .where((q) => {
          q.where({ checkout_session_id: checkoutId });
          // Metadata names the booking even before its checkout id was stored.
          if (byId) q.orWhere((inner) => inner.where({ id: byId }).whereNull('checkout_session_id'));
        })
        .forUpdate()
        .first();
    },
    async recordEvent(event) {
      const inserted = await trx('processed_webhook_events').insert({ event_id: event.id, type: event.type }).onConflict('event_id').ignore().returning('event_id');
      return inserted.length > 0;
    },
    async releaseSpots(bookingId) {
      await inventory.releaseHold(trx, bookingId);
    },
    refund: ({ bookingId, paymentIntentId, amountCents }) => payments.refund({ id: bookingId, payment_intent_id: paymentIntentId, amount_cents: amountCents }),
    transfer: (request) => payments.transfer(request),
    reverseTransfer: (request) => payments.reverseTransfer(request),
    async recordPayment(bookingId, { outcome, ...paid }) {
      await trx('bookings')
        .where({ id: bookingId })
        .update({
          ...paid,
          ...('status' in outcome ? outcome : { refunded_at: trx.fn.now(), refund_cents: outcome.refund_cents }),
          updated_at: trx.fn.now(),
        });
    },
    async recordRefund(bookingId, { refund_cents, refunded }) {
      await trx('bookings')
        .where({ id: bookingId })
        .update({ refund_cents, ...(refunded && { refunded_at: trx.fn.now() }) });
    },
    queueMail: (kind, bookingId, now) => queueBookingMail(trx, kind, bookingId, now),
    newVoucherCode: () => newVoucherCode(randomBytes),
  });

  return {
    async transaction(work) {
      for (let attempt = 1; ; attempt += 1) {
        try {
          return await db.transaction((trx) => work(inTransaction(trx)));
        } catch (error) {
          if (attempt >= TRANSACTION_ATTEMPTS || !RETRYABLE_CODES.has((error as { code?: unknown }).code as string)) throw error;
        }
      }
    },
  };
}

/**
 * Postgres gave up on the transaction, not on the request (a deadlock between two lockers, or a
 * serialization failure): it is run again. What a use case asks of the payment provider inside it
 * is keyed per booking, so the retry gets the provider's first answer back instead of a second
 * refund or transfer, and records what the rolled-back attempt could not.
 */
const RETRYABLE_CODES = new Set(['40P01', '40001']);
const TRANSACTION_ATTEMPTS = 3;
