/** What a check-in (`checkIn.ts`) needs of a transaction, and of the backend's rate limits. */
import type { BookingRow, DealRow, RowValues } from '../rows';

/** A booking found by its voucher code, with what the door decides on and the answer shows. */
export interface VoucherBooking<V extends RowValues> {
  booking: Pick<BookingRow<V>, 'id' | 'status' | 'checked_in_at' | 'deal_id' | 'session_id' | 'guest_name'>;
  deal: Pick<DealRow<V>, 'owner_id' | 'title' | 'time_zone'>;
  session_starts_at: V['timestamp'] | null;
  /** The booker's account name (null: a guest, or an account without one). */
  account_name: string | null;
}

export interface CheckInTransaction<V extends RowValues> {
  /** The booking holding the code, locked until the transaction ends (undefined: none). */
  lockVoucherBooking(code: string): Promise<VoucherBooking<V> | undefined>;
  recordCheckIn(bookingId: string, at: Date): Promise<void>;
}

/** Fixed-window counters, kept outside the request's transaction (a refused request still counts). */
export interface RateLimits {
  /** Counts one hit for `key`; true while the window's count stays within `max`. */
  hit(key: string, max: number, windowSeconds: number): Promise<boolean>;
}
