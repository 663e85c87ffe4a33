/**
 * Saved deals and businesses, alerts, the inbox and push over the mock database (the server's services/alerts
 * and services/push): @spur/domain's use cases, and the reads. The demo has no push service: its
 * key is null and a subscription is refused (the app shows browser notifications itself).
 */
import { MESSAGES, type Alert, type Deal, type EndpointName, type SavedBusiness } from '@spur/contract';
import {
  alertSettingsOf,
  badRequest,
  createAlert,
  deleteAlert,
  inboxOf,
  isListed,
  notFound,
  readInbox,
  saveBusiness,
  saveDeal,
  toAlert,
  toSavedBusiness,
  unsaveBusiness,
  unsaveDeal,
  updateAlertSettings,
  type JsonValues,
  type RouteInput,
  type Store,
} from '@spur/domain';
import type { DealRow, MockDatabase, SavedBusinessRow, SavedDealRow, UserRow } from '../db/database';
import { newestFirst, toDeal } from './store';

type Context<Name extends EndpointName> = RouteInput<Name, UserRow> & { db: MockDatabase; store: Store<JsonValues>; now: Date };

/** The person's saved deals that still exist, most recently saved first (ties: the server's deal id descending). */
function savedOf(db: MockDatabase, userId: string) {
  return db.savedDeal
    .findMany({ where: { user_id: { equals: userId } } })
    .sort((a: SavedDealRow, b: SavedDealRow) => b.created_at.localeCompare(a.created_at) || b.deal_id.localeCompare(a.deal_id))
    .flatMap((saved) => {
      const deal = db.deal.findFirst({ where: { id: { equals: saved.deal_id } } });
      return deal && deal.deleted_at === null ? [deal] : [];
    });
}

/** The person's saved businesses, most recently saved first (ties: the server's business id ascending). */
function savedBusinessesOf(db: MockDatabase, userId: string) {
  return db.savedBusiness
    .findMany({ where: { user_id: { equals: userId } } })
    .sort((a: SavedBusinessRow, b: SavedBusinessRow) => b.created_at.localeCompare(a.created_at) || (a.business_id < b.business_id ? -1 : 1))
    .flatMap((saved) => db.business.findMany({ where: { id: { equals: saved.business_id } } }));
}

/** The business's deals in the catalogue now, newest first (ties: the server's id descending). */
const liveDealsOf = (db: MockDatabase, businessId: string, now: Date) =>
  db.deal
    .findMany({ where: { business_id: { equals: businessId } } })
    .filter((deal) => isListed(deal, now))
    .sort((a: DealRow, b: DealRow) => b.created_at.localeCompare(a.created_at) || (a.id < b.id ? 1 : -1));

export const alertRoutes = {
  savedDeals: ({ db, user, now }: Context<'savedDeals'>): Deal[] => savedOf(db, user!.id).map((deal) => toDeal(db, deal, now)),
  savedDealIds: ({ db, user }: Context<'savedDealIds'>) => ({ deal_ids: savedOf(db, user!.id).map((deal) => deal.id) }),
  saveDeal: ({ store, params, user }: Context<'saveDeal'>) => saveDeal(store, { userId: user!.id, dealId: params.id ?? '' }),
  unsaveDeal: ({ store, params, user }: Context<'unsaveDeal'>) => unsaveDeal(store, { userId: user!.id, dealId: params.id ?? '' }),
  savedBusinesses: ({ db, user, now }: Context<'savedBusinesses'>): SavedBusiness[] =>
    savedBusinessesOf(db, user!.id).map((business) => toSavedBusiness(business, liveDealsOf(db, business.id, now))),
  savedBusinessIds: ({ db, user }: Context<'savedBusinessIds'>) => ({ business_ids: savedBusinessesOf(db, user!.id).map((business) => business.id) }),
  saveBusiness: ({ store, params, user }: Context<'saveBusiness'>) => saveBusiness(store, { userId: user!.id, businessId: params.id ?? '' }),
  unsaveBusiness: ({ store, params, user }: Context<'unsaveBusiness'>) => unsaveBusiness(store, { userId: user!.id, businessId: params.id ?? '' }),

  myAlerts: ({ db, user }: Context<'myAlerts'>): Alert[] => db.alert.findMany({ where: { user_id: { equals: user!.id } } }).sort(newestFirst).map(toAlert),
  createAlert: ({ store, body, user }: Context<'createAlert'>) => createAlert(store, { userId: user!.id, body }),
  deleteAlert: ({ store, params, user }: Context<'deleteAlert'>) => deleteAlert(store, { userId: user!.id, alertId: params.id ?? '' }),
  getAlertSettings: ({ store, user }: Context<'getAlertSettings'>) => alertSettingsOf(store, user!.id),
  updateAlertSettings: ({ store, body, user }: Context<'updateAlertSettings'>) => updateAlertSettings(store, { userId: user!.id, body }),
  inbox: ({ store, user }: Context<'inbox'>) => inboxOf(store, user!.id),
  readInbox: ({ store, user, now }: Context<'readInbox'>) => readInbox(store, { userId: user!.id, now }),

  pushConfig: () => ({ public_key: null }),
  subscribePush: (): never => {
    throw badRequest(MESSAGES.pushNotConfigured);
  },
  unsubscribePush: (): never => {
    throw notFound(MESSAGES.pushSubscriptionNotFound);
  },
};
