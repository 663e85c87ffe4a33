/**
 * The money ledger over the mock database (the server's services/earnings.ts): its side of
 * @spur/domain's store port, the transfer sweep's bookings and simulated transfers (demo
 * accounts are test accounts: a transfer gets a test-mode id, as on a server without a Stripe
 * key), and a business's earnings (`businessEarnings`). The demo has no server configuration:
 * Spur's commission is the default.
 */
import { DEFAULT_PLATFORM_FEE_PERCENT, type Earnings, type EndpointName } from '@spur/contract';
import {
  businessEarnings,
  experienceBegun,
  type JsonValues,
  type LedgerLine,
  type LedgerTransaction,
  type RouteInput,
  type Store,
  type TransferBooking,
  type TransfersTransaction,
} from '@spur/domain';
import type { MockBackend } from '../backend';
import { randomToken, randomUuid } from '../crypto';
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

export function transfersTransaction({ db }: MockBackend): TransfersTransaction {
  const transferBooking = (bookingId: string): TransferBooking | undefined => {
    const booking = db.booking.findFirst({ where: { id: { equals: bookingId } } });
    const deal = booking && db.deal.findFirst({ where: { id: { equals: booking.deal_id } } });
    if (!booking || !deal) return undefined;
    const session = booking.session_id ? db.session.findFirst({ where: { id: { equals: booking.session_id } } }) : null;
    const account = deal.owner_id ? db.payoutAccount.findFirst({ where: { business_id: { equals: deal.owner_id } } }) : null;
    return {
      id: booking.id,
      status: booking.status,
      starts_at: session?.starts_at ?? null,
      checked_in_at: booking.checked_in_at,
      payout_account_id: account?.stripe_account_id ?? null,
      payouts_enabled: account?.payouts_enabled ?? false,
    };
  };
  const hasEntry = (bookingId: string, kind: 'charge' | 'transfer') => db.ledgerEntry.findFirst({ where: { booking_id: { equals: bookingId }, kind: { equals: kind } } }) !== null;
  return {
    // What the server's SQL narrows to; transferEligible decides.
    async transferCandidates(now, limit) {
      const due = db.booking.getAll().flatMap((booking) => {
        const candidate = hasEntry(booking.id, 'charge') && !hasEntry(booking.id, 'transfer') ? transferBooking(booking.id) : undefined;
        return candidate?.payouts_enabled && experienceBegun(candidate, now) ? [candidate.id] : [];
      });
      return due.sort().slice(0, limit);
    },
    // One request at a time: nothing else holds it.
    lockTransferBooking: async (bookingId) => transferBooking(bookingId),
    transfer: async () => `tr_test_${randomToken(24)}`,
    reverseTransfer: async () => {},
  };
}

export const earningsRoutes = {
  businessEarnings: ({ store, user, now }: Context<'businessEarnings'>): Promise<Earnings> =>
    businessEarnings(store, { userId: user!.id, now, feePercent: DEFAULT_PLATFORM_FEE_PERCENT }),
};
