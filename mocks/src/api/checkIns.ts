/** Check-in at the door over the mock database (rules: @spur/domain's vouchers, as the server). */
import { CHECK_IN_RATE_LIMIT, CHECKOUT_QUANTITY, DEFAULT_TIME_ZONE, type CheckIn } from '@spur/contract';
import { checkInDecision, parseVoucherCode, rateLimited, type RouteInput } from '@spur/domain';
import type { MockBackend } from '../backend';
import type { MockDatabase, UserRow } from '../db/database';
import { hitRateLimit, iso, updateBooking } from './store';

type CheckInContext = RouteInput<'checkIn', UserRow> & { backend: MockBackend; db: MockDatabase; now: Date };

export const checkInRoutes = {
  /** Every well-formed attempt counts against the business's budget, so codes cannot be guessed at speed. */
  checkIn({ backend, db, body, user, now }: CheckInContext): CheckIn {
    const code = parseVoucherCode(body.code);
    if (!hitRateLimit(backend, `check-in:${user!.id}`, CHECK_IN_RATE_LIMIT.max, CHECK_IN_RATE_LIMIT.windowSeconds)) throw rateLimited();
    const booking = db.booking.findFirst({ where: { voucher_code: { equals: code } } });
    const deal = booking ? db.deal.findFirst({ where: { id: { equals: booking.deal_id } } }) : null;
    const session = booking?.session_id ? db.session.findFirst({ where: { id: { equals: booking.session_id } } }) : null;
    const timeZone = deal?.time_zone || DEFAULT_TIME_ZONE;
    const holder = booking && deal && {
      status: booking.status,
      checked_in_at: booking.checked_in_at ? new Date(booking.checked_in_at) : null,
      owner_id: deal.owner_id,
      session_starts_at: session ? new Date(session.starts_at) : null,
      time_zone: timeZone,
    };
    const result = checkInDecision(holder ?? undefined, user!.id, now, body.accept_other_day);
    const found = booking!;
    const checkedInAt = result === 'checked_in' ? iso(now) : found.checked_in_at;
    if (result === 'checked_in') updateBooking(db, found.id, { checked_in_at: checkedInAt, updated_at: iso(now) });
    const account = found.user_id ? db.user.findFirst({ where: { id: { equals: found.user_id } } }) : null;
    return {
      result,
      booking_id: found.id,
      guest_name: account?.full_name ?? found.guest_name,
      deal_id: found.deal_id,
      deal_title: deal!.title,
      session_id: found.session_id,
      session_starts_at: session?.starts_at ?? null,
      time_zone: timeZone,
      party_size: CHECKOUT_QUANTITY,
      checked_in_at: checkedInAt,
    };
  },
};
