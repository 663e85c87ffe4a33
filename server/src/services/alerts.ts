/**
 * Saved deals, saved businesses, alerts and the inbox: @spur/domain's use cases over the store,
 * the lists the domain leaves to reads (saved deals as the catalogue shows them, saved businesses
 * with their live deals, saved alerts), and the sweep's step that matches recorded moments
 * (`deliverAlertMoments`).
 */
import type { Alert, AlertCreate, AlertSettingsUpdate, Deal, SavedBusiness, SavedBusinessIds, SavedDealIds } from '@spur/contract';
import {
  alertSettingsOf,
  createAlert,
  deleteAlert,
  deliverAlertMoments,
  inboxOf,
  readInbox,
  saveBusiness,
  saveDeal,
  toAlert,
  toSavedBusiness,
  unsaveBusiness,
  unsaveDeal,
  updateAlertSettings,
  type PgValues,
  type Store,
} from '@spur/domain';
import type { Clock } from '../clock';
import type { Db } from '../db/knex';
import type { AlertRow, BusinessRow, DealRow } from '../db/rows';
import type { CatalogueService } from './catalogue';

export type AlertsService = ReturnType<typeof createAlertsService>;

/** Moments matched per sweep at most (the next sweep picks up the rest). */
const MOMENTS_PER_SWEEP = 1_000;

export function createAlertsService({ db, clock, store, catalogue }: { db: Db; clock: Clock; store: Store<PgValues>; catalogue: Pick<CatalogueService, 'toDeals'> }) {
  /** The person's saved deals still on sale, most recently saved first. */
  const savedRows = (userId: string) =>
    db<DealRow>('saved_deals as sd')
      .join('deals as d', 'd.id', 'sd.deal_id')
      .where('sd.user_id', userId)
      .whereNull('d.deleted_at')
      .orderBy('sd.created_at', 'desc')
      .orderBy('d.id');

  /** The person's saved businesses, most recently saved first. */
  const savedBusinessRows = (userId: string) =>
    db<BusinessRow>('saved_businesses as sb').join('businesses as b', 'b.id', 'sb.business_id').where('sb.user_id', userId).orderBy('sb.created_at', 'desc').orderBy('b.id');

  /** The businesses' deals in the catalogue now (not removed, not expired: `isListed`), newest first. */
  const liveDealsOf = (businessIds: string[]) =>
    db<DealRow>('deals')
      .whereIn('business_id', businessIds)
      .whereNull('deleted_at')
      .where((query) => query.whereNull('expires_at').orWhere('expires_at', '>', clock.now()))
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .select('id', 'title', 'business_id');

  return {
    savedDeals: async (userId: string): Promise<Deal[]> => catalogue.toDeals(await savedRows(userId).select('d.*')),
    savedDealIds: async (userId: string): Promise<SavedDealIds> => ({ deal_ids: await savedRows(userId).pluck('d.id') }),
    save: (userId: string, dealId: string) => saveDeal(store, { userId, dealId }),
    unsave: (userId: string, dealId: string) => unsaveDeal(store, { userId, dealId }),

    async savedBusinesses(userId: string): Promise<SavedBusiness[]> {
      const businesses = await savedBusinessRows(userId).select('b.id', 'b.name');
      const deals = businesses.length === 0 ? [] : await liveDealsOf(businesses.map((business) => business.id));
      return businesses.map((business) => toSavedBusiness(business, deals.filter((deal) => deal.business_id === business.id)));
    },
    savedBusinessIds: async (userId: string): Promise<SavedBusinessIds> => ({ business_ids: await savedBusinessRows(userId).pluck('b.id') }),
    saveBusiness: (userId: string, businessId: string) => saveBusiness(store, { userId, businessId }),
    unsaveBusiness: (userId: string, businessId: string) => unsaveBusiness(store, { userId, businessId }),

    async listAlerts(userId: string): Promise<Alert[]> {
      const rows = await db<AlertRow>('alerts').where({ user_id: userId }).orderBy('created_at', 'desc').orderBy('id');
      return rows.map(toAlert);
    },
    create: (userId: string, body: AlertCreate) => createAlert(store, { userId, body }),
    delete: (userId: string, alertId: string) => deleteAlert(store, { userId, alertId }),
    settings: (userId: string) => alertSettingsOf(store, userId),
    updateSettings: (userId: string, body: AlertSettingsUpdate) => updateAlertSettings(store, { userId, body }),
    inbox: (userId: string) => inboxOf(store, userId),
    readInbox: (userId: string) => readInbox(store, { userId, now: clock.now() }),

    /** Matches the moments recorded since the last sweep: each once, whichever instance claims it. */
    deliverMoments: (limit = MOMENTS_PER_SWEEP) => deliverAlertMoments(store, clock.now(), limit),
  };
}
