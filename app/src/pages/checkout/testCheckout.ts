/** Pure helpers of the built-in test checkout page (CONTRIBUTING.md "Payments"). */
import { email as emailSchema, firstIssueMessage } from '@spur/contract';
import { formatPrice } from '@spur/ui-kit';

/**
 * The guest's email, checked with the contract's rule (the API applies the same):
 * "Please enter your email address." when blank, "Please enter a valid email address." when
 * malformed; null when valid.
 */
export function validateCheckoutEmail(value: string): string | null {
  const parsed = emailSchema.safeParse(value);
  return parsed.success ? null : firstIssueMessage(parsed.error);
}

/** An amount in cents in the checkout's currency: 4900, "usd" → "$49.00". */
export function formatAmount(cents: number, currency = 'usd'): string {
  const code = currency.toUpperCase();
  if (code === 'USD') return formatPrice(cents / 100);
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency: code }).format(cents / 100);
  } catch {
    return `${(cents / 100).toFixed(2)} ${code}`;
  }
}

/**
 * Where to go after paying or cancelling: an app path (or an absolute URL of this origin) is a
 * client-side navigation, anything else a full page load.
 */
export function resolveReturnUrl(url: string, origin: string): { path: string } | { href: string } {
  if (url.startsWith('/') && !url.startsWith('//')) return { path: url };
  try {
    const parsed = new URL(url, origin);
    if (parsed.origin === origin) return { path: `${parsed.pathname}${parsed.search}${parsed.hash}` };
  } catch {
    // not a URL: let the browser deal with it
  }
  return { href: url };
}
