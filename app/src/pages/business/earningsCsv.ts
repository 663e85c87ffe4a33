/**
 * The earnings page's CSV export, made in the browser from the rows the page already has: the
 * same figures in both modes (the demo has no server to ask) and no second endpoint to keep in
 * step with the JSON one. Amounts in dollars with two decimals, instants in ISO 8601 (UTC): a
 * spreadsheet reads them in any language. The header and the states are in the reader's.
 */
import type { Earnings } from '@spur/contract';
import { DEFAULT_LOCALE, localize, type Locale } from '@spur/i18n';
import { EARNINGS_COPY } from './earningsCopy';

/**
 * A field as CSV writes it: quoted when it holds a comma, a quote or a line break. Text a
 * spreadsheet would run as a formula (starting with =, +, -, @, a tab or a return: deal titles
 * and names are typed by people) is prefixed with an apostrophe.
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

const dollars = (cents: number) => (cents / 100).toFixed(2);

export function earningsCsv(earnings: Earnings, locale: Locale = DEFAULT_LOCALE): string {
  const text = localize(EARNINGS_COPY, locale);
  const { columns } = text;
  const header = [columns.booking, columns.date, columns.deal, columns.time, columns.traveller, columns.paid, columns.fee, columns.refunded, columns.net, columns.state];
  const rows = earnings.bookings.map((booking) => [
    booking.booking_id,
    booking.paid_at,
    booking.deal_title,
    booking.starts_at ?? text.openDated,
    booking.traveller,
    dollars(booking.paid_cents),
    dollars(booking.fee_cents),
    dollars(booking.refunded_cents),
    dollars(booking.net_cents),
    text.states[booking.state],
  ]);
  return [header, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}

/**
 * Saves `csv` as a download named `fileName`. The byte order mark tells spreadsheets (Excel
 * above all) that the file is UTF-8, so accents and Chinese read as written.
 */
export function downloadCsv(csv: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}
