/**
 * The business area's numbers, amounts and times in the reader's language, all from `Intl`
 * (`INTL_LOCALE`): US dollars, times on the venue's clock. The domain's and the kit's formatters
 * write American English only; in English these read exactly as theirs do.
 */
import { DEFAULT_LOCALE, INTL_LOCALE, localize, type Locale } from '@spur/i18n';
import { addDays, localDate, zoneOffsetMinutes } from '@spur/domain';
import { BUSINESS_COPY } from './copy';

const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function numberFormat(locale: Locale, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(INTL_LOCALE[locale], options);
    numberFormats.set(key, format);
  }
  return format;
}

function dateFormat(locale: Locale, zone: string | undefined, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${zone}|${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_LOCALE[locale], { ...options, ...(zone ? { timeZone: zone } : {}) });
    dateFormats.set(key, format);
  }
  return format;
}

/** Dollars with cents: 1234.5 → "$1,234.50" (zh: "US$1,234.50"). */
export function formatPrice(dollars: number, locale: Locale = DEFAULT_LOCALE): string {
  return numberFormat(locale, { style: 'currency', currency: 'USD' }).format(dollars);
}

/** Dollars as the price drop reads them, cents only when there are some: 45 → "$45", 42.5 → "$42.50". */
export function formatAmount(dollars: number, locale: Locale = DEFAULT_LOCALE): string {
  const digits = Math.round(dollars * 100) % 100 === 0 ? 0 : 2;
  return numberFormat(locale, { style: 'currency', currency: 'USD', minimumFractionDigits: digits, maximumFractionDigits: digits }).format(dollars);
}

/** A whole count, grouped: 1200 → "1,200". */
export function formatCount(count: number, locale: Locale = DEFAULT_LOCALE): string {
  return numberFormat(locale, { maximumFractionDigits: 0 }).format(count);
}

/** A percentage given in percent: 15 → "15%", 12.5 → "12.5%". */
export function formatPercent(percent: number, locale: Locale = DEFAULT_LOCALE): string {
  return numberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(percent / 100);
}

/** A day as a short date: "Nov 27, 2026", in `zone` (default: the viewer's). An unparsable value is returned as is. */
export function formatShortDate(iso: string, locale: Locale = DEFAULT_LOCALE, zone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return dateFormat(locale, zone, { month: 'short', day: 'numeric', year: 'numeric' }).format(date);
}

const TIME: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit' };

/** The venue's zone is named when the viewer's clock is on another offset at that moment. */
function namesZone(instant: Date, zone: string, viewerZone: string | undefined): boolean {
  return viewerZone !== undefined && viewerZone !== zone && zoneOffsetMinutes(instant, viewerZone) !== zoneOffsetMinutes(instant, zone);
}

/** "5:30 PM" on the venue's clock ("5:30 PM PST" when the viewer is elsewhere). */
export function formatVenueTime(at: string | Date, zone: string, locale: Locale = DEFAULT_LOCALE, viewerZone?: string): string {
  const instant = new Date(at);
  return dateFormat(locale, zone, { ...TIME, ...(namesZone(instant, zone, viewerZone) ? { timeZoneName: 'short' } : {}) }).format(instant);
}

/** "Sat, Nov 21, 4:30 PM" on the venue's clock ("… PST" when the viewer is elsewhere). */
export function formatVenueDateTime(at: string | Date, zone: string, locale: Locale = DEFAULT_LOCALE, viewerZone?: string): string {
  const instant = new Date(at);
  const options: Intl.DateTimeFormatOptions = { weekday: 'short', month: 'short', day: 'numeric', ...TIME };
  return dateFormat(locale, zone, { ...options, ...(namesZone(instant, zone, viewerZone) ? { timeZoneName: 'short' } : {}) }).format(instant);
}

/** "Today", "Tomorrow", else "Saturday, November 28": the venue's day of `at`. */
export function formatVenueDay(at: string | Date, now: Date, zone: string, locale: Locale = DEFAULT_LOCALE): string {
  const instant = new Date(at);
  const day = localDate(instant, zone);
  const today = localDate(now, zone);
  const words = localize(BUSINESS_COPY, locale).when;
  if (day === today) return words.today;
  if (day === addDays(today, 1)) return words.tomorrow;
  return dateFormat(locale, zone, { weekday: 'long', month: 'long', day: 'numeric' }).format(instant);
}
