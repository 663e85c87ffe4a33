/** Checkout: which deal can be bought at which amount, a checkout's state, where it lands. */
import { MESSAGES, SUCCESS_ROUTE, SUCCESS_URL_QUERY, toCents } from '@spur/contract';
import { badRequest, conflict, notFound } from './errors';
import { isExpired, isRemoved, type DealState } from './deals';
import { millis, type Instant } from './time';

export type CheckoutStatus = 'open' | 'complete' | 'expired';

/** A deal can be booked only while on sale: 404 removed or missing, 409 expired. */
export function assertOnSale<D extends Pick<DealState, 'expires_at' | 'deleted_at'>>(deal: D | null | undefined, now: Date): asserts deal is D {
  if (!deal || isRemoved(deal)) throw notFound(MESSAGES.dealNotFound);
  if (isExpired(deal, now)) throw conflict(MESSAGES.dealUnavailable);
}

export function assertPriceUnchanged(price: number, amountCents: number): void {
  if (toCents(price) !== amountCents) throw conflict(MESSAGES.priceChanged);
}

/** An email as stored: trimmed, lower case. */
export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

/** Who a checkout's booking is for: the signed-in buyer, else the guest's details. */
export function checkoutBuyer(
  user: { id: string; full_name: string | null } | null | undefined,
  guest: { email?: string | undefined; name?: string | undefined } | undefined,
) {
  return {
    user_id: user?.id ?? null,
    guest_email: user ? null : (guest?.email && normalizeEmail(guest.email)) || null,
    guest_name: user ? user.full_name : guest?.name || null,
  };
}

/**
 * A checkout's state, read from its booking: complete once paid (a payment id), open while the
 * booking is pending and its hold lasts, otherwise expired.
 */
export function checkoutStatus(
  booking: { status: string; payment_intent_id: string | null; hold_expires_at: Instant | null },
  now: Date,
): CheckoutStatus {
  if (booking.payment_intent_id) return 'complete';
  const holding = booking.status === 'pending' && booking.hold_expires_at !== null && millis(booking.hold_expires_at) > now.getTime();
  return holding ? 'open' : 'expired';
}

/** Paying or cancelling needs an open checkout: 409 otherwise. */
export function assertCheckoutOpen(status: CheckoutStatus): void {
  if (status !== 'open') throw conflict(MESSAGES.checkoutClosed);
}

/** The address a test payment is made with: the one typed, else the checkout's; 400 with neither. */
export function payerEmail(typed: string | undefined, customerEmail: string | null): string {
  const email = typed ?? customerEmail;
  if (!email) throw badRequest(MESSAGES.enterEmail);
  return email;
}

/** Where a paid checkout lands (the app's success page, naming the checkout). */
export function successUrl(checkoutId: string): string {
  return `${SUCCESS_ROUTE}${SUCCESS_URL_QUERY.replace('{CHECKOUT_SESSION_ID}', checkoutId)}`;
}
