/**
 * The waitlist's side of @spur/domain's store port on the mock database (the server's
 * services/waitlistOffers). The mock runs one request at a time, so a lock is a plain read.
 */
import { isLiveEntry, offerRanOut, type JsonValues, type WaitlistTransaction } from '@spur/domain';
import type { MockBackend } from '../backend';
import { randomUuid } from '../crypto';
import type { WaitlistEntryRow } from '../db/database';
import { enqueueMail } from './mail';

const byId = (a: WaitlistEntryRow, b: WaitlistEntryRow) => a.id.localeCompare(b.id);

export function waitlistTransaction(backend: MockBackend): WaitlistTransaction<JsonValues> {
  const { db } = backend;
  const findDeal = (id: string) => db.deal.findFirst({ where: { id: { equals: id } } }) ?? undefined;
  const findSession = (id: string) => db.session.findFirst({ where: { id: { equals: id } } }) ?? undefined;
  const entriesOfDeal = (dealId: string) => db.waitlistEntry.findMany({ where: { deal_id: { equals: dealId } } });
  return {
    lockStock: async (stock) => ({ deal: findDeal(stock.deal_id)!, session: (stock.session_id && findSession(stock.session_id)) || null }),
    async restock(stock, count) {
      const session = stock.session_id ? findSession(stock.session_id) : undefined;
      const deal = findDeal(stock.deal_id);
      if (session) db.session.update({ where: { id: { equals: session.id } }, data: { slots_left: session.slots_left + count } });
      else if (deal) db.deal.update({ where: { id: { equals: deal.id } }, data: { available_slots: deal.available_slots + count } });
    },
    lockWaiting: async (stock) => entriesOfDeal(stock.deal_id).filter((entry) => entry.status === 'waiting' && entry.session_id === stock.session_id),
    lockLine: async (line) => entriesOfDeal(line.deal_id).filter((entry) => isLiveEntry(entry) && (!line.session_id || entry.session_id === line.session_id)).sort(byId),
    lockEntriesOf: async (userId) => db.waitlistEntry.findMany({ where: { user_id: { equals: userId } } }).filter(isLiveEntry).sort(byId),
    lockEntry: async (token) => db.waitlistEntry.findFirst({ where: { token: { equals: token } } }) ?? undefined,
    lockExpiredOffer: async (now) =>
      db.waitlistEntry
        .getAll()
        .filter((entry) => offerRanOut(entry, now))
        .sort((a, b) => a.offer_expires_at!.localeCompare(b.offer_expires_at!))[0],
    async insertWaitlistEntry(entry) {
      // The server's unique index: one live place per person per line.
      const already = entriesOfDeal(entry.deal_id).some(
        (other) => other.session_id === entry.session_id && isLiveEntry(other) && other.user_id === entry.user_id && other.email === entry.email,
      );
      if (already) return undefined;
      const now = backend.clock.now().toISOString();
      return db.waitlistEntry.create({ id: randomUuid(), token: randomUuid(), ...entry, status: 'waiting', offer_expires_at: null, booking_id: null, created_at: now, updated_at: now });
    },
    updateWaitlistEntries: async (ids, { offer_expires_at, ...change }) => {
      const data = { ...change, offer_expires_at: offer_expires_at && offer_expires_at.toISOString(), updated_at: backend.clock.now().toISOString() };
      return ids.map((id) => db.waitlistEntry.update({ where: { id: { equals: id } }, data }) as WaitlistEntryRow);
    },
    findDeal: async (id) => findDeal(id),
    findSession: async (dealId, sessionId) => {
      const session = findSession(sessionId);
      return session?.deal_id === dealId ? session : undefined;
    },
    findUser: async (id) => db.user.findFirst({ where: { id: { equals: id } } }) ?? undefined,
    enqueueMail: async (mail, now) => enqueueMail(db, mail, now),
  };
}
