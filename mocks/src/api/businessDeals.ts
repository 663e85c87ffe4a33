/**
 * A business's own deals over the mock database (the server's services/businessDeals.ts): the
 * dashboard's list and figures, and create, edit, remove through @spur/domain's use cases.
 */
import { DEFAULT_PLATFORM_FEE_PERCENT, DEFAULT_TIME_ZONE, MESSAGES, type BusinessStats, type Deal, type EndpointName } from '@spur/contract';
import { createDeal, editDeal, isActive, isListed, isOpenForBooking, localDate, removeDeal, startOfLocalDay, type RouteInput } from '@spur/domain';
import type { MockBackend } from '../backend';
import type { MockDatabase, UserRow } from '../db/database';
import { createMockStore } from './storePort';
import { newestFirst, sessionsOf, toDeal } from './store';

type Context<Name extends EndpointName> = RouteInput<Name, UserRow> & { backend: MockBackend; db: MockDatabase; now: Date };

export const businessDealRoutes = {
  myDeals({ db, user, now }: Context<'myDeals'>): Deal[] {
    return db.deal
      .getAll()
      .filter((deal) => deal.owner_id === user!.id && deal.deleted_at === null)
      .sort(newestFirst)
      .map((deal) => toDeal(db, deal, now));
  },
  businessStats({ db, user, now }: Context<'businessStats'>): BusinessStats {
    const owned = db.deal.getAll().filter((deal) => deal.owner_id === user!.id);
    const ownedIds = new Set(owned.map((deal) => deal.id));
    const revenueCents = db.booking
      .getAll()
      .filter((booking) => booking.status === 'confirmed' && ownedIds.has(booking.deal_id))
      .reduce((total, booking) => total + booking.amount_cents, 0);
    const live = owned.filter((deal) => deal.deleted_at === null);
    const liveIds = new Set(live.map((deal) => deal.id));
    // A deal with sessions is active while one of them is open for booking with spots left.
    const active = live.filter((deal) =>
      deal.has_sessions
        ? isListed(deal, now) && sessionsOf(db, deal.id).some((session) => session.slots_left > 0 && isOpenForBooking(session, now))
        : isActive(deal, now),
    );
    const midnight = startOfLocalDay(localDate(now, DEFAULT_TIME_ZONE), DEFAULT_TIME_ZONE).getTime();
    return {
      total_deals: live.length,
      total_revenue: revenueCents / 100,
      active_deals: active.length,
      upcoming_sessions: db.session
        .getAll()
        .filter((session) => liveIds.has(session.deal_id) && session.status === 'scheduled' && Date.parse(session.starts_at) > now.getTime()).length,
      seats_sold_today: db.booking
        .getAll()
        .filter((booking) => booking.status === 'confirmed' && ownedIds.has(booking.deal_id) && Date.parse(booking.booking_time) >= midnight).length,
      fee_percent: DEFAULT_PLATFORM_FEE_PERCENT,
    };
  },
  async createDeal({ backend, db, body, user, now }: Context<'createDeal'>): Promise<Deal> {
    return toDeal(db, await createDeal(createMockStore(backend), { owner: user!, input: body, now }), now);
  },
  async updateDeal({ backend, db, body, params, user, now }: Context<'updateDeal'>): Promise<Deal> {
    return toDeal(db, await editDeal(createMockStore(backend), { userId: user!.id, dealId: params.id ?? '', input: body, now }), now);
  },
  async deleteDeal({ backend, params, user }: Context<'deleteDeal'>): Promise<{ message: string }> {
    await removeDeal(createMockStore(backend), { userId: user!.id, dealId: params.id ?? '' });
    return { message: MESSAGES.dealDeleted };
  },
};
