/** Check-in at the door over the mock database: @spur/domain's `checkIn` (as the server), and its side of the store port. */
import type { CheckIn } from '@spur/contract';
import { checkIn, type CheckInTransaction, type JsonValues, type RouteInput, type Store } from '@spur/domain';
import type { MockBackend } from '../backend';
import type { UserRow } from '../db/database';
import { hitRateLimit, iso, updateBooking } from './store';

type CheckInContext = RouteInput<'checkIn', UserRow> & { backend: MockBackend; store: Store<JsonValues>; now: Date };

export function checkInTransaction({ db }: MockBackend): CheckInTransaction<JsonValues> {
  return {
    async lockVoucherBooking(code) {
      const booking = db.booking.findFirst({ where: { voucher_code: { equals: code } } });
      const deal = booking && db.deal.findFirst({ where: { id: { equals: booking.deal_id } } });
      if (!booking || !deal) return undefined;
      const session = booking.session_id ? db.session.findFirst({ where: { id: { equals: booking.session_id } } }) : null;
      const account = booking.user_id ? db.user.findFirst({ where: { id: { equals: booking.user_id } } }) : null;
      return { booking, deal, session_starts_at: session?.starts_at ?? null, account_name: account?.full_name ?? null };
    },
    async recordCheckIn(bookingId, at) {
      updateBooking(db, bookingId, { checked_in_at: iso(at), updated_at: iso(at) });
    },
  };
}

export const checkInRoutes = {
  checkIn: ({ backend, store, body, user, now }: CheckInContext): Promise<CheckIn> => {
    const limits = { hit: async (key: string, max: number, windowSeconds: number) => hitRateLimit(backend, key, max, windowSeconds) };
    return checkIn(store, limits, { businessId: user!.id, checkIn: body, now });
  },
};
