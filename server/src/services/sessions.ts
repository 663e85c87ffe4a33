/**
 * Sessions of a deal: the public schedule and the owner's lists (SQL reads); adding, editing and
 * cancelling them are @spur/domain's use cases (`manageSessions`) on the server's store. Path ids
 * reach here checked as UUIDs by the request pipeline.
 */
import { MESSAGES, type ManagedSession, type ManifestEntry, type Session, type SessionCancelResponse, type SessionCreateSchema, type SessionUpdateSchema } from '@spur/contract';
import { addSessions, assertOwnDeal, cancelSession, editSession, notFound, ownSession, toManagedSession, toManifestEntry, toSession } from '@spur/domain';
import type { z } from 'zod';
import type { Clock } from '../clock';
import type { Db } from '../db/knex';
import type { BookingRow, DealRow, SessionRow, UserRow } from '../db/rows';
import type { PaymentProvider } from '../ports/payments';
import type { InventoryService } from './inventory';
import { createStore } from './store';

export type SessionsService = ReturnType<typeof createSessionsService>;

/** A row of the manifest's query: the booking's columns, its account's name and email (null: none). */
type ManifestRow = Pick<BookingRow, 'id' | 'status' | 'booking_time' | 'amount_cents' | 'guest_name' | 'guest_email' | 'checked_in_at'> & {
  full_name: string | null;
  email: string | null;
};

export function createSessionsService(deps: { db: Db; clock: Clock; inventory: InventoryService; payments: PaymentProvider }) {
  const { db, clock } = deps;
  const store = createStore(deps);

  return {
    /** Upcoming scheduled sessions of a listed deal, soonest first (past cut-off and sold out included). */
    async listPublic(dealId: string): Promise<Session[]> {
      const deal = await db<DealRow>('deals').where({ id: dealId }).whereNull('deleted_at').first();
      if (!deal) throw notFound(MESSAGES.dealNotFound);
      const rows = await db<SessionRow>('sessions')
        .where({ deal_id: dealId, status: 'scheduled' })
        .where('starts_at', '>', clock.now())
        .orderBy('starts_at')
        .orderBy('id');
      return rows.map(toSession);
    },

    /** The owner's sessions that have not ended, cancelled ones included, soonest first. */
    async listOwn(user: UserRow, dealId: string): Promise<ManagedSession[]> {
      assertOwnDeal(await db<DealRow>('deals').where({ id: dealId }).first(), user.id);
      const rows = await db<SessionRow>('sessions')
        .where({ deal_id: dealId })
        .whereRaw('starts_at + make_interval(mins => duration_minutes) > ?', [clock.now()])
        .orderBy('starts_at')
        .orderBy('id');
      return rows.map(toManagedSession);
    },

    /** One session or a repeating pattern, all or nothing (@spur/domain's `addSessions`). */
    create(user: UserRow, dealId: string, input: z.output<typeof SessionCreateSchema>): Promise<ManagedSession[]> {
      return addSessions(store, { userId: user.id, dealId, input, now: clock.now() });
    },

    /** Capacity, cut-off, duration, and the time while nobody booked (@spur/domain's `editSession`). */
    update(user: UserRow, sessionId: string, input: z.output<typeof SessionUpdateSchema>): Promise<ManagedSession> {
      return editSession(store, { userId: user.id, sessionId, input, now: clock.now() });
    },

    /** Cancels the session, its bookings refunded in full (@spur/domain's `cancelSession`). */
    cancel(user: UserRow, sessionId: string): Promise<SessionCancelResponse> {
      return cancelSession(store, { userId: user.id, sessionId, now: clock.now() });
    },

    /** Who booked the session, every status, in booking order. */
    async manifest(user: UserRow, sessionId: string): Promise<ManifestEntry[]> {
      const { session } = await store.transaction((tx) => ownSession(tx, user.id, sessionId));
      const rows: ManifestRow[] = await db('bookings as b')
        .leftJoin('users as u', 'u.id', 'b.user_id')
        .where('b.session_id', session.id)
        .select('b.id', 'b.status', 'b.booking_time', 'b.amount_cents', 'b.guest_name', 'b.guest_email', 'b.checked_in_at', 'u.full_name', 'u.email')
        .orderBy('b.booking_time')
        .orderBy('b.id');
      return rows.map((row) => toManifestEntry(row, { full_name: row.full_name, email: row.email }));
    },
  };
}
