/**
 * Saved deals, alerts and the inbox: @spur/domain's use cases over the store, the two lists the
 * domain leaves to reads (saved deals as the catalogue shows them, saved alerts), and the sweep's
 * step that matches recorded moments (`deliverAlertMoments`).
 */
import type { Alert, AlertCreate, AlertSettingsUpdate, Deal, SavedDealIds } from '@spur/contract';
import {
  alertSettingsOf,
  createAlert,
  deleteAlert,
  deliverAlertMoments,
  inboxOf,
  readInbox,
  saveDeal,
  toAlert,
  unsaveDeal,
  updateAlertSettings,
  type PgValues,
  type Store,
} from '@spur/domain';
import type { Clock } from '../clock';
import type { Db } from '../db/knex';
import type { AlertRow, DealRow } from '../db/rows';
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

  return {
    savedDeals: async (userId: string): Promise<Deal[]> => catalogue.toDeals(await savedRows(userId).select('d.*')),
    savedDealIds: async (userId: string): Promise<SavedDealIds> => ({ deal_ids: await savedRows(userId).pluck('d.id') }),
    save: (userId: string, dealId: string) => saveDeal(store, { userId, dealId }),
    unsave: (userId: string, dealId: string) => unsaveDeal(store, { userId, dealId }),

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
