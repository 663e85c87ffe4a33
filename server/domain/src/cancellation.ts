/**
 * Cancellation terms and the refund of a booking, written once for the server, the in-browser
 * backend and the app's preview.
 *
 * The free window of a session ends `free_hours` × 60 minutes of real time before its start: an
 * instant calculation, so across a daylight-saving change the venue's clock reads N ± 1 hours
 * before the start at the deadline (24 h before a 9:00 AM start on the day clocks go back is
 * 10:00 AM the day before). Cancelling strictly before the deadline is free; at or after it the
 * late percentage applies, rounded down to the cent. An open-dated deal is free to cancel until its
 * voucher is used or it expires (without an expiry: until the voucher is used). A checked-in
 * voucher gives nothing back (and the booking can no longer be cancelled: `assertCancellable`). A
 * session cancelled by its business refunds in full.
 */
import { DEFAULT_CANCELLATION_TERMS, type CancellationTerms, type CancellationTermsInput } from '@spur/contract';
import { millis, type Instant } from './time';

/** The stored columns of a deal's terms (the same in both stores). */
export interface CancellationColumns {
  cancel_free_hours: number;
  cancel_late_refund_percent: number;
}

export const termsOf = (row: CancellationColumns): CancellationTerms => ({
  free_hours: row.cancel_free_hours,
  late_refund_percent: row.cancel_late_refund_percent,
});

export const cancellationColumns = (terms: CancellationTerms): CancellationColumns => ({
  cancel_free_hours: terms.free_hours,
  cancel_late_refund_percent: terms.late_refund_percent,
});

/** The terms after an input: fields left out keep `current` (a new deal: the defaults). */
export function mergeTerms(input: CancellationTermsInput | undefined, current: CancellationTerms = DEFAULT_CANCELLATION_TERMS): CancellationTerms {
  return {
    free_hours: input?.free_hours ?? current.free_hours,
    late_refund_percent: input?.late_refund_percent ?? current.late_refund_percent,
  };
}

/** What a refund is computed from: the amount paid and when the booked thing starts or ends. */
export interface RefundBasis {
  amount_cents: number;
  terms: CancellationTerms;
  /** The session's start; null for an open-dated deal. */
  starts_at: Instant | null;
  /** The deal's expiry (open-dated deals); null: none. */
  expires_at: Instant | null;
  /** When the voucher was used at the venue; null: not yet (a deal page: no booking). */
  checked_in_at: Instant | null;
}

export interface RefundQuote {
  /** What cancelling at that time gives back, in cents. */
  amount_cents: number;
  /** Whether that is free cancellation (everything back). */
  free: boolean;
  /** The end of free cancellation; null when it never ends (an open-dated deal without expiry). */
  deadline: Date | null;
}

const HOUR_MS = 3_600_000;

function termsDeadline(basis: Omit<RefundBasis, 'amount_cents' | 'checked_in_at'>): number | null {
  if (basis.starts_at !== null) return millis(basis.starts_at) - basis.terms.free_hours * HOUR_MS;
  return basis.expires_at === null ? null : millis(basis.expires_at);
}

/**
 * The end of free cancellation: `free_hours` hours of real time before the start, else the deal's
 * expiry; the voucher's check-in when that comes first.
 */
export function cancellationDeadline(basis: Omit<RefundBasis, 'amount_cents'>): Date | null {
  const byTerms = termsDeadline(basis);
  const used = basis.checked_in_at === null ? null : millis(basis.checked_in_at);
  if (used === null) return byTerms === null ? null : new Date(byTerms);
  return new Date(byTerms === null ? used : Math.min(byTerms, used));
}

/** The refund of a paid booking cancelled by its booker at `now`: nothing once its voucher was used. */
export function refundQuote(basis: RefundBasis, now: Date): RefundQuote {
  const deadline = cancellationDeadline(basis);
  if (basis.checked_in_at !== null) return { amount_cents: 0, free: false, deadline };
  const free = deadline === null || now.getTime() < deadline.getTime();
  const amount = free ? basis.amount_cents : Math.floor((basis.amount_cents * basis.terms.late_refund_percent) / 100);
  return { amount_cents: amount, free, deadline };
}

/**
 * What a booker's cancellation at `now` refunds, in cents: the quote for a confirmed (paid)
 * booking, null for one not paid yet (pending), which has nothing to give back.
 */
export function bookerRefundCents(
  booking: { status: string; amount_cents: number },
  basis: Omit<RefundBasis, 'amount_cents'>,
  now: Date,
): number | null {
  if (booking.status !== 'confirmed') return null;
  return refundQuote({ ...basis, amount_cents: booking.amount_cents }, now).amount_cents;
}
