/**
 * Sessions of a deal over the mock database (the server's services/sessions.ts): the public
 * schedule, the owner's lists, and add, edit, cancel through @spur/domain's use cases.
 */
import { MESSAGES, type EndpointName, type ManagedSession, type ManifestEntry, type Session, type SessionCancelResponse } from '@spur/contract';
import { addSessions, assertOwnDeal, cancelSession, editSession, notFound, ownSession, toManagedSession, toManifestEntry, toSession, type RouteInput } from '@spur/domain';
import type { MockBackend } from '../backend';
import type { MockDatabase, SessionRow, UserRow } from '../db/database';
import { createMockStore } from './storePort';
import { sessionsOf } from './store';

type Context<Name extends EndpointName> = RouteInput<Name, UserRow> & { backend: MockBackend; db: MockDatabase; now: Date };

const findDeal = (db: MockDatabase, id: string) => db.deal.findFirst({ where: { id: { equals: id } } });

/** Soonest first, ties by id. */
const soonestFirst = (a: SessionRow, b: SessionRow) => Date.parse(a.starts_at) - Date.parse(b.starts_at) || (a.id < b.id ? -1 : 1);

export const sessionRoutes = {
  listDealSessions({ db, params, now }: Context<'listDealSessions'>): Session[] {
    const deal = findDeal(db, params.id ?? '');
    if (!deal || deal.deleted_at !== null) throw notFound(MESSAGES.dealNotFound);
    return sessionsOf(db, deal.id)
      .filter((session) => session.status === 'scheduled' && Date.parse(session.starts_at) > now.getTime())
      .sort(soonestFirst)
      .map(toSession);
  },
  ownDealSessions({ db, params, user, now }: Context<'ownDealSessions'>): ManagedSession[] {
    const deal = assertOwnDeal(findDeal(db, params.dealId ?? ''), user!.id);
    return sessionsOf(db, deal.id)
      .filter((session) => Date.parse(session.starts_at) + session.duration_minutes * 60_000 > now.getTime())
      .sort(soonestFirst)
      .map(toManagedSession);
  },
  createSessions({ backend, body, params, user, now }: Context<'createSessions'>): Promise<ManagedSession[]> {
    return addSessions(createMockStore(backend), { userId: user!.id, dealId: params.dealId ?? '', input: body, now });
  },
  updateSession({ backend, body, params, user, now }: Context<'updateSession'>): Promise<ManagedSession> {
    return editSession(createMockStore(backend), { userId: user!.id, sessionId: params.sessionId ?? '', input: body, now });
  },
  cancelSession({ backend, params, user, now }: Context<'cancelSession'>): Promise<SessionCancelResponse> {
    return cancelSession(createMockStore(backend), { userId: user!.id, sessionId: params.sessionId ?? '', now });
  },
  async sessionManifest({ backend, db, params, user }: Context<'sessionManifest'>): Promise<ManifestEntry[]> {
    const { session } = await createMockStore(backend).transaction((tx) => ownSession(tx, user!.id, params.sessionId ?? ''));
    return db.booking
      .findMany({ where: { session_id: { equals: session.id } } })
      .sort((a, b) => a.booking_time.localeCompare(b.booking_time) || (a.id < b.id ? -1 : 1))
      .map((booking) => toManifestEntry(booking, booking.user_id ? db.user.findFirst({ where: { id: { equals: booking.user_id } } }) : null));
  },
};
