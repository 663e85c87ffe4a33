/**
 * How cancellation terms read, for every screen and message: "Free cancellation until 3:30 PM on
 * Sat, Nov 28 · then 50% refund". Times are the venue's (see timeFormat), in the reader's language
 * (the context's `locale`, English unless told).
 */
import type { CancellationTerms } from '@spur/contract';
import { DEFAULT_LOCALE, INTL_LOCALE, defineCopy, localize, type Locale } from '@spur/i18n';
import { formatTime, formatWeekdayDate, type TimeContext } from './timeFormat';
import { localDate } from './zonedTime';

const TERMS_COPY = defineCopy((t) => ({
  deadlineOn: (time: string, date: string) => t('{time} on {date}', { time, date }),
  noRefund: t('no refund'),
  fullRefund: t('full refund'),
  partialRefund: (percent: number) => t('{percent}% refund', { percent }),
  untilStart: (refund: string) => t('Free cancellation until the start · then {refund}', { refund }),
  hoursBeforeStart: (hours: number, refund: string) =>
    t('{hours, plural, one {Free cancellation up to # hour before the start · then {refund}} other {Free cancellation up to # hours before the start · then {refund}}}', { hours, refund }),
  untilVoucherUsed: t('Free cancellation until the voucher is used'),
  voucherUsedOr: (deadline: string) => t('the voucher is used or {deadline}', { deadline }),
  freeUntil: (until: string, refund: string) => t('Free cancellation until {until} · then {refund}', { until, refund }),
  ended: (refund: string, deadline: string) => t('{refund}: free cancellation ended at {deadline}', { refund, deadline }),
}));

/** "3:30 PM" on the venue's day of `now`, else "3:30 PM on Sat, Nov 28". */
export function formatDeadline(deadline: Date, now: Date, context: TimeContext): string {
  const time = formatTime(deadline, context);
  if (localDate(deadline, context.zone) === localDate(now, context.zone)) return time;
  const locale = context.locale ?? DEFAULT_LOCALE;
  return localize(TERMS_COPY, locale).deadlineOn(time, formatWeekdayDate(deadline, context.zone, locale));
}

/** What is left after free cancellation: "no refund", "50% refund", "full refund". */
export function lateRefundText(terms: Pick<CancellationTerms, 'late_refund_percent'>, locale: Locale = DEFAULT_LOCALE): string {
  const copy = localize(TERMS_COPY, locale);
  if (terms.late_refund_percent === 0) return copy.noRefund;
  if (terms.late_refund_percent === 100) return copy.fullRefund;
  return copy.partialRefund(terms.late_refund_percent);
}

const capitalised = (text: string, locale: Locale) => text.charAt(0).toLocaleUpperCase(INTL_LOCALE[locale]) + text.slice(1);

/** The terms before a session is chosen: "Free cancellation up to 24 hours before the start · then no refund". */
export function termsSummary(terms: CancellationTerms, locale: Locale = DEFAULT_LOCALE): string {
  const copy = localize(TERMS_COPY, locale);
  const refund = lateRefundText(terms, locale);
  return terms.free_hours === 0 ? copy.untilStart(refund) : copy.hoursBeforeStart(terms.free_hours, refund);
}

/**
 * The terms of one booking (a chosen session, or an open-dated deal) at `now`, from its deadline
 * (`cancellationDeadline`): "Free cancellation until 3:30 PM on Sat, Nov 28 · then 50% refund",
 * "No refund: free cancellation ended at 3:30 PM". An open-dated deal is free until its voucher is
 * used: "Free cancellation until the voucher is used", "… is used or 3:30 PM on Sat, Nov 28 · then
 * no refund".
 */
export function termsLine(terms: CancellationTerms, deadline: Date | null, now: Date, context: TimeContext, openDated = false): string {
  const locale = context.locale ?? DEFAULT_LOCALE;
  const copy = localize(TERMS_COPY, locale);
  if (deadline === null) return copy.untilVoucherUsed;
  const at = formatDeadline(deadline, now, context);
  const until = openDated ? copy.voucherUsedOr(at) : at;
  if (now.getTime() < deadline.getTime()) return copy.freeUntil(until, lateRefundText(terms, locale));
  return copy.ended(capitalised(lateRefundText(terms, locale), locale), at);
}
