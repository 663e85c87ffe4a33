/** Check-in at the door: a voucher code redeemed by its deal's owner (rules: @spur/domain's vouchers). */
import { CHECK_IN_RATE_LIMIT, CHECKOUT_QUANTITY, type CheckIn, type CheckInRequest } from '@spur/contract';
import { checkInDecision, parseVoucherCode, rateLimited } from '@spur/domain';
import type { Clock } from '../clock';
import type { Db } from '../db/knex';
import type { BookingRow, UserRow } from '../db/rows';
import type { RateLimiter } from './rateLimiter';

export type CheckInsService = ReturnType<typeof createCheckInsService>;

interface HolderRow extends Pick<BookingRow, 'id' | 'status' | 'checked_in_at' | 'deal_id' | 'session_id' | 'guest_name'> {
  owner_id: string | null;
  deal_title: string;
  time_zone: string;
  session_starts_at: Date | null;
  full_name: string | null;
}

export function createCheckInsService(deps: { db: Db; clock: Clock; rateLimiter: RateLimiter }) {
  const { db, clock, rateLimiter } = deps;
  return {
    /** Every well-formed attempt counts against the business's budget, so codes cannot be guessed at speed. */
    async checkIn(user: UserRow, request: CheckInRequest): Promise<CheckIn> {
      const code = parseVoucherCode(request.code);
      if (!(await rateLimiter.hit(`check-in:${user.id}`, CHECK_IN_RATE_LIMIT.max, CHECK_IN_RATE_LIMIT.windowSeconds))) throw rateLimited();
      return db.transaction(async (trx) => {
        const holder = await trx<HolderRow>('bookings as b')
          .join('deals as d', 'd.id', 'b.deal_id')
          .leftJoin('sessions as s', 's.id', 'b.session_id')
          .leftJoin('users as u', 'u.id', 'b.user_id')
          .where('b.voucher_code', code)
          .select('b.id', 'b.status', 'b.checked_in_at', 'b.deal_id', 'b.session_id', 'b.guest_name')
          .select('d.owner_id', 'd.title as deal_title', 'd.time_zone', 's.starts_at as session_starts_at', 'u.full_name')
          .forUpdate('b')
          .first();
        const now = clock.now();
        const result = checkInDecision(holder, user.id, now, request.accept_other_day);
        const found = holder!;
        const checkedInAt = result === 'checked_in' ? now : found.checked_in_at;
        if (result === 'checked_in') await trx('bookings').where({ id: found.id }).update({ checked_in_at: now, updated_at: trx.fn.now() });
        return {
          result,
          booking_id: found.id,
          guest_name: found.full_name ?? found.guest_name,
          deal_id: found.deal_id,
          deal_title: found.deal_title,
          session_id: found.session_id,
          session_starts_at: found.session_starts_at?.toISOString() ?? null,
          time_zone: found.time_zone,
          party_size: CHECKOUT_QUANTITY,
          checked_in_at: checkedInAt?.toISOString() ?? null,
        };
      });
    },
  };
}
