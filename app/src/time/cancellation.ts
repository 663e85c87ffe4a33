/**
 * Cancellation terms as the screens show them, with the domain's rules and texts (the same
 * function that computes the server's refund): the deal page's terms line and the cancel dialog's
 * refund preview. Pure: `now` and the viewer's zone are arguments.
 */
import { toCents, type Booking, type Deal } from '@spur/contract';
import { cancellationDeadline, formatDeadline, refundQuote, termsLine, termsSummary } from '@spur/domain';
import { formatPrice } from '@spur/ui-kit';
import { TIME_COPY } from './copy';

type Zone = string | undefined;

/**
 * The deal's terms: for the chosen session (or an open-dated deal) with their deadline ("Free
 * cancellation until 3:30 PM on Sat, Nov 28 · then 50% refund"), else in general (no time chosen).
 */
export function dealTermsLine(
  deal: Pick<Deal, 'cancellation' | 'expires_at' | 'time_zone' | 'has_sessions'>,
  startsAt: string | null,
  now: Date,
  viewerZone: Zone,
): string {
  if (deal.has_sessions && startsAt === null) return termsSummary(deal.cancellation);
  const deadline = cancellationDeadline({ terms: deal.cancellation, starts_at: startsAt, expires_at: deal.expires_at, checked_in_at: null });
  return termsLine(deal.cancellation, deadline, now, { zone: deal.time_zone, viewerZone }, !deal.has_sessions);
}

/**
 * What cancelling the booking now gives back, as the cancel dialog says it: "You get $45.00
 * back.", "You get $22.50 back (50%): the free cancellation ended at 3:30 PM.", "No refund: the
 * free cancellation ended at 3:30 PM."; null for a booking not paid yet (nothing to refund).
 */
export function refundPreview(booking: Booking, now: Date, viewerZone: Zone): string | null {
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
  const amount = formatPrice(quote.amount_cents / 100);
  if (quote.free || quote.deadline === null) return TIME_COPY.refund.full(amount);
  const endedAt = formatDeadline(quote.deadline, now, { zone: booking.time_zone, viewerZone });
  if (quote.amount_cents === 0) return TIME_COPY.refund.none(endedAt);
  return TIME_COPY.refund.partial(amount, booking.cancellation.late_refund_percent, endedAt);
}
