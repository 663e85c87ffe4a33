/**
 * How cancellation terms read, for every screen and message: "Free cancellation until 3:30 PM on
 * Sat, Nov 28 · then 50% refund". Times are the venue's (see timeFormat).
 */
import type { CancellationTerms } from '@spur/contract';
import { formatTime, formatWeekdayDate, type TimeContext } from './timeFormat';
import { localDate } from './zonedTime';

/** "3:30 PM" on the venue's day of `now`, else "3:30 PM on Sat, Nov 28". */
export function formatDeadline(deadline: Date, now: Date, context: TimeContext): string {
  const time = formatTime(deadline, context);
  return localDate(deadline, context.zone) === localDate(now, context.zone) ? time : `${time} on ${formatWeekdayDate(deadline, context.zone)}`;
}

/** What is left after free cancellation: "no refund", "50% refund", "full refund". */
export function lateRefundText(terms: Pick<CancellationTerms, 'late_refund_percent'>): string {
  if (terms.late_refund_percent === 0) return 'no refund';
  if (terms.late_refund_percent === 100) return 'full refund';
  return `${terms.late_refund_percent}% refund`;
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The terms before a session is chosen: "Free cancellation up to 24 hours before the start · then no refund". */
export function termsSummary(terms: CancellationTerms): string {
  const until =
    terms.free_hours === 0
      ? 'until the start'
      : `up to ${terms.free_hours} ${terms.free_hours === 1 ? 'hour' : 'hours'} before the start`;
  return `Free cancellation ${until} · then ${lateRefundText(terms)}`;
}

/**
 * The terms of one booking (a chosen session, or an open-dated deal) at `now`, from its deadline
 * (`cancellationDeadline`): "Free cancellation until 3:30 PM on Sat, Nov 28 · then 50% refund",
 * "No refund: free cancellation ended at 3:30 PM". An open-dated deal is free until its voucher is
 * used: "Free cancellation until the voucher is used", "… is used or 3:30 PM on Sat, Nov 28 · then
 * no refund".
 */
export function termsLine(terms: CancellationTerms, deadline: Date | null, now: Date, context: TimeContext, openDated = false): string {
  if (deadline === null) return 'Free cancellation until the voucher is used';
  const at = formatDeadline(deadline, now, context);
  const until = openDated ? `the voucher is used or ${at}` : at;
  if (now.getTime() < deadline.getTime()) return `Free cancellation until ${until} · then ${lateRefundText(terms)}`;
  return `${capitalised(lateRefundText(terms))}: free cancellation ended at ${at}`;
}
