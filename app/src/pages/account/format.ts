/**
 * A booking's date and amounts in the page's language, with `Intl` (the kit's `formatDate` and
 * `formatPrice` speak US English only). English reads as the kit's: "Nov 22, 2026", "$49.00".
 */
import { INTL_LOCALE, type Locale } from '@spur/i18n';

/** An ISO date-time as a short date in `timeZone` (default: the viewer's); an unparsable value as it is. */
export function formatBookingDate(iso: string, locale: Locale, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], { month: 'short', day: 'numeric', year: 'numeric', timeZone }).format(date);
}

/** Dollars with their cents: 49 → "$49.00" (US$ in Chinese, so that nobody reads yuan). */
export function formatBookingPrice(dollars: number, locale: Locale): string {
  return new Intl.NumberFormat(INTL_LOCALE[locale], { style: 'currency', currency: 'USD' }).format(dollars);
}
