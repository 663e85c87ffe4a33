const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** A price in dollars as US currency: `49` → "$49.00". */
export function formatPrice(value: number): string {
  return usd.format(value);
}

/**
 * An ISO date-time as a short US date: "2026-11-22T18:00:00Z" → "Nov 22, 2026". The date is
 * taken in `timeZone` (default: the viewer's own zone). An unparsable value is returned as is.
 */
export function formatDate(iso: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone }).format(date);
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
