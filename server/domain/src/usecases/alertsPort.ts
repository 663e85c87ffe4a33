/**
 * What saved deals, saved businesses and alerts (`alerts.ts`) need of a transaction. The server
 * narrows candidates with indexes (a GiST index on the alert's centre, the saved deal's and saved
 * business's keys) and locks what it counts; the in-browser backend scans its few rows (one
 * request at a time, nothing to lock).
 */
import type { AlertCreate, AlertSettings } from '@spur/contract';
import type { LatLng } from '../place';
import type { QueuedMail } from '../mail';
import type { AlertNotice } from '../alerts';
import type { AlertMomentRow, AlertRow, AlertSettingsRow, BusinessRow, InboxAlertRow, RowValues } from '../rows';

export type NewAlert = Required<Omit<AlertCreate, 'categories' | 'max_price'>> & Pick<AlertRow<RowValues>, 'categories'> & { max_price: number | null; user_id: string };

export type NewInboxAlert<V extends RowValues> = Omit<InboxAlertRow<V>, 'id' | 'created_at' | 'read_at' | 'price' | 'previous_price' | 'starts_at'> & {
  price: number;
  previous_price: number | null;
  starts_at: Date | null;
};

export interface AlertsTransaction<V extends RowValues> {
  /** Saves the deal for the person (again: kept once). */
  saveDeal(userId: string, dealId: string): Promise<void>;
  unsaveDeal(userId: string, dealId: string): Promise<void>;
  /** Who saved the deal. */
  saversOf(dealId: string): Promise<string[]>;

  /** A business (undefined: none, or its owner's account is gone). */
  findBusiness(businessId: string): Promise<BusinessRow<V> | undefined>;
  /** Saves the business for the person (again: kept once). */
  saveBusiness(userId: string, businessId: string): Promise<void>;
  unsaveBusiness(userId: string, businessId: string): Promise<void>;
  /** Who saved the business. */
  businessSaversOf(businessId: string): Promise<string[]>;

  countAlertsOf(userId: string): Promise<number>;
  insertAlert(alert: NewAlert): Promise<AlertRow<V>>;
  /** The person's alert (undefined: none, or another person's). */
  findOwnAlert(userId: string, alertId: string): Promise<AlertRow<V> | undefined>;
  deleteAlert(alertId: string): Promise<void>;
  /**
   * Alerts whose circle may hold the point: at least every one that does (the server's GiST
   * candidates, the in-browser backend's all); `alertMatch` decides.
   */
  alertsAround(point: LatLng): Promise<AlertRow<V>[]>;

  /** The person's settings (undefined: never set), locked: alerts for one person are counted one at a time. */
  lockAlertSettings(userId: string): Promise<AlertSettingsRow | undefined>;
  saveAlertSettings(userId: string, settings: AlertSettings): Promise<AlertSettingsRow>;

  /** The oldest moment no sweep has matched, locked (one locked right now is passed over). */
  claimAlertMoment(): Promise<AlertMomentRow<V> | undefined>;
  finishAlertMoment(id: string, now: Date): Promise<void>;

  /** Alerts the person got since `since`. */
  countInboxAlertsSince(userId: string, since: Date): Promise<number>;
  /** A new inbox alert; undefined when its `once_key` was taken (the same alert and deal today). */
  insertInboxAlert(alert: NewInboxAlert<V>, now: Date): Promise<InboxAlertRow<V> | undefined>;
  /** The person's last `limit` alerts, newest first, and how many are unread. */
  inboxOf(userId: string, limit: number): Promise<{ alerts: InboxAlertRow<V>[]; unread: number }>;
  markInboxRead(userId: string, now: Date): Promise<void>;

  /**
   * Queues the notice to every push subscription of the person (one delivery per subscription,
   * keyed by `key`); how many it queued (0: no subscription, the caller falls back to mail).
   */
  queueAlertPush(userId: string, key: string, notice: AlertNotice): Promise<number>;
  /** The person's address, whether they want alerts by mail, and their language (of the push and the mail). */
  alertMailAccount(userId: string): Promise<{ email: string; alert_emails: boolean; locale: string } | undefined>;
  /** Queues `mail` in the transaction, unless a mail with its key was queued before. */
  enqueueMail(mail: QueuedMail, now: Date): Promise<void>;
}
