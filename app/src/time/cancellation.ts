/**
 * Cancellation terms as the screens show them, with the domain's rules (the same function that
 * computes the server's refund) in the page's language: the deal page's terms line and the cancel
 * dialog's refund preview. Pure: `now`, the viewer's zone and the language are arguments.
 */
import { toCents, type Booking, type CancellationTerms, type Deal } from '@spur/contract';
import { cancellationDeadline, refundQuote } from '@spur/domain';
import { DEFAULT_LOCALE, localize, type Locale } from '@spur/i18n';
import { TIME_COPY } from './copy';
import { formatDeadline, formatPercent, formatPrice, type TimeContext } from './format';

type Zone = string | undefined;

/** What is left after free cancellation: "no refund", "50% refund", "full refund". */
function lateRefundText(terms: Pick<CancellationTerms, 'late_refund_percent'>, locale: Locale): string {
  const late = localize(TIME_COPY, locale).terms.late;
  if (terms.late_refund_percent === 0) return late.none;
  if (terms.late_refund_percent === 100) return late.full;
  return late.partial(formatPercent(terms.late_refund_percent, locale));
}

/** The terms before a session is chosen: "Free cancellation up to 24 hours before the start · then no refund". */
export function termsSummary(terms: CancellationTerms, locale: Locale = DEFAULT_LOCALE): string {
  const copy = localize(TIME_COPY, locale).terms;
  const late = lateRefundText(terms, locale);
  return terms.free_hours === 0 ? copy.untilStart(late) : copy.hoursBefore(terms.free_hours, late);
}

/**
 * The terms of one booking (a chosen session, or an open-dated deal) at `now`, from its deadline:
 * "Free cancellation until 3:30 PM on Sat, Nov 28 · then 50% refund", "No refund: free
 * cancellation ended at 3:30 PM"; an open-dated deal is free until its voucher is used.
 */
function termsLine(terms: CancellationTerms, deadline: Date | null, now: Date, context: TimeContext, openDated: boolean, locale: Locale): string {
  const copy = localize(TIME_COPY, locale).terms;
  if (deadline === null) return copy.untilVoucherUsed;
  const at = formatDeadline(deadline, now, context, locale);
  if (now.getTime() < deadline.getTime()) return (openDated ? copy.untilVoucherUsedOr : copy.until)(at, lateRefundText(terms, locale));
  if (terms.late_refund_percent === 0) return copy.ended.none(at);
  if (terms.late_refund_percent === 100) return copy.ended.full(at);
  return copy.ended.partial(formatPercent(terms.late_refund_percent, locale), at);
}

/**
 * The deal's terms: for the chosen session (or an open-dated deal) with their deadline ("Free
 * cancellation until 3:30 PM on Sat, Nov 28 · then 50% refund"), else in general (no time chosen).
 */
export function dealTermsLine(
  deal: Pick<Deal, 'cancellation' | 'expires_at' | 'time_zone' | 'has_sessions'>,
  startsAt: string | null,
  now: Date,
  viewerZone: Zone,
  locale: Locale = DEFAULT_LOCALE,
): string {
  if (deal.has_sessions && startsAt === null) return termsSummary(deal.cancellation, locale);
  const deadline = cancellationDeadline({ terms: deal.cancellation, starts_at: startsAt, expires_at: deal.expires_at, checked_in_at: null });
  return termsLine(deal.cancellation, deadline, now, { zone: deal.time_zone, viewerZone }, !deal.has_sessions, locale);
}

/**
 * What cancelling the booking now gives back, as the cancel dialog says it: "You get $45.00
 * back.", "You get $22.50 back (50%): the free cancellation ended at 3:30 PM.", "No refund: the
 * free cancellation ended at 3:30 PM."; null for a booking not paid yet (nothing to refund).
 */
export function refundPreview(booking: Booking, now: Date, viewerZone: Zone, locale: Locale = DEFAULT_LOCALE): string | null {
  if (booking.status !== 'confirmed') return null;
  const quote = refundQuote(
    {
      amount_cents: toCents(booking.price),
      terms: booking.cancellation,
      starts_at: booking.session_starts_at,
      expires_at: booking.deal_expires_at,
      checked_in_at: booking.checked_in_at,
    },
    now,
  );
  const copy = localize(TIME_COPY, locale).refund;
  const amount = formatPrice(quote.amount_cents / 100, locale);
  if (quote.free || quote.deadline === null) return copy.full(amount);
  const endedAt = formatDeadline(quote.deadline, now, { zone: booking.time_zone, viewerZone }, locale);
  if (quote.amount_cents === 0) return copy.none(endedAt);
  return copy.partial(amount, formatPercent(booking.cancellation.late_refund_percent, locale), endedAt);
}
