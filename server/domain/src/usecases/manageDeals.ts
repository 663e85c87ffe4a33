/** A business manages its deals: create, edit, remove (`DealsStoreTransaction`'s operations). */
import type { DealCreateSchema, DealUpdateSchema, PriceDrop } from '@spur/contract';
import type { z } from 'zod';
import { cancellationColumns, termsOf } from '../cancellation';
import { assertFutureExpiry, assertOwnDeal, dealChanges, newDealFields, slotsEdit, type DealOwner } from '../deals';
import { priceDropOf } from '../mappers';
import type { DealRow, RowValues } from '../rows';
import type { Store, StoreTransaction } from './store';
import { closeLines, giveBackSpots } from './waitlistOffers';

/** The stored price-drop columns of a price drop (null: none). */
const priceDropColumns = (drop: PriceDrop | null) => ({
  price_drop_floor: drop === null ? null : drop.floor_price,
  price_drop_window_minutes: drop === null ? null : drop.window_minutes,
});

/**
 * A deal still on sale that the caller owns, locked until the transaction ends: 404, then 403.
 * Here and in `manageSessions`, ids come from paths the request pipeline has checked are UUIDs.
 */
export async function ownDeal<V extends RowValues>(tx: StoreTransaction<V>, userId: string, dealId: string): Promise<DealRow<V>> {
  return assertOwnDeal(await tx.lockDeal(dealId), userId);
}

/**
 * Both dashboard forms: missing fields take the product's defaults; an expiry must lie ahead
 * (400). The deal goes under its owner's business of the name it gives.
 */
export async function createDeal<V extends RowValues>(
  store: Store<V>,
  request: { owner: DealOwner; input: z.output<typeof DealCreateSchema>; now: Date },
): Promise<DealRow<V>> {
  const { price_drop, cancellation, ...fields } = newDealFields(request.owner, request.input, request.now);
  return store.transaction(async (tx) =>
    tx.insertDeal({
      ...fields,
      business_id: await tx.businessIdOf(request.owner.id, fields.business_name),
      ...priceDropColumns(price_drop),
      ...cancellationColumns(cancellation),
    }),
  );
}

/**
 * Changes only the fields sent, checked in the shared order: expiry 400 → deal 404/403 → prices
 * 400 (`dealChanges`). Another business name moves the deal to its owner's business of that name.
 * Slots added to an open-dated deal go to the people waiting for it first (as a freed spot does),
 * the rest on sale; the deal stays locked meanwhile, as a booking of it locks it. Returns the deal
 * as it is then.
 */
export async function editDeal<V extends RowValues>(
  store: Store<V>,
  request: { userId: string; dealId: string; input: z.output<typeof DealUpdateSchema>; now: Date },
): Promise<DealRow<V>> {
  const { userId, dealId, input, now } = request;
  assertFutureExpiry(input.expires_at, now);
  return store.transaction(async (tx) => {
    const deal = await ownDeal(tx, userId, dealId);
    const current = { original_price: deal.original_price === null ? null : Number(deal.original_price), price_drop: priceDropOf(deal), cancellation: termsOf(deal) };
    const { price_drop, cancellation, ...changes } = dealChanges(current, input);
    const { onSale, added } = slotsEdit(deal.available_slots, changes.available_slots);
    // A new business name moves the deal to that business (`ownDeal` checked the owner is the caller).
    const renamed = changes.business_name !== undefined && changes.business_name !== deal.business_name;
    await tx.updateDeal(deal.id, {
      ...changes,
      ...(renamed && { business_id: await tx.businessIdOf(userId, changes.business_name!) }),
      available_slots: onSale,
      ...(price_drop !== undefined && priceDropColumns(price_drop)),
      ...(cancellation !== undefined && cancellationColumns(cancellation)),
    });
    if (added > 0) await giveBackSpots(tx, { deal_id: deal.id, session_id: null }, now, added);
    return (await tx.findDeal(deal.id))!;
  });
}

/** Takes the caller's deal off sale and closes its lines; bookings already made keep pointing at it. */
export async function removeDeal<V extends RowValues>(store: Store<V>, request: { userId: string; dealId: string }): Promise<void> {
  await store.transaction(async (tx) => {
    const deal = await ownDeal(tx, request.userId, request.dealId);
    await tx.removeDeal(deal.id);
    await closeLines(tx, { deal_id: deal.id });
  });
}
