/**
 * Holding a spot with a pending booking: the checkout's first step (`createCheckout`, with the
 * amount the buyer saw) and a plain booking (`createBooking`, at the price of the moment).
 */
import { MESSAGES, id as uuidSchema } from '@spur/contract';
import { assertOnSale, assertPriceUnchanged } from '../checkout';
import { conflict, notFound } from '../errors';
import { holdExpiry } from '../holds';
import { priceDropOf } from '../mappers';
import { priceCentsAt } from '../pricing';
import type { BookingRow, DealRow, RowValues, SessionRow } from '../rows';
import { assertSessionBookable, assertSessionChoice } from '../sessions';
import type { Buyer, Store } from './store';

export interface HeldSpot<V extends RowValues> {
  deal: DealRow<V>;
  /** Null for an open-dated deal. */
  session: SessionRow<V> | null;
  booking: BookingRow<V>;
}

const isUuid = (value: string | undefined) => uuidSchema.safeParse(value).success;

/**
 * Holds one spot for `CHECKOUT_HOLD_MINUTES` with a pending booking, deciding in the shared order
 * (CONTRIBUTING): deal 404 → expired 409 → session choice 400 → session 404 → session 409 →
 * (with an amount) price 409 → sold out 409. With `amountCents` the booking is at that amount,
 * which must be the price of the moment (a running price drop included; the client's amount is
 * only compared, never trusted); without it, at the price of the moment.
 */
export async function holdForCheckout<V extends RowValues>(
  store: Store<V>,
  request: { dealId: string; sessionId: string | undefined; amountCents?: number; buyer: Buyer; now: Date },
): Promise<HeldSpot<V>> {
  const { dealId, sessionId, amountCents, now } = request;
  if (!isUuid(dealId)) throw notFound(MESSAGES.dealNotFound);
  return store.transaction(async (tx) => {
    const found = await tx.findDeal(dealId);
    assertOnSale(found, now);
    assertSessionChoice(found.has_sessions, sessionId);
    let deal: DealRow<V>;
    let session: SessionRow<V> | null = null;
    if (!found.has_sessions) {
      if (amountCents !== undefined) assertPriceUnchanged(Number(found.price), amountCents);
      deal = await tx.takeDealSpot(found.id);
      // The price may have changed since it was read: the held row is the truth.
      if (amountCents !== undefined) assertPriceUnchanged(Number(deal.price), amountCents);
    } else {
      if (!isUuid(sessionId)) throw notFound(MESSAGES.sessionNotFound);
      const current = await tx.findSession(found.id, sessionId!);
      if (!current) throw notFound(MESSAGES.sessionNotFound);
      assertSessionBookable(current, now);
      if (amountCents !== undefined && priceCents(found, current, now) !== amountCents) throw conflict(MESSAGES.priceChanged);
      deal = found;
      session = await tx.takeSessionSpot(found.id, current.id);
    }
    const booking = await tx.insertBooking({
      deal_id: deal.id,
      session_id: session?.id ?? null,
      ...request.buyer,
      status: 'pending',
      amount_cents: amountCents ?? priceCents(deal, session, now),
      hold_expires_at: holdExpiry(now),
    });
    return { deal, session, booking };
  });
}

/** The price of the moment in cents, for a booking of `session` (null: open-dated). */
function priceCents<V extends RowValues>(deal: DealRow<V>, session: Pick<SessionRow<V>, 'starts_at'> | null, now: Date): number {
  return priceCentsAt({ price: Number(deal.price), price_drop: priceDropOf(deal) }, session?.starts_at ?? null, now);
}

