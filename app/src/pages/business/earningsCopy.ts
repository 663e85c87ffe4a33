/** Texts of the earnings page (/business-dashboard/earnings, issue 29). */
import type { EarningState } from '@spur/contract';

const percent = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 2 });

/** 15 → "15%". */
export const formatFeePercent = (feePercent: number) => percent.format(feePercent / 100);

export const EARNINGS_COPY = {
  title: 'Earnings',
  subtitle: 'What travellers paid for your deals, Spur’s fee, refunds and what you receive.',
  backToDashboard: 'Back to dashboard',
  downloadCsv: 'Download CSV',
  loading: 'Loading your earnings...',
  errorTitle: 'Your earnings could not be loaded',
  tryAgain: 'Try Again',
  empty: 'No earnings yet',
  emptyHint: 'When a traveller pays for one of your deals, the booking shows here with Spur’s fee and what you receive.',
  /** How the dashboard's "Total Revenue" relates to the net (the spec's figure stays as it is). */
  explainer: (feePercent: number) =>
    `Total Revenue on your dashboard is what travellers paid for bookings that are not cancelled. You receive what they paid minus Spur’s ${formatFeePercent(feePercent)} fee and any refunds: that is your net.`,
  totalsLabel: 'Your totals',
  totals: { week: 'This week', month: 'This month', all_time: 'All time' },
  /** Under each total: what the net is made of. */
  totalsHint: (paid: string, fee: string, refunded: string) => `Paid ${paid} · fee ${fee} · refunded ${refunded}`,
  tableCaption: 'Paid bookings, newest first',
  columns: {
    date: 'Date',
    deal: 'Deal',
    time: 'Time',
    traveller: 'Traveller',
    paid: 'Paid',
    fee: 'Fee',
    refunded: 'Refunded',
    net: 'Net',
    state: 'State',
  },
  openDated: 'Open date',
  states: {
    pending_experience: 'Pending the experience',
    to_be_paid: 'To be paid',
    refunded: 'Refunded',
    paid: 'Paid out',
    reversed: 'Reversed',
  } satisfies Record<EarningState, string>,
  csvFileName: (today: string) => `spur-earnings-${today}.csv`,
};
