/** Check-in at the door: a voucher code redeemed by its deal's owner (rules: `../vouchers`). */
import { CHECK_IN_RATE_LIMIT, CHECKOUT_QUANTITY, DEFAULT_TIME_ZONE, type CheckIn, type CheckInRequest } from '@spur/contract';
import { rateLimited } from '../rateLimit';
import type { RowValues } from '../rows';
import { millis, type Instant } from '../time';
import { checkInDecision, parseVoucherCode } from '../vouchers';
import type { RateLimits } from './checkInPort';
import type { Store } from './store';

const dateOrNull = (instant: Instant | null) => (instant === null ? null : new Date(millis(instant)));
const isoOrNull = (instant: Instant | null) => dateOrNull(instant)?.toISOString() ?? null;

/**
 * A business checks a guest in (400 malformed code, 429, 404, 403 another business's, 409
 * cancelled). Every well-formed attempt counts against the business's budget, so codes cannot be
 * guessed at speed. The booking is locked: two scans of one code check the guest in once.
 */
export async function checkIn<V extends RowValues>(
  store: Store<V>,
  limits: RateLimits,
  request: { businessId: string; checkIn: CheckInRequest; now: Date },
): Promise<CheckIn> {
  const { businessId, now } = request;
  const code = parseVoucherCode(request.checkIn.code);
  if (!(await limits.hit(`check-in:${businessId}`, CHECK_IN_RATE_LIMIT.max, CHECK_IN_RATE_LIMIT.windowSeconds))) throw rateLimited();
  return store.transaction(async (tx) => {
    const found = await tx.lockVoucherBooking(code);
    const timeZone = found?.deal.time_zone || DEFAULT_TIME_ZONE;
    const holder = found && {
      status: found.booking.status,
      checked_in_at: dateOrNull(found.booking.checked_in_at),
      owner_id: found.deal.owner_id,
      session_starts_at: dateOrNull(found.session_starts_at),
      time_zone: timeZone,
    };
    const result = checkInDecision(holder, businessId, now, request.checkIn.accept_other_day);
    const { booking, deal } = found!;
    const checkedInAt = result === 'checked_in' ? now : booking.checked_in_at;
    if (result === 'checked_in') await tx.recordCheckIn(booking.id, now);
    return {
      result,
      booking_id: booking.id,
      guest_name: found!.account_name ?? booking.guest_name,
      deal_id: booking.deal_id,
      deal_title: deal.title,
      session_id: booking.session_id,
      session_starts_at: isoOrNull(found!.session_starts_at),
      time_zone: timeZone,
      party_size: CHECKOUT_QUANTITY,
      checked_in_at: isoOrNull(checkedInAt),
    };
  });
}
