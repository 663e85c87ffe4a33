/**
 * Where a freed or added spot goes in the mock database (the server's services/waitlistOffers):
 * an offer to the first person waiting while the line is open, else back on sale. The mock runs
 * one request at a time, so no locks are needed for "offered once".
 */
import { CLOSED_ENTRY, lineClosure, nextInLine, offerExpiry, waitlistOpen } from '@spur/domain';
import type { MockBackend } from '../backend';
import type { WaitlistEntryRow } from '../db/database';
import { queueOfferMail } from './mail';

/** A spot's stock: a session's spots, or an open-dated deal's (session_id null). */
export interface Stock {
  deal_id: string;
  session_id: string | null;
}

function targetOf({ db }: MockBackend, stock: Stock) {
  const deal = db.deal.findFirst({ where: { id: { equals: stock.deal_id } } })!;
  const session = stock.session_id ? db.session.findFirst({ where: { id: { equals: stock.session_id } } }) : null;
  return { deal, session };
}

function firstWaiting({ db }: MockBackend, stock: Stock): WaitlistEntryRow | null {
  const line = db.waitlistEntry.findMany({ where: { deal_id: { equals: stock.deal_id }, status: { equals: 'waiting' } } });
  return nextInLine(line.filter((entry) => entry.session_id === stock.session_id));
}

/** Makes one offer: the entry holds a spot until the claim window ends; its e-mail is queued. */
export function makeOffer(backend: MockBackend, entry: WaitlistEntryRow): WaitlistEntryRow {
  const now = backend.clock.now();
  const offered = backend.db.waitlistEntry.update({
    where: { id: { equals: entry.id } },
    data: { status: 'offered', offer_expires_at: offerExpiry(now).toISOString(), updated_at: now.toISOString() },
  }) as WaitlistEntryRow;
  queueOfferMail(backend.db, offered, now);
  return offered;
}

/** Puts `count` spots back on sale (negative: takes them off). */
export function restock(backend: MockBackend, stock: Stock, count: number): void {
  const { deal, session } = targetOf(backend, stock);
  if (session) backend.db.session.update({ where: { id: { equals: session.id } }, data: { slots_left: session.slots_left + count } });
  else if (deal) backend.db.deal.update({ where: { id: { equals: deal.id } }, data: { available_slots: deal.available_slots + count } });
}

/**
 * `count` spots of one stock freed (or added): each is offered to the next in line while the line
 * is open; the rest go back on sale. Returns how many offers were made.
 */
export function releaseSpot(backend: MockBackend, stock: Stock, count = 1): number {
  const target = targetOf(backend, stock);
  let offers = 0;
  while (offers < count && target.deal && waitlistOpen(target, backend.clock.now())) {
    const next = firstWaiting(backend, stock);
    if (!next) break;
    makeOffer(backend, next);
    offers += 1;
  }
  if (offers < count) restock(backend, stock, count - offers);
  return offers;
}

/** Spots on sale while people wait (a business added capacity) are offered, first in line first. */
export function offerSpotsOnSale(backend: MockBackend, stock: Stock): number {
  const target = targetOf(backend, stock);
  if (!waitlistOpen(target, backend.clock.now())) return 0;
  const onSale = target.session ? target.session.slots_left : target.deal.available_slots;
  let offers = 0;
  while (offers < onSale) {
    const next = firstWaiting(backend, stock);
    if (!next) break;
    restock(backend, stock, -1);
    makeOffer(backend, next);
    offers += 1;
  }
  return offers;
}

/**
 * The business closed a line (`session_id`: that session cancelled) or every line of a deal (no
 * session: the deal removed), as @spur/domain's lineClosure says.
 */
export function closeLines(backend: MockBackend, line: { deal_id: string; session_id?: string }): void {
  const entries = backend.db.waitlistEntry
    .findMany({ where: { deal_id: { equals: line.deal_id } } })
    .filter((entry) => !line.session_id || entry.session_id === line.session_id)
    .sort((a, b) => a.id.localeCompare(b.id));
  const { close, unhold } = lineClosure(entries);
  const now = backend.clock.now().toISOString();
  for (const entry of close) backend.db.waitlistEntry.update({ where: { id: { equals: entry.id } }, data: { ...CLOSED_ENTRY, updated_at: now } });
  for (const entry of unhold) restock(backend, entry, 1);
}

/** An account being erased leaves every line (spots offered to it pass on); its entries go with it. */
export function leaveEveryLine(backend: MockBackend, userId: string): void {
  const entries = backend.db.waitlistEntry.findMany({ where: { user_id: { equals: userId } } });
  for (const entry of entries.sort((a, b) => a.id.localeCompare(b.id))) {
    backend.db.waitlistEntry.delete({ where: { id: { equals: entry.id } } });
    if (entry.status === 'offered') releaseSpot(backend, entry);
  }
}
