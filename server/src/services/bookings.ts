/** A signed-in user's bookings: hold a slot, list, look one up, cancel (with a refund if paid). */
import { MESSAGES, type Booking } from '@spur/contract';
import { cancelBooking, holdForCheckout, notFound } from '@spur/domain';
import type { Clock } from '../clock';
import type { Db, Trx } from '../db/knex';
import type { UserRow } from '../db/rows';
import type { PaymentProvider } from '../ports/payments';
import type { InventoryService } from './inventory';
import { toBookingView, type BookingViewRow } from './mappers';
import { createStore } from './store';

export type BookingsService = ReturnType<typeof createBookingsService>;

export function createBookingsService(deps: { db: Db; clock: Clock; inventory: InventoryService; payments: PaymentProvider }) {
  const { db, clock, inventory, payments } = deps;
  const store = createStore({ db, inventory, payments });

  /** Bookings joined with the deal details and the session they show. */
  const withDeal = (q: Db | Trx) =>
    q<BookingViewRow>('bookings as b')
      .join('deals as d', 'd.id', 'b.deal_id')
      .leftJoin('sessions as s', 's.id', 'b.session_id')
      .select('b.*', 'd.title', 'd.description', 'd.location', 'd.business_name', 'd.time_zone', 'd.cancel_free_hours', 'd.cancel_late_refund_percent')
      .select('d.expires_at as deal_expires_at')
      .select('s.starts_at as session_starts_at', 's.duration_minutes as session_duration_minutes')
      .leftJoin('reviews as r', 'r.booking_id', 'b.id')
      .select('r.id as review_id', 'r.rating as review_rating', 'r.body as review_body', 'r.reviewer_name as review_reviewer_name')
      .select('r.created_at as review_created_at', 'r.answer as review_answer', 'r.answered_at as review_answered_at');

  async function findOwn(q: Db | Trx, user: UserRow, id: string): Promise<Booking> {
    const row = await withDeal(q).where({ 'b.id': id, 'b.user_id': user.id }).first();
    if (!row) throw notFound(MESSAGES.bookingNotFound);
    return toBookingView(row, clock.now());
  }

  return {
    async listOwn(user: UserRow): Promise<Booking[]> {
      const rows = await withDeal(db).where({ 'b.user_id': user.id }).orderBy('b.created_at', 'desc').orderBy('b.id', 'desc');
      return rows.map((row) => toBookingView(row, clock.now()));
    },

    /** Another user's booking is reported as not found (CONTRIBUTING, error order). */
    async getOwn(user: UserRow, id: string): Promise<Booking> {
      return findOwn(db, user, id);
    },

    /**
     * Holds one slot (of the chosen session, for a deal with sessions) until paid or
     * CHECKOUT_HOLD_MINUTES pass, at the price of the moment (a running price drop included).
     */
    async create(user: UserRow, dealId: string, sessionId: string | undefined): Promise<Booking> {
      const buyer = { user_id: user.id, guest_email: null, guest_name: user.full_name };
      const { booking } = await holdForCheckout(store, { dealId, sessionId, buyer, now: clock.now() });
      return findOwn(db, user, booking.id);
    },

    /** Cancels the caller's booking (@spur/domain's `cancelBooking`: refund, release, receipt). */
    async cancel(user: UserRow, id: string): Promise<Booking> {
      await cancelBooking(store, { bookingId: id, userId: user.id, now: clock.now() });
      return findOwn(db, user, id);
    },
  };
}
