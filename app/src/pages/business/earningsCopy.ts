/** Texts of the earnings page (/business-dashboard/earnings, issue 29), in English (`defineCopy`; translations in `locales/`). */
import type { EarningState } from '@spur/contract';
import { defineCopy } from '@spur/i18n';

export const EARNINGS_COPY = defineCopy((t) => ({
  title: t('Earnings'),
  subtitle: t('What travellers paid for your deals, Spur’s fee, refunds and what you receive.'),
  backToDashboard: t('Back to dashboard'),
  downloadCsv: t('Download CSV'),
  loading: t('Loading your earnings...'),
  errorTitle: t('Your earnings could not be loaded'),
  tryAgain: t('Try Again'),
  empty: t('No earnings yet'),
  emptyHint: t('When a traveller pays for one of your deals, the booking shows here with Spur’s fee and what you receive.'),
  /** How the dashboard's "Total Revenue" relates to the net (the spec's figure stays as it is); `fee`: "15%". */
  explainer: (fee: string) =>
    t('Total Revenue on your dashboard is what travellers paid for bookings that are not cancelled. You receive what they paid minus Spur’s {fee} fee and any refunds: that is your net.', { fee }),
  totalsLabel: t('Your totals'),
  totals: { week: t('This week'), month: t('This month'), all_time: t('All time') },
  /** Under each total: what the net is made of. */
  totalsHint: (paid: string, fee: string, refunded: string) => t('Paid {paid} · fee {fee} · refunded {refunded}', { paid, fee, refunded }),
  tableCaption: t('Paid bookings, newest first'),
  columns: {
    /** The CSV's first column: the booking's id. */
    booking: t('Booking'),
    date: t('Date'),
    deal: t('Deal'),
    time: t('Time'),
    traveller: t('Traveller'),
    paid: t('Paid'),
    fee: t('Fee'),
    refunded: t('Refunded'),
    net: t('Net'),
    state: t('State'),
  },
  openDated: t('Open date'),
  states: {
    pending_experience: t('Pending the experience'),
    to_be_paid: t('To be paid'),
    refunded: t('Refunded'),
    paid: t('Paid out'),
    reversed: t('Reversed'),
  } satisfies Record<EarningState, string>,
  /** The download's name: not translated, a file keeps one name whoever saves it. */
  csvFileName: (today: string) => `spur-earnings-${today}.csv`,
}));
