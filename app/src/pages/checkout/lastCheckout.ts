/**
 * Which deal the last checkout of this tab was for, so the test checkout's "Try again" after an
 * expired hold goes back to that deal's page (the checkout itself does not name the deal).
 * Kept in sessionStorage (this tab only); every failure to read or write it is ignored.
 */
const KEY = 'spur.lastCheckout';

export function rememberCheckout(url: string, dealId: string): void {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify({ url, dealId }));
  } catch {
    // storage unavailable: Try again falls back to the deals list
  }
}

/** The deal of the checkout whose URL names `checkoutId`, else null. */
export function checkoutDealId(checkoutId: string): string | null {
  try {
    const stored: unknown = JSON.parse(window.sessionStorage.getItem(KEY) ?? 'null');
    if (!stored || typeof stored !== 'object') return null;
    const { url, dealId } = stored as { url?: unknown; dealId?: unknown };
    return typeof url === 'string' && typeof dealId === 'string' && checkoutId !== '' && url.includes(encodeURIComponent(checkoutId)) ? dealId : null;
  } catch {
    return null;
  }
}
