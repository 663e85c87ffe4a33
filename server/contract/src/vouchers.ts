import { z } from './zod';
import { MESSAGES } from './messages';

/**
 * Voucher codes: VOUCHER_CODE_LENGTH characters of Crockford's base 32 (no I, L, O or U, so no two
 * characters look alike), shown in two groups of four ("ABCD-2345").
 */
export const VOUCHER_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const VOUCHER_CODE_LENGTH = 8;

/** Check-in attempts per business and window: guessing codes costs time. */
export const CHECK_IN_RATE_LIMIT = { max: 60, windowSeconds: 60 } as const;

/** POST /api/check-ins: a code as typed or scanned (case, spaces and dashes do not matter). */
export const CheckInRequestSchema = z.object({
  code: z.string({ error: MESSAGES.voucherCodeShape }).max(64, { error: MESSAGES.voucherCodeShape }),
  /** Admit a guest whose session is on another day (after the other_day warning). */
  accept_other_day: z.boolean({ error: MESSAGES.validAcceptOtherDay }).optional(),
});
export type CheckInRequest = z.input<typeof CheckInRequestSchema>;

/**
 * The answer at the door. checked_in: admitted now. already_checked_in: admitted before, at
 * checked_in_at. other_day: the session is on another day (venue time); nothing changed, send
 * again with accept_other_day to admit. Not valid (404), cancelled (409) and another business's
 * deal (403) are errors.
 */
export const CHECK_IN_RESULTS = ['checked_in', 'already_checked_in', 'other_day'] as const;
export const CheckInSchema = z.object({
  result: z.enum(CHECK_IN_RESULTS),
  booking_id: z.string(),
  /** The account's full name, else the guest's name. */
  guest_name: z.string().nullable(),
  deal_id: z.string(),
  deal_title: z.string(),
  session_id: z.string().nullable(),
  /** ISO 8601; shown in the venue's time zone. Null for open-dated deals. */
  session_starts_at: z.string().nullable(),
  time_zone: z.string(),
  party_size: z.number().int(),
  /** When the guest was admitted; null while not (other_day). */
  checked_in_at: z.string().nullable(),
});
export type CheckIn = z.infer<typeof CheckInSchema>;
export type CheckInResult = (typeof CHECK_IN_RESULTS)[number];
