/**
 * Saved deals, saved businesses and alerts: their side of @spur/domain's store port over
 * Postgres, inside the caller's transaction. Alerts around a point come from the GiST index on their circles (022); one
 * person's alerts are counted under their settings row's lock (made with the defaults when they
 * have none yet); moments are claimed with SKIP LOCKED, so concurrent sweeps share them.
 */
import { alertSettingsOrDefault, type AlertsTransaction, type PgValues } from '@spur/domain';
import type { Trx } from '../db/knex';
import type { AlertMomentRow, AlertRow, AlertSettingsRow, BusinessRow, InboxAlertRow } from '../db/rows';
import { enqueueMail } from './outbox';
import { queuePush } from './pushOutbox';

/**
 * Alerts whose circle holds the point: the candidates whose bounding box holds it (the GiST index
 * of migration 022), then each one's own radius.
 */
export const ALERTS_AROUND_SQL = `
  SELECT a.* FROM alerts a
  WHERE earth_box(ll_to_earth(a.latitude, a.longitude), a.radius_km * 1000) @> ll_to_earth(?, ?)
    AND earth_distance(ll_to_earth(?, ?), ll_to_earth(a.latitude, a.longitude)) <= a.radius_km * 1000
  ORDER BY a.user_id, a.id`;

const SETTINGS_COLUMNS = ['user_id', 'quiet_start', 'quiet_end', 'time_zone', 'daily_cap'] as const;

export function alertsTransaction(trx: Trx): AlertsTransaction<PgValues> {
  return {
    async saveDeal(userId, dealId) {
      await trx('saved_deals').insert({ user_id: userId, deal_id: dealId }).onConflict(['user_id', 'deal_id']).ignore();
    },
    async unsaveDeal(userId, dealId) {
      await trx('saved_deals').where({ user_id: userId, deal_id: dealId }).delete();
    },
    saversOf: (dealId) => trx('saved_deals').where({ deal_id: dealId }).orderBy('user_id').pluck('user_id'),

    // Key-share locked: the owner's erasure (which deletes it) waits until the save is in.
    findBusiness: (businessId) => trx<BusinessRow>('businesses').where({ id: businessId }).forKeyShare().first(),
    async saveBusiness(userId, businessId) {
      await trx('saved_businesses').insert({ user_id: userId, business_id: businessId }).onConflict(['user_id', 'business_id']).ignore();
    },
    async unsaveBusiness(userId, businessId) {
      await trx('saved_businesses').where({ user_id: userId, business_id: businessId }).delete();
    },
    businessSaversOf: (businessId) => trx('saved_businesses').where({ business_id: businessId }).orderBy('user_id').pluck('user_id'),

    async countAlertsOf(userId) {
      const [row] = await trx('alerts').where({ user_id: userId }).count<Array<{ count: string }>>('* as count');
      return Number(row!.count);
    },
    async insertAlert(alert) {
      const [inserted]: AlertRow[] = await trx('alerts').insert(alert).returning('*');
      return inserted!;
    },
    findOwnAlert: (userId, alertId) => trx<AlertRow>('alerts').where({ id: alertId, user_id: userId }).first(),
    async deleteAlert(alertId) {
      await trx('alerts').where({ id: alertId }).delete();
    },
    async alertsAround(point) {
      const { rows } = await trx.raw<{ rows: AlertRow[] }>(ALERTS_AROUND_SQL, [point.latitude, point.longitude, point.latitude, point.longitude]);
      return rows;
    },

    // A row to lock even for a person who never set anything: the defaults, which read the same.
    async lockAlertSettings(userId) {
      await trx('alert_settings')
        .insert({ user_id: userId, ...alertSettingsOrDefault(undefined) })
        .onConflict('user_id')
        .ignore();
      return trx('alert_settings').where({ user_id: userId }).forUpdate().first<AlertSettingsRow | undefined>([...SETTINGS_COLUMNS]);
    },
    async saveAlertSettings(userId, settings) {
      const [saved]: AlertSettingsRow[] = await trx('alert_settings')
        .insert({ user_id: userId, ...settings })
        .onConflict('user_id')
        .merge()
        .returning([...SETTINGS_COLUMNS]);
      return saved!;
    },

    claimAlertMoment: () => trx<AlertMomentRow>('alert_moments').whereNull('processed_at').orderBy('created_at').orderBy('id').limit(1).forUpdate().skipLocked().first(),
    async finishAlertMoment(id, now) {
      await trx('alert_moments').where({ id }).update({ processed_at: now });
    },

    async countInboxAlertsSince(userId, since) {
      const [row] = await trx('inbox_alerts').where({ user_id: userId }).where('created_at', '>=', since).count<Array<{ count: string }>>('* as count');
      return Number(row!.count);
    },
    async insertInboxAlert(alert, now) {
      const [inserted]: InboxAlertRow[] = await trx('inbox_alerts').insert({ ...alert, created_at: now }).onConflict('once_key').ignore().returning('*');
      return inserted;
    },
    async inboxOf(userId, limit) {
      const alerts = await trx<InboxAlertRow>('inbox_alerts').where({ user_id: userId }).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit);
      const [row] = await trx('inbox_alerts').where({ user_id: userId }).whereNull('read_at').count<Array<{ count: string }>>('* as count');
      return { alerts, unread: Number(row!.count) };
    },
    async markInboxRead(userId, now) {
      await trx('inbox_alerts').where({ user_id: userId }).whereNull('read_at').update({ read_at: now });
    },

    queueAlertPush: (userId, key, notice) => queuePush(trx, { userId, key, payload: notice }),
    alertMailAccount: (userId) => trx('users').where({ id: userId }).first('email', 'alert_emails', 'locale'),
    enqueueMail: (mail) => enqueueMail(trx, mail),
  };
}
