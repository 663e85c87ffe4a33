/**
 * The instant waitlist over Postgres: the requests are @spur/domain's use cases (join, leave,
 * claim, the sweep that passes expired offers on), run on the store port; this reads one place
 * in line or the caller's, and opens a claimed offer's checkout.
 */
import { MESSAGES, type CheckoutCreated, type WaitlistEntry, type WaitlistJoin } from '@spur/contract';
import {
  LIVE_WAITLIST_STATUSES,
  claimWaitlistOffer,
  isLiveEntry,
  joinWaitlist,
  leaveWaitlist,
  notFound,
  passExpiredOffers,
  toWaitlistEntry,
  type PgValues,
  type Store,
} from '@spur/domain';
import type { Clock } from '../clock';
import type { Db } from '../db/knex';
import type { UserRow, WaitlistEntryRow } from '../db/rows';
import type { PaymentsService } from './payments';

export type WaitlistService = ReturnType<typeof createWaitlistService>;

interface EntryViewRow extends WaitlistEntryRow {
  deal_title: string;
  time_zone: string;
  price: string;
  price_drop_floor: string | null;
  price_drop_window_minutes: number | null;
  session_starts_at: Date | null;
}

export function createWaitlistService(deps: { db: Db; clock: Clock; store: Store<PgValues>; payments: Pick<PaymentsService, 'openCheckout'> }) {
  const { db, clock, store, payments } = deps;

  const withDeal = () =>
    db<EntryViewRow>('waitlist_entries as w')
      .join('deals as d', 'd.id', 'w.deal_id')
      .leftJoin('sessions as s', 's.id', 'w.session_id')
      .select('w.*', 'd.title as deal_title', 'd.time_zone', 'd.price', 'd.price_drop_floor', 'd.price_drop_window_minutes')
      .select('s.starts_at as session_starts_at');

  const toEntry = (row: EntryViewRow): WaitlistEntry => toWaitlistEntry(row, { ...row, title: row.deal_title }, row.session_starts_at, clock.now());

  return {
    join: (user: UserRow | undefined, dealId: string, input: WaitlistJoin): Promise<WaitlistEntry> => joinWaitlist(store, { dealId, join: input, user, now: clock.now() }),

    /** The caller's live places in line (waiting or offered), newest first. */
    async listOwn(user: UserRow): Promise<WaitlistEntry[]> {
      const rows = await withDeal()
        .where('w.user_id', user.id)
        .whereIn('w.status', [...LIVE_WAITLIST_STATUSES])
        .orderBy('w.created_at', 'desc')
        .orderBy('w.id', 'desc');
      // An offer past its window reads as expired before the sweep gets to it.
      return rows.map(toEntry).filter(isLiveEntry);
    },

    async get(token: string): Promise<WaitlistEntry> {
      const row = await withDeal().where('w.token', token).first();
      if (!row) throw notFound(MESSAGES.waitlistNotFound);
      return toEntry(row);
    },

    leave: (token: string): Promise<WaitlistEntry> => leaveWaitlist(store, { token, now: clock.now() }),

    /** Books the offered spot, then a checkout opens for it like any other. */
    async claim(user: UserRow | undefined, token: string, appUrl: string): Promise<CheckoutCreated> {
      const now = clock.now();
      const claimed = await claimWaitlistOffer(store, { token, user, now });
      return payments.openCheckout(claimed, appUrl, now);
    },

    /** The sweep: every offer whose window is over passes on. Returns how many did. */
    passExpiredOffers: (limit = 500): Promise<number> => passExpiredOffers(store, clock.now(), limit),
  };
}
