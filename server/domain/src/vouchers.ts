/**
 * Vouchers: the redemption code of a confirmed booking (its shape, how a typed or scanned code is
 * read, how one is drawn) and what a check-in at the door answers.
 */
import { MESSAGES, VOUCHER_ALPHABET, VOUCHER_CODE_LENGTH, type CheckInResult } from '@spur/contract';
import { badRequest, conflict, forbidden, notFound } from './errors';
import { localDate } from './zonedTime';

/** Crockford's reading of look-alikes: O is zero, I and L are one. */
const LOOK_ALIKES: Record<string, string> = { O: '0', I: '1', L: '1' };

/**
 * The canonical code for what a person typed or a camera read: case, spaces and dashes ignored,
 * look-alike letters read as the digits they resemble. Null when it is not a code's shape.
 */
export function normalizeVoucherCode(input: string): string | null {
  const code = input
    .toUpperCase()
    .replace(/[\s-]/g, '')
    .replace(/[OIL]/g, (letter) => LOOK_ALIKES[letter]!);
  if (code.length !== VOUCHER_CODE_LENGTH) return null;
  return [...code].every((char) => VOUCHER_ALPHABET.includes(char)) ? code : null;
}

/** The code of a check-in request, or 400 with the shape it should have. */
export function parseVoucherCode(input: string): string {
  const code = normalizeVoucherCode(input);
  if (!code) throw badRequest(MESSAGES.voucherCodeShape);
  return code;
}

/** How a code is shown: two groups of four ("ABCD-2345"). */
export const formatVoucherCode = (code: string): string => `${code.slice(0, 4)}-${code.slice(4)}`;

/**
 * A new code from `randomBytes` (a CSPRNG: Node's crypto.randomBytes, the browser's
 * getRandomValues). 32 letters, so the low five bits of each byte pick one without bias.
 */
export function newVoucherCode(randomBytes: (count: number) => Uint8Array): string {
  return Array.from(randomBytes(VOUCHER_CODE_LENGTH), (byte) => VOUCHER_ALPHABET[byte & 31]).join('');
}

/** The code a booking shows: only a confirmed booking has a voucher. */
export const shownVoucherCode = (booking: { status: string; voucher_code: string | null }): string | null =>
  booking.status === 'confirmed' ? booking.voucher_code : null;

/** A booking found by its code, with what the door needs to decide. */
export interface VoucherHolder {
  status: string;
  checked_in_at: Date | null;
  owner_id: string | null;
  session_starts_at: Date | null;
  time_zone: string;
}

/**
 * What a check-in does, in this order: no booking 404; another business's deal 403; cancelled
 * 409; admitted before → already_checked_in; a session on another day (venue time) → other_day
 * unless accepted; otherwise checked_in (the caller records the time).
 */
export function checkInDecision(
  holder: VoucherHolder | undefined,
  businessId: string,
  now: Date,
  acceptOtherDay = false,
): CheckInResult {
  if (!holder || holder.status === 'pending') throw notFound(MESSAGES.voucherNotValid);
  if (holder.owner_id !== businessId) throw forbidden(MESSAGES.voucherOtherBusiness);
  if (holder.status === 'cancelled') throw conflict(MESSAGES.voucherCancelled);
  if (holder.checked_in_at) return 'already_checked_in';
  const otherDay = holder.session_starts_at !== null && localDate(holder.session_starts_at, holder.time_zone) !== localDate(now, holder.time_zone);
  return otherDay && !acceptOtherDay ? 'other_day' : 'checked_in';
}
