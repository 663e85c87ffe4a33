/**
 * Where a spot goes when it frees up or is added: to the first person waiting, as an offer that
 * holds it for the claim window, else back on sale. Every move locks the spot's stock row (the
 * session, or the open-dated deal) first, so concurrent cancellations, sweeps and claims of one
 * line queue there and a freed spot is offered once. Waiting entries are taken with SKIP LOCKED:
 * one being left right now is passed over rather than waited for.
 */
import { CLOSED_ENTRY, LIVE_WAITLIST_STATUSES, lineClosure, nextInLine, offerExpiry, waitlistOfferMail, waitlistOpen } from '@spur/domain';
import type { Trx } from '../db/knex';
import type { DealRow, SessionRow, UserRow, WaitlistEntryRow } from '../db/rows';
import { enqueueMail } from './outbox';

/** A spot's stock: a session's spots, or an open-dated deal's (session_id null). */
export interface Stock {
  deal_id: string;
  session_id: string | null;
}

/** Locks the stock row and reads what decides whether its line is open. */
async function lockStock(trx: Trx, stock: Stock) {
  const session = stock.session_id ? await trx<SessionRow>('sessions').where({ id: stock.session_id }).forUpdate().first() : null;
  const dealQuery = trx<DealRow>('deals').where({ id: stock.deal_id });
  const deal = (await (stock.session_id ? dealQuery.first() : dealQuery.forUpdate().first()))!;
  return { deal, session: session ?? null };
}

/** The first waiting person of the stock's line, locked (null: nobody). */
async function firstWaiting(trx: Trx, stock: Stock): Promise<WaitlistEntryRow | null> {
  const waiting = await trx<WaitlistEntryRow>('waitlist_entries')
    .where({ deal_id: stock.deal_id, status: 'waiting' })
    .where((q) => (stock.session_id ? q.where({ session_id: stock.session_id }) : q.whereNull('session_id')))
    .orderBy('created_at')
    .orderBy('id')
    .limit(1)
    .forUpdate()
    .skipLocked();
  return nextInLine(waiting);
}

/**
 * Makes one offer: the entry holds a spot until the claim window ends. The one place an offer
 * is created; its e-mail is queued in the same transaction.
 */
export async function makeOffer(trx: Trx, entry: WaitlistEntryRow, now: Date): Promise<WaitlistEntryRow> {
  const [offered] = await trx<WaitlistEntryRow>('waitlist_entries')
    .where({ id: entry.id })
    .update({ status: 'offered', offer_expires_at: offerExpiry(now), updated_at: trx.fn.now() })
    .returning('*');
  await queueOfferMail(trx, offered!, now);
  return offered!;
}

async function queueOfferMail(trx: Trx, entry: WaitlistEntryRow, now: Date): Promise<void> {
  const deal = (await trx<DealRow>('deals').where({ id: entry.deal_id }).first())!;
  const session = entry.session_id ? await trx<SessionRow>('sessions').where({ id: entry.session_id }).first() : undefined;
  const account = entry.user_id ? ((await trx<UserRow>('users').where({ id: entry.user_id }).first()) ?? null) : null;
  const mail = waitlistOfferMail({ entry: { ...entry, offer_expires_at: entry.offer_expires_at! }, deal, startsAt: session?.starts_at ?? null, account }, now);
  if (mail) await enqueueMail(trx, mail);
}

/** Puts `count` spots back on sale. */
export async function restock(trx: Trx, stock: Stock, count: number): Promise<void> {
  if (stock.session_id) await trx('sessions').where({ id: stock.session_id }).increment('slots_left', count);
  else await trx('deals').where({ id: stock.deal_id }).increment('available_slots', count);
}

/**
 * `count` spots of one stock freed (a cancellation, expired holds, an offer passed on): each is
 * offered to the next in line while the line is open; the rest go back on sale in one change
 * (one live event). Returns how many offers were made.
 */
export async function releaseSpot(trx: Trx, stock: Stock, now: Date, count = 1): Promise<number> {
  const target = await lockStock(trx, stock);
  let offers = 0;
  while (offers < count && waitlistOpen(target, now)) {
    const next = await firstWaiting(trx, stock);
    if (!next) break;
    await makeOffer(trx, next, now);
    offers += 1;
  }
  if (offers < count) await restock(trx, stock, count - offers);
  return offers;
}

/**
 * Spots on sale while people wait (a business added capacity): each is taken off sale and
 * offered, first in line first. Returns how many offers were made.
 */
export async function offerSpotsOnSale(trx: Trx, stock: Stock, now: Date): Promise<number> {
  const target = await lockStock(trx, stock);
  if (!waitlistOpen(target, now)) return 0;
  const onSale = target.session ? target.session.slots_left : target.deal.available_slots;
  let offers = 0;
  while (offers < onSale) {
    const next = await firstWaiting(trx, stock);
    if (!next) break;
    await restock(trx, stock, -1);
    await makeOffer(trx, next, now);
    offers += 1;
  }
  return offers;
}

/**
 * The business closed a line (`session_id`: that session cancelled) or every line of a deal (no
 * session: the deal removed); @spur/domain's lineClosure says what that does. The caller holds
 * the stock's lock (the session, or the deal) and has made the line closed by then. Entries
 * locked right now are skipped, not waited for (a leave or the sweep locks its entry before the
 * stock: waiting would deadlock): each settles itself once this commits, the line being closed
 * (left or expired, its spot back to stock, nobody offered), and a claim queues on the stock.
 */
export async function closeLines(trx: Trx, line: { deal_id: string; session_id?: string }): Promise<void> {
  const live = trx<WaitlistEntryRow>('waitlist_entries').where({ deal_id: line.deal_id }).whereIn('status', [...LIVE_WAITLIST_STATUSES]);
  if (line.session_id) live.where({ session_id: line.session_id });
  const { close, unhold } = lineClosure(await live.orderBy('id').forUpdate().skipLocked());
  if (close.length === 0) return;
  await trx('waitlist_entries')
    .whereIn('id', close.map((entry) => entry.id))
    .update({ ...CLOSED_ENTRY, updated_at: trx.fn.now() });
  for (const entry of unhold) await restock(trx, entry, 1);
}

/**
 * An account being erased leaves every line it waits in: spots offered to it pass on (its
 * entries then go with the account). Entries are locked first, like a leave.
 */
export async function leaveEveryLine(trx: Trx, userId: string, now: Date): Promise<void> {
  const live = await trx<WaitlistEntryRow>('waitlist_entries').where({ user_id: userId }).whereIn('status', ['waiting', 'offered']).orderBy('id').forUpdate();
  for (const entry of live) {
    await trx('waitlist_entries').where({ id: entry.id }).update({ status: 'left', offer_expires_at: null, updated_at: trx.fn.now() });
    if (entry.status === 'offered') await releaseSpot(trx, entry, now);
  }
}
