/** Texts of times, spots, price drops and cancellation terms (cards, the deal page, the time picker, bookings). */
import { defineCopy } from '@spur/i18n';

export const TIME_COPY = defineCopy((t) => ({
  anyTime: t('Any time'),
  anyTimeUntil: (date: string) => t('Any time until {date}', { date }),
  noUpcomingTimes: t('No upcoming times'),
  priceDrops: (floor: string, time: string) => t('Price drops to {floor} by {time}', { floor, time }),
  spotsLeft: (count: number) => t('{count, plural, one {# spot left} other {# spots left}}', { count }),
  /** "Starts in 40 min": `relative` is `Intl.RelativeTimeFormat`'s "in 40 min". */
  startsIn: (relative: string) => t('Starts {relative}', { relative }),
  started: t('Started'),
  /** "Today 5:30 PM": a relative day and a time. */
  dayTime: (day: string, time: string) => t('{day} {time}', { day, time }),
  /** "Saturday, November 28, 9:00 AM": a date and a time. */
  dateTime: (date: string, time: string) => t('{date}, {time}', { date, time }),
  /** A deadline on another day: "3:30 PM on Sat, Nov 28". */
  timeOnDate: (time: string, date: string) => t('{time} on {date}', { time, date }),
  /** One line of a time option, for screen readers: "Today, 5:30 PM, 4 spots left, $45". */
  optionLabel: (day: string, time: string, detail: string) => t('{day}, {time}, {detail}', { day, time, detail }),
  optionLabelPriced: (day: string, time: string, detail: string, price: string) => t('{day}, {time}, {detail}, {price}', { day, time, detail, price }),
  refund: {
    full: (amount: string) => t('You get {amount} back.', { amount }),
    partial: (amount: string, percent: string, endedAt: string) => t('You get {amount} back ({percent}): the free cancellation ended at {endedAt}.', { amount, percent, endedAt }),
    none: (endedAt: string) => t('No refund: the free cancellation ended at {endedAt}.', { endedAt }),
  },
  terms: {
    /** What is left after free cancellation, as the end of a terms line. */
    late: {
      none: t('no refund'),
      full: t('full refund'),
      partial: (percent: string) => t('{percent} refund', { percent }),
    },
    /** Before a time is chosen. */
    untilStart: (late: string) => t('Free cancellation until the start · then {late}', { late }),
    hoursBefore: (hours: number, late: string) =>
      t('{hours, plural, one {Free cancellation up to # hour before the start · then {late}} other {Free cancellation up to # hours before the start · then {late}}}', {
        hours,
        late,
      }),
    untilVoucherUsed: t('Free cancellation until the voucher is used'),
    until: (at: string, late: string) => t('Free cancellation until {at} · then {late}', { at, late }),
    untilVoucherUsedOr: (at: string, late: string) => t('Free cancellation until the voucher is used or {at} · then {late}', { at, late }),
    /** The free cancellation is over: what cancelling gives back now. */
    ended: {
      none: (at: string) => t('No refund: free cancellation ended at {at}', { at }),
      full: (at: string) => t('Full refund: free cancellation ended at {at}', { at }),
      partial: (percent: string, at: string) => t('{percent} refund: free cancellation ended at {at}', { percent, at }),
    },
  },
  reasons: {
    sold_out: t('Sold out'),
    cut_off: t('Booking closed'),
    started: t('Already started'),
    cancelled: t('Cancelled'),
  },
}));
