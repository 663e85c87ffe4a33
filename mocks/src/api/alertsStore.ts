/**
 * The alerts' side of @spur/domain's store port on the mock database (the server's
 * services/alerts): saved deals and businesses, alerts and their settings, moments and the inbox. The mock runs
 * one request at a time, so a lock is a plain read and every alert is a candidate around a point.
 * The demo has no push service: no alert is pushed, so mail is the fallback.
 */
import { toCents } from '@spur/contract';
import type { AlertsTransaction, JsonValues } from '@spur/domain';
import type { MockBackend } from '../backend';
import { randomUuid } from '../crypto';
import { savedBusinessKey, savedDealKey } from '../db/database';
import { enqueueMail } from './mail';
import { newestFirst } from './store';

/** Dollars as the server's numeric(10, 2) columns keep them. */
const toPrice = (price: number) => toCents(price) / 100;

export function alertsTransaction(backend: MockBackend): AlertsTransaction<JsonValues> {
  const { db } = backend;
  const stamp = () => backend.clock.now().toISOString();
  const inboxOfUser = (userId: string) => db.inboxAlert.findMany({ where: { user_id: { equals: userId } } });
  return {
    async saveDeal(userId, dealId) {
      const key = savedDealKey(userId, dealId);
      if (!db.savedDeal.findFirst({ where: { key: { equals: key } } })) db.savedDeal.create({ key, user_id: userId, deal_id: dealId, created_at: stamp() });
    },
    async unsaveDeal(userId, dealId) {
      db.savedDeal.deleteMany({ where: { key: { equals: savedDealKey(userId, dealId) } } });
    },
    saversOf: async (dealId) => db.savedDeal.findMany({ where: { deal_id: { equals: dealId } } }).map((saved) => saved.user_id),

    findBusiness: async (businessId) => db.business.findFirst({ where: { id: { equals: businessId } } }) ?? undefined,
    async saveBusiness(userId, businessId) {
      const key = savedBusinessKey(userId, businessId);
      if (!db.savedBusiness.findFirst({ where: { key: { equals: key } } })) db.savedBusiness.create({ key, user_id: userId, business_id: businessId, created_at: stamp() });
    },
    async unsaveBusiness(userId, businessId) {
      db.savedBusiness.deleteMany({ where: { key: { equals: savedBusinessKey(userId, businessId) } } });
    },
    businessSaversOf: async (businessId) => db.savedBusiness.findMany({ where: { business_id: { equals: businessId } } }).map((saved) => saved.user_id),

    countAlertsOf: async (userId) => db.alert.count({ where: { user_id: { equals: userId } } }),
    insertAlert: async (alert) => db.alert.create({ id: randomUuid(), ...alert, max_price: alert.max_price === null ? null : toPrice(alert.max_price), created_at: stamp() }),
    async findOwnAlert(userId, alertId) {
      const alert = db.alert.findFirst({ where: { id: { equals: alertId } } });
      return alert?.user_id === userId ? alert : undefined;
    },
    async deleteAlert(alertId) {
      db.alert.delete({ where: { id: { equals: alertId } } });
    },
    alertsAround: async () => db.alert.getAll(),

    lockAlertSettings: async (userId) => db.alertSettings.findFirst({ where: { user_id: { equals: userId } } }) ?? undefined,
    async saveAlertSettings(userId, settings) {
      const existing = db.alertSettings.findFirst({ where: { user_id: { equals: userId } } });
      return existing
        ? db.alertSettings.update({ where: { user_id: { equals: userId } }, data: settings })!
        : db.alertSettings.create({ user_id: userId, ...settings });
    },

    claimAlertMoment: async () =>
      db.alertMoment
        .getAll()
        .filter((moment) => moment.processed_at === null)
        .sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id.localeCompare(b.id))[0],
    async finishAlertMoment(id, now) {
      db.alertMoment.update({ where: { id: { equals: id } }, data: { processed_at: now.toISOString() } });
    },

    countInboxAlertsSince: async (userId, since) => inboxOfUser(userId).filter((alert) => Date.parse(alert.created_at) >= since.getTime()).length,
    async insertInboxAlert(alert, now) {
      // The server's unique once_key.
      if (db.inboxAlert.findFirst({ where: { once_key: { equals: alert.once_key } } })) return undefined;
      return db.inboxAlert.create({
        id: randomUuid(),
        ...alert,
        price: toPrice(alert.price),
        previous_price: alert.previous_price === null ? null : toPrice(alert.previous_price),
        starts_at: alert.starts_at && alert.starts_at.toISOString(),
        created_at: now.toISOString(),
        read_at: null,
      });
    },
    async inboxOf(userId, limit) {
      const all = inboxOfUser(userId);
      return { alerts: all.sort(newestFirst).slice(0, limit), unread: all.filter((alert) => alert.read_at === null).length };
    },
    async markInboxRead(userId, now) {
      for (const alert of inboxOfUser(userId).filter((row) => row.read_at === null)) {
        db.inboxAlert.update({ where: { id: { equals: alert.id } }, data: { read_at: now.toISOString() } });
      }
    },

    queueAlertPush: async () => 0,
    async alertMailAccount(userId) {
      const user = db.user.findFirst({ where: { id: { equals: userId } } });
      return user ? { email: user.email, alert_emails: user.alert_emails, locale: user.locale } : undefined;
    },
    enqueueMail: async (mail, now) => enqueueMail(db, mail, now),
  };
}
