/**
 * The in-browser backend's side of @spur/domain's store port, on the @mswjs/data database. One
 * request runs at a time, so a transaction just runs its work and a lock is a plain read;
 * refunds and transfers are simulated (demo mode has no payment provider). Each area's file implements its
 * operations (the waitlist, saved deals and alerts, check-ins, reviews, accounts, the ledger, payout accounts); this puts them together with the
 * bookings' and payments'.
 */
import { newVoucherCode, type JsonValues, type Store, type StoreTransaction } from '@spur/domain';
import type { MockBackend } from '../backend';
import { randomBytes } from '../crypto';
import { alertsTransaction } from './alertsStore';
import { checkInTransaction } from './checkIns';
import { dealsTransaction } from './dealsStore';
import { ledgerTransaction, transfersTransaction } from './earnings';
import { payoutsTransaction } from './payouts';
import { queueBookingMail } from './mail';
import { reviewsTransaction } from './reviews';
import { holdSessionSlot, holdSlot, insertPendingBooking, iso, releaseHold, updateBooking } from './store';
import { accountsTransaction } from './users';
import { waitlistTransaction } from './waitlistOffers';

export function createMockStore(backend: MockBackend): Store<JsonValues> {
  const { db } = backend;
  const findSession = (id: string) => db.session.findFirst({ where: { id: { equals: id } } }) ?? undefined;
  const tx: StoreTransaction<JsonValues> = {
    ...dealsTransaction(backend),
    ...waitlistTransaction(backend),
    ...alertsTransaction(backend),
    ...checkInTransaction(backend),
    ...reviewsTransaction(backend),
    ...accountsTransaction(backend),
    ...ledgerTransaction(backend),
    ...payoutsTransaction(backend),
    ...transfersTransaction(backend),
    lockSession: async (id) => findSession(id),
    takeDealSpot: async (dealId) => holdSlot(backend, dealId),
    takeSessionSpot: async (dealId, sessionId) => holdSessionSlot(backend, dealId, sessionId),
    insertBooking: async (row) => insertPendingBooking(backend, row),
    lockOwnBooking: async (id, userId) => {
      const booking = db.booking.findFirst({ where: { id: { equals: id } } });
      return booking?.user_id === userId ? booking : undefined;
    },
    lockCheckoutBooking: async (checkoutId, bookingId) =>
      db.booking.findFirst({ where: { checkout_session_id: { equals: checkoutId } } }) ??
      (bookingId ? db.booking.getAll().find((booking) => booking.id === bookingId && booking.checkout_session_id === null) : undefined) ??
      undefined,
    // Demo mode has no provider events.
    recordEvent: async () => true,
    releaseSpots: async (bookingId) => {
      await releaseHold(backend, bookingId);
    },
    refund: async () => {},
    recordPayment: async (bookingId, { outcome, ...paid }) => {
      const now = iso(backend.clock.now());
      const booking = updateBooking(db, bookingId, { ...paid, ...('status' in outcome ? outcome : { refunded_at: now, refund_cents: outcome.refund_cents }), updated_at: now });
      const user = booking.user_id ? db.user.findFirst({ where: { id: { equals: booking.user_id } } }) : null;
      db.checkoutSession.update({
        where: { id: { equals: paid.checkout_session_id } },
        data: 'status' in outcome ? { status: 'complete', customer_email: user?.email ?? booking.guest_email ?? null } : { status: 'expired' },
      });
    },
    recordRefund: async (bookingId, { refund_cents, refunded }) => {
      updateBooking(db, bookingId, { refund_cents, ...(refunded && { refunded_at: iso(backend.clock.now()) }) });
    },
    queueMail: async (kind, bookingId, now) => queueBookingMail(db, kind, bookingId, now),
    newVoucherCode: () => newVoucherCode(randomBytes),
  };
  return { transaction: (work) => work(tx) };
}
