/**
 * The in-browser backend's side of @spur/domain's `DealsStoreTransaction` (a business's deals and
 * sessions), on the @mswjs/data database: prices rounded to cents as the server's numeric(10, 2)
 * columns round them, times as ISO strings.
 */
import { toCents } from '@spur/contract';
import { holdsSlot, type DealChanges, type DealsStoreTransaction, type JsonValues, type SessionChanges } from '@spur/domain';
import type { MockBackend } from '../backend';
import { randomUuid } from '../crypto';
import type { DealRow, SessionRow } from '../db/database';
import { iso, releaseHold, sessionsOf } from './store';

const toPrice = (price: number) => toCents(price) / 100;

const PRICE_COLUMNS: readonly string[] = ['price', 'original_price', 'price_drop_floor'];

/** Columns as the mock database keeps them; undefined ones (unchanged) are left out. */
function encoded<Row>(columns: DealChanges | SessionChanges): Partial<Row> {
  const encode = (column: string, value: unknown) => {
    if (value instanceof Date) return iso(value);
    return typeof value === 'number' && PRICE_COLUMNS.includes(column) ? toPrice(value) : value;
  };
  return Object.fromEntries(Object.entries(columns).flatMap(([column, value]) => (value === undefined ? [] : [[column, encode(column, value)]]))) as Partial<Row>;
}

export function dealsTransaction(backend: MockBackend): DealsStoreTransaction<JsonValues> {
  const { db } = backend;
  const findDeal = (id: string) => db.deal.findFirst({ where: { id: { equals: id } } }) ?? undefined;
  const stamp = () => iso(backend.clock.now());
  return {
    lockDeal: async (id) => findDeal(id),
    async businessIdOf(ownerId, name) {
      const found = db.business.findMany({ where: { owner_id: { equals: ownerId } } }).find((business) => business.name === name);
      return (found ?? db.business.create({ id: randomUuid(), owner_id: ownerId, name, created_at: stamp() })).id;
    },
    insertDeal: async (deal) => {
      const now = stamp();
      return db.deal.create({ id: randomUuid(), ...encoded<DealRow>(deal), booking_type: null, vendor_shortname: null, created_at: now, updated_at: now, deleted_at: null });
    },
    updateDeal: async (id, changes) => {
      db.deal.update({ where: { id: { equals: id } }, data: { ...encoded<DealRow>(changes), updated_at: stamp() } });
    },
    removeDeal: async (id) => {
      const now = stamp();
      db.deal.update({ where: { id: { equals: id } }, data: { deleted_at: now, updated_at: now } });
    },
    scheduledStarts: async (dealId, exceptSessionId) =>
      sessionsOf(db, dealId)
        .filter((session) => session.status === 'scheduled' && session.id !== exceptSessionId)
        .map((session) => session.starts_at),
    insertSessions: async (sessions) => {
      const now = stamp();
      return sessions.map((session) => db.session.create({ id: randomUuid(), ...session, starts_at: iso(session.starts_at), status: 'scheduled', created_at: now, updated_at: now }));
    },
    updateSession: async (id, changes) => db.session.update({ where: { id: { equals: id } }, data: { ...encoded<SessionRow>(changes), updated_at: stamp() } }) as SessionRow,
    lockHoldingBookings: async (sessionId) =>
      db.booking
        .findMany({ where: { session_id: { equals: sessionId } } })
        .filter((booking) => holdsSlot(booking.status))
        .sort((a, b) => (a.id < b.id ? -1 : 1)),
    releaseSpotsToSale: async (bookingId) => {
      releaseHold(backend, bookingId, { toWaitlist: false });
    },
  };
}
