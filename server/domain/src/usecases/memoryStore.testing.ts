/**
 * For the use cases' tests: a store kept in memory (rows in the JSON encoding), with every
 * operation a business's deals and sessions use (dealsPort.ts, and the reads, refund, refund record,
 * ledger and mail of store.ts), each logged in order. The checkout's operations are not here: calling
 * one fails the test.
 */
import { holdsSlot } from '../holds';
import type { LedgerEntry } from '../earnings';
import type { BookingRow, DealRow, JsonValues, SessionRow } from '../rows';
import type { DealChanges, SessionChanges } from './dealsPort';
import type { Store, StoreTransaction } from './store';

type Tables = { deals: Array<DealRow<JsonValues>>; sessions: Array<SessionRow<JsonValues>>; bookings: Array<BookingRow<JsonValues>> };

const STAMP = '2026-01-01T00:00:00.000Z';

export const DEAL_ROW: DealRow<JsonValues> = {
  id: '11111111-1111-4111-8111-111111111111',
  owner_id: 'owner',
  title: 'Kayak',
  description: 'At dawn',
  price: 40,
  original_price: null,
  category: 'tour',
  location: 'Harbor',
  business_name: 'Paddles',
  business_id: 'business-paddles',
  available_slots: 2,
  image: null,
  booking_type: null,
  vendor_shortname: null,
  expires_at: null,
  created_at: STAMP,
  updated_at: STAMP,
  deleted_at: null,
  time_zone: 'America/Los_Angeles',
  price_drop_floor: null,
  price_drop_window_minutes: null,
  has_sessions: false,
  latitude: 0,
  longitude: 0,
  cancel_free_hours: 24,
  cancel_late_refund_percent: 0,
  languages: ['en'],
};

/** Columns in the JSON encoding, unchanged ones (undefined) left out. */
const encoded = (changes: DealChanges | SessionChanges) =>
  Object.fromEntries(Object.entries(changes).flatMap(([column, value]) => (value === undefined ? [] : [[column, value instanceof Date ? value.toISOString() : value]])));

export function memoryStore(tables: Partial<Tables> = {}, options: { refundFails?: boolean; ledger?: LedgerEntry[] } = {}) {
  const { deals = [], sessions = [], bookings = [] } = tables;
  const { ledger = [] } = options;
  const log: string[] = [];
  let ids = 0;
  const newId = () => `00000000-0000-4000-8000-${String((ids += 1)).padStart(12, '0')}`;
  const deal = (id: string) => deals.find((row) => row.id === id);
  const session = (id: string) => sessions.find((row) => row.id === id);
  // Only the operations these use cases call: another one fails the test (not a function).
  const tx: Partial<StoreTransaction<JsonValues>> = {
    findDeal: async (id) => deal(id),
    findSession: async (dealId, sessionId) => sessions.find((row) => row.id === sessionId && row.deal_id === dealId),
    lockSession: async (id) => session(id),
    lockDeal: async (id) => deal(id),
    // One business per owner and name, its id spelled from both.
    businessIdOf: async (ownerId, name) => `business-${ownerId}-${name}`,
    async insertDeal(fields) {
      const row = { ...DEAL_ROW, ...encoded(fields), id: newId() } as DealRow<JsonValues>;
      deals.push(row);
      log.push(`insert deal ${row.title}`);
      return row;
    },
    async updateDeal(id, changes) {
      Object.assign(deal(id)!, encoded(changes));
      log.push(`update deal ${JSON.stringify(encoded(changes))}`);
    },
    async removeDeal(id) {
      deal(id)!.deleted_at = STAMP;
      log.push('remove deal');
    },
    // The waitlist's operations, over an empty line: what the deal and session use cases do to it.
    lockStock: async (stock) => ({ deal: deal(stock.deal_id)!, session: (stock.session_id && session(stock.session_id)) || null }),
    async lockWaiting() {
      log.push('look for the next in line');
      return [];
    },
    async lockLine(line) {
      log.push(`close lines ${line.session_id ? 'of the session' : 'of the deal'}`);
      return [];
    },
    restock: async (stock, count) => void log.push(`restock ${count} ${stock.session_id ? 'session' : 'deal'} spots`),
    scheduledStarts: async (dealId, exceptSessionId) =>
      sessions.filter((row) => row.deal_id === dealId && row.status === 'scheduled' && row.id !== exceptSessionId).map((row) => row.starts_at),
    async insertSessions(rows) {
      const inserted = rows.map((row) => ({ ...encoded(row), id: newId(), status: 'scheduled', created_at: STAMP, updated_at: STAMP }) as SessionRow<JsonValues>);
      sessions.push(...inserted);
      log.push(`insert ${rows.length} sessions`);
      return inserted;
    },
    async updateSession(id, changes) {
      log.push(`update session ${JSON.stringify(encoded(changes))}`);
      return Object.assign(session(id)!, encoded(changes));
    },
    lockHoldingBookings: async (sessionId) => bookings.filter((row) => row.session_id === sessionId && holdsSlot(row.status)).sort((a, b) => (a.id < b.id ? -1 : 1)),
    async releaseSpotsToSale(bookingId) {
      const booking = bookings.find((row) => row.id === bookingId)!;
      booking.status = 'cancelled';
      session(booking.session_id!)!.slots_left += 1;
      log.push(`release ${bookingId} to sale`);
    },
    async refund({ bookingId, amountCents }) {
      if (options.refundFails) throw new Error('provider down');
      log.push(`refund ${bookingId} ${amountCents}`);
    },
    recordRefund: async (bookingId, refund) => void log.push(`record refund ${bookingId} ${refund.refund_cents} ${refund.refunded}`),
    queueMail: async (kind, bookingId) => void log.push(`mail ${kind} ${bookingId}`),
    async recordLedgerEntries(entries) {
      ledger.push(...entries);
      log.push(`ledger ${entries.map((entry) => `${entry.kind} ${entry.booking_id} ${entry.amount_cents}`).join(', ')}`);
    },
    bookingLedger: async (bookingId) =>
      ledger.filter((entry) => entry.booking_id === bookingId).map((entry) => ({ ...entry, id: entry.key, created_at: entry.created_at.toISOString(), provider_id: entry.provider_id ?? null })),
  };
  const store: Store<JsonValues> = { transaction: (work) => work(tx as StoreTransaction<JsonValues>) };
  return { store, log, deals, sessions, bookings, ledger };
}
