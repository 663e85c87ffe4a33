/**
 * Where a spot goes when it frees up or is added: to the first person waiting, as an offer that
 * holds it for the claim window, else back on sale (rules: `../waitlist`). Each move locks the
 * spot's stock first (`lockStock`), so a freed spot is offered once. These run inside the
 * caller's transaction: a cancellation, a sweep, a business's edit, an erasure.
 */
import { CLOSED_ENTRY, lineClosure, nextInLine, offerExpiry, waitlistOpen } from '../waitlist';
import { waitlistOfferMail } from '../mail';
import type { RowValues, WaitlistEntryRow } from '../rows';
import type { ClosedLine, Stock, WaitlistEntryChange, WaitlistTransaction } from './waitlistPort';

/** One entry's move: the entry as it is then. */
async function moveEntry<V extends RowValues>(tx: WaitlistTransaction<V>, id: string, change: WaitlistEntryChange): Promise<WaitlistEntryRow<V>> {
  const [moved] = await tx.updateWaitlistEntries([id], change);
  return moved!;
}

/** Makes one offer: the entry holds a spot until the claim window ends; its e-mail is queued with it. */
async function makeOffer<V extends RowValues>(tx: WaitlistTransaction<V>, entry: WaitlistEntryRow<V>, now: Date): Promise<void> {
  const claimBy = offerExpiry(now);
  const offered = await moveEntry(tx, entry.id, { status: 'offered', offer_expires_at: claimBy });
  const deal = (await tx.findDeal(offered.deal_id))!;
  const session = offered.session_id ? await tx.findSession(offered.deal_id, offered.session_id) : undefined;
  const account = offered.user_id ? ((await tx.findUser(offered.user_id)) ?? null) : null;
  const mail = waitlistOfferMail({ entry: { ...offered, offer_expires_at: claimBy }, deal, startsAt: session?.starts_at ?? null, account }, now);
  if (mail) await tx.enqueueMail(mail, now);
}

const firstWaiting = async <V extends RowValues>(tx: WaitlistTransaction<V>, stock: Stock) => nextInLine(await tx.lockWaiting(stock));

/**
 * `count` spots of one stock freed (a cancellation, expired holds, an offer passed on, capacity
 * added): each is offered to the next in line while the line is open; the rest go back on sale
 * in one change (one live event). Returns how many offers were made.
 */
export async function giveBackSpots<V extends RowValues>(tx: WaitlistTransaction<V>, stock: Stock, now: Date, count = 1): Promise<number> {
  const target = await tx.lockStock(stock);
  let offers = 0;
  while (offers < count && waitlistOpen(target, now)) {
    const next = await firstWaiting(tx, stock);
    if (!next) break;
    await makeOffer(tx, next, now);
    offers += 1;
  }
  if (offers < count) await tx.restock(stock, count - offers);
  return offers;
}

/**
 * Spots on sale while people wait (a business added capacity): each is taken off sale and
 * offered, first in line first. Returns how many offers were made.
 */
export async function offerSpotsOnSale<V extends RowValues>(tx: WaitlistTransaction<V>, stock: Stock, now: Date): Promise<number> {
  const target = await tx.lockStock(stock);
  if (!waitlistOpen(target, now)) return 0;
  const onSale = target.session ? target.session.slots_left : target.deal.available_slots;
  let offers = 0;
  while (offers < onSale) {
    const next = await firstWaiting(tx, stock);
    if (!next) break;
    await tx.restock(stock, -1);
    await makeOffer(tx, next, now);
    offers += 1;
  }
  return offers;
}

/**
 * The business closed a line (`session_id`: that session cancelled) or every line of a deal (no
 * session: the deal removed): `lineClosure` says what that does. The caller holds the stock's
 * lock and has made the line closed by then.
 */
export async function closeLines<V extends RowValues>(tx: WaitlistTransaction<V>, line: ClosedLine): Promise<void> {
  const { close, unhold } = lineClosure(await tx.lockLine(line));
  if (close.length === 0) return;
  await tx.updateWaitlistEntries(close.map((entry) => entry.id), CLOSED_ENTRY);
  for (const entry of unhold) await tx.restock(entry, 1);
}

/** Leaves a place in line; a spot offered to the person goes to the next one (or back on sale). */
export async function leaveLine<V extends RowValues>(tx: WaitlistTransaction<V>, entry: WaitlistEntryRow<V>, now: Date): Promise<WaitlistEntryRow<V>> {
  const heldSpot = entry.status === 'offered';
  const left = await moveEntry(tx, entry.id, { status: 'left', offer_expires_at: null });
  if (heldSpot) await giveBackSpots(tx, entry, now);
  return left;
}

/** An account being erased leaves every line it waits in (its entries then go with the account). */
export async function leaveEveryLine<V extends RowValues>(tx: WaitlistTransaction<V>, userId: string, now: Date): Promise<void> {
  for (const entry of await tx.lockEntriesOf(userId)) await leaveLine(tx, entry, now);
}
