/**
 * The waitlist's side of @spur/domain's store port over Postgres, inside the caller's
 * transaction: every move of a line's spots locks the spot's stock row (the session, or the
 * open-dated deal) first, so concurrent cancellations, sweeps and claims of one line queue there.
 * Waiting entries are taken with SKIP LOCKED: one being left right now is passed over rather
 * than waited for; a closing line skips locked entries too (a leave or the sweep locks its entry
 * before the stock: waiting would deadlock), and each settles itself once the line is closed.
 */
import { LIVE_WAITLIST_STATUSES, type PgValues, type WaitlistTransaction } from '@spur/domain';
import type { Trx } from '../db/knex';
import type { DealRow, SessionRow, UserRow, WaitlistEntryRow } from '../db/rows';
import { enqueueMail } from './outbox';

/** Postgres' unique violation: the person already has a live place in this line. */
const isUniqueViolation = (error: unknown) => (error as { code?: string }).code === '23505';

export function waitlistTransaction(trx: Trx): WaitlistTransaction<PgValues> {
  const entries = () => trx<WaitlistEntryRow>('waitlist_entries');
  return {
    async lockStock(stock) {
      const session = stock.session_id ? await trx<SessionRow>('sessions').where({ id: stock.session_id }).forUpdate().first() : null;
      const dealQuery = trx<DealRow>('deals').where({ id: stock.deal_id });
      const deal = (await (stock.session_id ? dealQuery.first() : dealQuery.forUpdate().first()))!;
      return { deal, session: session ?? null };
    },
    async restock(stock, count) {
      if (stock.session_id) await trx('sessions').where({ id: stock.session_id }).increment('slots_left', count);
      else await trx('deals').where({ id: stock.deal_id }).increment('available_slots', count);
    },
    lockWaiting: (stock) =>
      entries()
        .where({ deal_id: stock.deal_id, status: 'waiting' })
        .where((q) => (stock.session_id ? q.where({ session_id: stock.session_id }) : q.whereNull('session_id')))
        .orderBy('created_at')
        .orderBy('id')
        .limit(1)
        .forUpdate()
        .skipLocked(),
    lockLine(line) {
      const live = entries().where({ deal_id: line.deal_id }).whereIn('status', [...LIVE_WAITLIST_STATUSES]);
      if (line.session_id) live.where({ session_id: line.session_id });
      return live.orderBy('id').forUpdate().skipLocked();
    },
    lockEntriesOf: (userId) => entries().where({ user_id: userId }).whereIn('status', [...LIVE_WAITLIST_STATUSES]).orderBy('id').forUpdate(),
    lockEntry: (token) => entries().where({ token }).forUpdate().first(),
    lockExpiredOffer: (now) => entries().where({ status: 'offered' }).where('offer_expires_at', '<=', now).orderBy('offer_expires_at').limit(1).forUpdate().skipLocked().first(),
    async insertWaitlistEntry(entry) {
      // A savepoint: the unique violation must not abort the transaction it answers in.
      const inserted = await trx
        .transaction((inner) => inner<WaitlistEntryRow>('waitlist_entries').insert(entry).returning('*'))
        .catch((error: unknown) => {
          if (isUniqueViolation(error)) return [];
          throw error;
        });
      return inserted[0];
    },
    updateWaitlistEntries: (ids, change) =>
      entries()
        .whereIn('id', ids)
        .update({ ...change, updated_at: trx.fn.now() })
        .returning('*'),
    findDeal: (id) => trx<DealRow>('deals').where({ id }).first(),
    findSession: (dealId, sessionId) => trx<SessionRow>('sessions').where({ id: sessionId, deal_id: dealId }).first(),
    findUser: (id) => trx<UserRow>('users').where({ id }).first(),
    enqueueMail: (mail) => enqueueMail(trx, mail),
  };
}
