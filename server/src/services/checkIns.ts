/** Check-in at the door: @spur/domain's `checkIn` use case, and its side of the store port over Postgres. */
import type { CheckIn, CheckInRequest } from '@spur/contract';
import { checkIn, type CheckInTransaction, type PgValues, type Store, type VoucherBooking } from '@spur/domain';
import type { Clock } from '../clock';
import type { Trx } from '../db/knex';
import type { UserRow } from '../db/rows';
import type { RateLimiter } from './rateLimiter';

export type CheckInsService = ReturnType<typeof createCheckInsService>;

/** The booking, its deal and the rest in one row. */
type VoucherRow = VoucherBooking<PgValues>['booking'] & VoucherBooking<PgValues>['deal'] & Omit<VoucherBooking<PgValues>, 'booking' | 'deal'>;

export function checkInTransaction(trx: Trx): CheckInTransaction<PgValues> {
  return {
    async lockVoucherBooking(code) {
      const found = await trx<VoucherRow>('bookings as b')
        .join('deals as d', 'd.id', 'b.deal_id')
        .leftJoin('sessions as s', 's.id', 'b.session_id')
        .leftJoin('users as u', 'u.id', 'b.user_id')
        .where('b.voucher_code', code)
        .select('b.id', 'b.status', 'b.checked_in_at', 'b.deal_id', 'b.session_id', 'b.guest_name')
        .select('d.owner_id', 'd.title', 'd.time_zone', 's.starts_at as session_starts_at', 'u.full_name as account_name')
        .forUpdate('b')
        .first();
      if (!found) return undefined;
      const { owner_id, title, time_zone, session_starts_at, account_name, ...booking } = found;
      return { booking, deal: { owner_id, title, time_zone }, session_starts_at, account_name };
    },
    async recordCheckIn(bookingId, at) {
      await trx('bookings').where({ id: bookingId }).update({ checked_in_at: at, updated_at: trx.fn.now() });
    },
  };
}

export function createCheckInsService(deps: { clock: Clock; store: Store<PgValues>; rateLimiter: RateLimiter }) {
  const { clock, store, rateLimiter } = deps;
  return {
    checkIn: (user: UserRow, request: CheckInRequest): Promise<CheckIn> => checkIn(store, rateLimiter, { businessId: user.id, checkIn: request, now: clock.now() }),
  };
}
