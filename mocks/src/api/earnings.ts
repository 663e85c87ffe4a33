/**
 * The money ledger over the mock database (the server's services/earnings.ts): its side of
 * @spur/domain's store port, and a business's earnings (`businessEarnings`). The demo has no
 * server configuration: Spur's commission is the default.
 */
import { DEFAULT_PLATFORM_FEE_PERCENT, type Earnings, type EndpointName } from '@spur/contract';
import { businessEarnings, type JsonValues, type LedgerLine, type LedgerTransaction, type RouteInput, type Store } from '@spur/domain';
import type { MockBackend } from '../backend';
import { randomUuid } from '../crypto';
import type { UserRow } from '../db/database';
import { iso } from './store';

type Context<Name extends EndpointName> = RouteInput<Name, UserRow> & { store: Store<JsonValues>; now: Date };

/** In the order the server reads them: by time, then key. */
const inOrder = (a: { created_at: string; key: string }, b: { created_at: string; key: string }) => a.created_at.localeCompare(b.created_at) || a.key.localeCompare(b.key);

export function ledgerTransaction({ db }: MockBackend): LedgerTransaction<JsonValues> {
  return {
    async recordLedgerEntries(entries) {
      for (const entry of entries) {
        // The key is unique: writing it again is a no-op (the server's ON CONFLICT DO NOTHING).
        if (db.ledgerEntry.findFirst({ where: { key: { equals: entry.key } } })) continue;
        db.ledgerEntry.create({ id: randomUuid(), ...entry, created_at: iso(entry.created_at) });
      }
    },
    bookingLedger: async (bookingId) => db.ledgerEntry.findMany({ where: { booking_id: { equals: bookingId } } }).sort(inOrder),
    async businessLedger(ownerId) {
      const lines: LedgerLine[] = [];
      for (const entry of db.ledgerEntry.getAll().sort(inOrder)) {
        const booking = db.booking.findFirst({ where: { id: { equals: entry.booking_id } } });
        const deal = booking && db.deal.findFirst({ where: { id: { equals: booking.deal_id } } });
        if (!booking || deal?.owner_id !== ownerId) continue;
        const session = booking.session_id ? db.session.findFirst({ where: { id: { equals: booking.session_id } } }) : null;
        const account = booking.user_id ? db.user.findFirst({ where: { id: { equals: booking.user_id } } }) : null;
        lines.push({
          booking_id: entry.booking_id,
          kind: entry.kind,
          amount_cents: entry.amount_cents,
          created_at: entry.created_at,
          status: booking.status,
          checked_in_at: booking.checked_in_at,
          deal_id: deal.id,
          deal_title: deal.title,
          time_zone: deal.time_zone,
          starts_at: session?.starts_at ?? null,
          traveller_name: account?.full_name?.trim() || booking.guest_name,
        });
      }
      return lines;
    },
  };
}

export const earningsRoutes = {
  businessEarnings: ({ store, user, now }: Context<'businessEarnings'>): Promise<Earnings> =>
    businessEarnings(store, { userId: user!.id, now, feePercent: DEFAULT_PLATFORM_FEE_PERCENT }),
};
