/** The kit's default locale for `Intl` (a `KitLocaleProvider` gives another). */
const DEFAULT_LOCALE = 'en-US';

/** One formatter per locale and options: building an `Intl` formatter costs more than using it. */
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function cached<F extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => F): F {
  let formatter = formatters.get(key) as F | undefined;
  if (!formatter) {
    formatter = make();
    formatters.set(key, formatter);
  }
  return formatter;
}

/** A number formatter of `locale` (e.g. `{ maximumFractionDigits: 1 }`), reused. */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return cached(`n|${locale}|${JSON.stringify(options)}`, () => new Intl.NumberFormat(locale, options));
}

/** A date formatter of `locale`, reused when it names its zone (without one it takes the viewer's zone of the moment). */
export function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  if (options.timeZone === undefined) return new Intl.DateTimeFormat(locale, options);
  return cached(`d|${locale}|${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, options));
}

/**
 * A price in US dollars, in `locale` (BCP 47; default American English): `49` → "$49.00"
 * ("US$49.00" in zh-Hans-CN). Components format in their `KitLocaleProvider`'s locale.
 */
export function formatPrice(value: number, locale: string = DEFAULT_LOCALE): string {
  return numberFormat(locale, { style: 'currency', currency: 'USD' }).format(value);
}

/**
 * An ISO date-time as a short date in `locale` (default American English): "2026-11-22T18:00:00Z"
 * → "Nov 22, 2026". The date is taken in `timeZone` (default: the viewer's own zone). An
 * unparsable value is returned as is.
 */
export function formatDate(iso: string, timeZone?: string, locale: string = DEFAULT_LOCALE): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return dateFormat(locale, { month: 'short', day: 'numeric', year: 'numeric', timeZone }).format(date);
}

/**
 * Whole-percent discount of `price` against `originalPrice`, or `null` when there is no real
 * discount (no original price, one not above the price, or less than 1 %).
 */
export function discountPercent(price: number, originalPrice: number | null | undefined): number | null {
  if (originalPrice == null || !Number.isFinite(originalPrice) || !Number.isFinite(price)) return null;
  if (originalPrice <= 0 || price < 0 || originalPrice <= price) return null;
  const percent = Math.round(((originalPrice - price) / originalPrice) * 100);
  return percent >= 1 ? percent : null;
}
