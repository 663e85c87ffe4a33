/** Pure helpers of the built-in test checkout page (CONTRIBUTING.md "Payments"). */
import { email as emailSchema, firstIssueMessage } from '@spur/contract';
import { DEFAULT_LOCALE, type Locale } from '@spur/i18n';
import { formatCurrency } from '../../time/format';

/**
 * The guest's email, checked with the contract's rule (the API applies the same):
 * "Please enter your email address." when blank, "Please enter a valid email address." when
 * malformed; null when valid.
 */
export function validateCheckoutEmail(value: string): string | null {
  const parsed = emailSchema.safeParse(value);
  return parsed.success ? null : firstIssueMessage(parsed.error);
}

/** An amount in cents in the checkout's currency, in the page's language: 4900, "usd" → "$49.00". */
export function formatAmount(cents: number, currency = 'usd', locale: Locale = DEFAULT_LOCALE): string {
  return formatCurrency(cents, currency.toUpperCase(), locale);
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
