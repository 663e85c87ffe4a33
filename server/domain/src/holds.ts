/**
 * Slot accounting. Invariant: a booking holds one slot of its deal exactly while its status is
 * 'pending' or 'confirmed'; taking a slot and leaving those statuses are the only two moves.
 */
import { CHECKOUT_HOLD_MINUTES, type BookingStatus } from '@spur/contract';
import { millis, type Instant } from './time';

const HOLD_MS = CHECKOUT_HOLD_MINUTES * 60_000;

/** When a hold taken at `now` expires. */
export function holdExpiry(now: Date): Date {
  return new Date(now.getTime() + HOLD_MS);
}

/** The statuses in which a booking holds a slot (releasing one cancels it and gives the slot back). */
export const SLOT_HOLDING_STATUSES = ['pending', 'confirmed'] as const satisfies readonly BookingStatus[];

export function holdsSlot(status: string): boolean {
  return (SLOT_HOLDING_STATUSES as readonly string[]).includes(status);
}

/** What the hold sweep releases: an unpaid (pending) booking whose hold time is up. */
export function holdExpired(booking: { status: string; hold_expires_at: Instant | null }, now: Date): boolean {
  return booking.status === 'pending' && booking.hold_expires_at !== null && millis(booking.hold_expires_at) <= now.getTime();
}
