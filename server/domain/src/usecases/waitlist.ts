/**
 * The instant waitlist's requests (rules: `../waitlist`; where freed spots go: `waitlistOffers`):
 * join a line, leave it, claim an offer into the normal checkout, and the sweep that passes
 * expired offers on.
 */
import { MESSAGES, id as uuidSchema, type WaitlistEntry, type WaitlistJoin } from '@spur/contract';
import { conflict, notFound } from '../errors';
import { holdExpiry } from '../holds';
import { toWaitlistEntry, priceDropOf } from '../mappers';
import { priceCentsAt } from '../pricing';
import type { BookingRow, DealRow, RowValues, SessionRow, UserRow, WaitlistEntryRow } from '../rows';
import { assertSessionChoice } from '../sessions';
import { assertClaimable, assertLeavable, assertWaitlistJoinable, lineClosedByBusiness, waitlistOpen, waitlistPerson } from '../waitlist';
import type { Store } from './store';
import { closeLines, giveBackSpots, leaveLine } from './waitlistOffers';
import type { WaitlistTransaction } from './waitlistPort';

/** An entry as the API answers it, with its deal and session as they are in the transaction. */
async function answerOf<V extends RowValues>(tx: WaitlistTransaction<V>, entry: WaitlistEntryRow<V>, now: Date): Promise<WaitlistEntry> {
  const deal = (await tx.findDeal(entry.deal_id))!;
  const session = entry.session_id ? await tx.findSession(entry.deal_id, entry.session_id) : undefined;
  return toWaitlistEntry(entry, deal, session?.starts_at ?? null, now);
}

/** 404 deal, 400 session choice, 404 session, 409 closed or not sold out, 400 no e-mail, 409 already waiting. */
export async function joinWaitlist<V extends RowValues>(
  store: Store<V>,
  request: { dealId: string; join: WaitlistJoin; user: { id: string } | undefined; now: Date },
): Promise<WaitlistEntry> {
  const { dealId, join, user, now } = request;
  return store.transaction(async (tx) => {
    const deal = await tx.findDeal(dealId);
    if (!deal || deal.deleted_at) throw notFound(MESSAGES.dealNotFound);
    assertSessionChoice(deal.has_sessions, join.session_id);
    if (join.session_id !== undefined && !uuidSchema.safeParse(join.session_id).success) throw notFound(MESSAGES.sessionNotFound);
    const session = join.session_id ? await tx.findSession(deal.id, join.session_id) : undefined;
    if (join.session_id && !session) throw notFound(MESSAGES.sessionNotFound);
    assertWaitlistJoinable({ deal, session: session ?? null }, now);
    const person = waitlistPerson(user, join.email);
    const entry = await tx.insertWaitlistEntry({ deal_id: deal.id, session_id: session?.id ?? null, ...person });
    // One live place per person per line.
    if (!entry) throw conflict(MESSAGES.waitlistAlreadyJoined);
    return toWaitlistEntry(entry, deal, session?.starts_at ?? null, now);
  });
}

/** Leaves the line (404, 409 no longer in it); a spot offered to the person goes to the next one (or back on sale). */
export async function leaveWaitlist<V extends RowValues>(store: Store<V>, request: { token: string; now: Date }): Promise<WaitlistEntry> {
  const { token, now } = request;
  return store.transaction(async (tx) => {
    const entry = await tx.lockEntry(token);
    assertLeavable(entry, now);
    return answerOf(tx, await leaveLine(tx, entry!, now), now);
  });
}

/** An offer claimed: its pending booking, for the backend to open a checkout for. */
export interface ClaimedOffer<V extends RowValues> {
  booking: BookingRow<V>;
  deal: DealRow<V>;
  session: SessionRow<V> | null;
  /** Who pays: a guest's offer is booked for the address that waited, whoever holds the link. */
  customerEmail: string | null;
}

/**
 * Books the offered spot (404, 403 another account's, 409 no live offer, 409 line closed): a
 * pending booking takes over the offer's hold (no spot is taken again) at the price of the moment.
 */
export async function claimWaitlistOffer<V extends RowValues>(
  store: Store<V>,
  request: { token: string; user: Pick<UserRow<V>, 'id' | 'email' | 'full_name'> | undefined; now: Date },
): Promise<ClaimedOffer<V>> {
  const { token, user, now } = request;
  const claimed = await store.transaction(async (tx): Promise<ClaimedOffer<V> | null> => {
    const entry = await tx.lockEntry(token);
    assertClaimable(entry, user?.id, now);
    // The stock locked after the entry, as leaves and the sweep do (no lock cycle): a business
    // closing the line (it locks the stock) either commits first, and the claim is refused, or
    // cancels the booking made here after it.
    const { deal, session } = await tx.lockStock(entry!);
    if (!waitlistOpen({ deal, session }, now)) {
      // A business closing the line skipped this entry while it was locked here: it closes now.
      if (lineClosedByBusiness({ deal, session })) await closeLines(tx, deal.deleted_at ? { deal_id: deal.id } : { deal_id: deal.id, session_id: session!.id });
      return null;
    }
    const booking = await tx.insertBooking({
      deal_id: deal.id,
      session_id: session?.id ?? null,
      user_id: entry!.user_id,
      guest_email: entry!.email,
      guest_name: entry!.user_id ? (user?.full_name ?? null) : null,
      status: 'pending',
      amount_cents: priceCentsAt({ price: Number(deal.price), price_drop: priceDropOf(deal) }, session?.starts_at ?? null, now),
      hold_expires_at: holdExpiry(now),
    });
    await tx.updateWaitlistEntries([entry!.id], { status: 'claimed', offer_expires_at: null, booking_id: booking.id });
    return { booking, deal, session, customerEmail: entry!.email ?? user?.email ?? null };
  });
  // Refused after the commit: the line closed above stays closed.
  if (!claimed) throw conflict(MESSAGES.waitlistClosed);
  return claimed;
}

/** One offer whose window is over passes on (to the next in line, or back on sale); false when none is left. */
async function passExpiredOffer<V extends RowValues>(store: Store<V>, now: Date): Promise<boolean> {
  return store.transaction(async (tx) => {
    const expired = await tx.lockExpiredOffer(now);
    if (!expired) return false;
    await tx.updateWaitlistEntries([expired.id], { status: 'expired', offer_expires_at: null });
    await giveBackSpots(tx, expired, now);
    return true;
  });
}

/**
 * The sweep: offers whose window is over pass on, each in its own transaction (so several
 * sweepers share the work), `limit` at the most. Returns how many did.
 */
export async function passExpiredOffers<V extends RowValues>(store: Store<V>, now: Date, limit = Number.POSITIVE_INFINITY): Promise<number> {
  let passed = 0;
  while (passed < limit && (await passExpiredOffer(store, now))) passed += 1;
  return passed;
}
