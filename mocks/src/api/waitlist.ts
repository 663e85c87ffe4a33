/** The instant waitlist over the mock database: @spur/domain's use cases (as the server), and the reads. */
import { MESSAGES, type CheckoutCreated, type WaitlistEntry } from '@spur/contract';
import {
  claimWaitlistOffer,
  isLiveEntry,
  joinWaitlist,
  leaveWaitlist,
  notFound,
  shownWaitlistStatus,
  toWaitlistEntry,
  type JsonValues,
  type RouteInput,
  type Store,
} from '@spur/domain';
import type { MockBackend } from '../backend';
import type { MockDatabase, UserRow, WaitlistEntryRow } from '../db/database';
import { openTestCheckout } from './store';

type Context<Name extends 'joinWaitlist' | 'myWaitlist' | 'getWaitlistEntry' | 'leaveWaitlist' | 'claimWaitlistOffer'> = RouteInput<Name, UserRow> & {
  backend: MockBackend;
  db: MockDatabase;
  store: Store<JsonValues>;
  now: Date;
};

function toEntry(db: MockDatabase, row: WaitlistEntryRow, now: Date): WaitlistEntry {
  const deal = db.deal.findFirst({ where: { id: { equals: row.deal_id } } })!;
  const session = row.session_id ? db.session.findFirst({ where: { id: { equals: row.session_id } } }) : null;
  return toWaitlistEntry(row, deal, session?.starts_at ?? null, now);
}

export const waitlistRoutes = {
  joinWaitlist: ({ store, params, body, user, now }: Context<'joinWaitlist'>): Promise<WaitlistEntry> => joinWaitlist(store, { dealId: params.id ?? '', join: body, user, now }),

  myWaitlist({ db, user, now }: Context<'myWaitlist'>): WaitlistEntry[] {
    return db.waitlistEntry
      .findMany({ where: { user_id: { equals: user!.id } } })
      .filter((entry) => isLiveEntry({ status: shownWaitlistStatus(entry, now) }))
      .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id.localeCompare(a.id))
      .map((entry) => toEntry(db, entry, now));
  },

  getWaitlistEntry({ db, params, now }: Context<'getWaitlistEntry'>): WaitlistEntry {
    const entry = db.waitlistEntry.findFirst({ where: { token: { equals: params.token ?? '' } } });
    if (!entry) throw notFound(MESSAGES.waitlistNotFound);
    return toEntry(db, entry, now);
  },

  leaveWaitlist: ({ store, params, now }: Context<'leaveWaitlist'>): Promise<WaitlistEntry> => leaveWaitlist(store, { token: params.token ?? '', now }),

  /** The offer's pending booking, and a test checkout for it. */
  async claimWaitlistOffer({ backend, store, params, user, now }: Context<'claimWaitlistOffer'>): Promise<CheckoutCreated> {
    const claimed = await claimWaitlistOffer(store, { token: params.token ?? '', user, now });
    return openTestCheckout(backend, claimed).created;
  },
};
