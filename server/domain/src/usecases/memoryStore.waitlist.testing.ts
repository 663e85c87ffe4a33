/**
 * An in-memory store for the waitlist's, check-in's, reviews', accounts' and alerts' use-case tests: plain
 * arrays of rows in the JSON encoding, and a log of what the use cases wrote. Only the
 * operations those use cases call are implemented.
 */
import type { AlertNotice } from '../alerts';
import type { QueuedMail } from '../mail';
import type {
  AlertMomentRow,
  AlertRow,
  AlertSettingsRow,
  BookingRow,
  BusinessRow,
  DealRow,
  InboxAlertRow,
  JsonValues,
  ReviewRow,
  SavedBusinessRow,
  SavedDealRow,
  SessionRow,
  UserRow,
  WaitlistEntryRow,
} from '../rows';
import type { Store, StoreTransaction } from './store';

export const NOW = new Date('2026-11-01T12:00:00.000Z');
const at = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000).toISOString();

export const deal = (row: Partial<DealRow<JsonValues>> = {}): DealRow<JsonValues> =>
  ({ id: 'd1', owner_id: 'biz', business_id: 'b1', business_name: 'Paddle Co', title: 'Kayak', price: 20, available_slots: 0, has_sessions: false, expires_at: null, deleted_at: null, time_zone: 'UTC', price_drop_floor: null, price_drop_window_minutes: null, ...row }) as DealRow<JsonValues>;

export const session = (row: Partial<SessionRow<JsonValues>> = {}): SessionRow<JsonValues> =>
  ({ id: '33333333-3333-4333-8333-333333333333', deal_id: 'd1', starts_at: at(24 * 60), duration_minutes: 60, capacity: 4, slots_left: 0, cutoff_minutes: 0, status: 'scheduled', ...row }) as SessionRow<JsonValues>;

let entries = 0;
export const entry = (row: Partial<WaitlistEntryRow<JsonValues>> = {}): WaitlistEntryRow<JsonValues> => {
  entries += 1;
  return { id: `e${entries}`, token: `t${entries}`, deal_id: 'd1', session_id: null, user_id: null, email: `guest${entries}@example.com`, status: 'waiting', offer_expires_at: null, booking_id: null, created_at: at(-60 + entries), updated_at: at(-60), ...row };
};

export interface Tables {
  deals: DealRow<JsonValues>[];
  sessions: SessionRow<JsonValues>[];
  entries: WaitlistEntryRow<JsonValues>[];
  users: UserRow<JsonValues>[];
  bookings: BookingRow<JsonValues>[];
  reviews: ReviewRow<JsonValues>[];
  saved: SavedDealRow<JsonValues>[];
  businesses: BusinessRow<JsonValues>[];
  savedBusinesses: SavedBusinessRow<JsonValues>[];
  alerts: AlertRow<JsonValues>[];
  settings: AlertSettingsRow[];
  moments: AlertMomentRow<JsonValues>[];
  inbox: InboxAlertRow<JsonValues>[];
  /** People with a push subscription: their alerts are pushed (to `pushes`), not mailed. */
  pushSubscribers: string[];
}

export function memoryStore(tables: Partial<Tables> = {}) {
  const db: Tables = { deals: [], sessions: [], entries: [], users: [], bookings: [], reviews: [], saved: [], businesses: [], savedBusinesses: [], alerts: [], settings: [], moments: [], inbox: [], pushSubscribers: [], ...tables };
  const log: string[] = [];
  const mails: QueuedMail[] = [];
  const pushes: Array<{ userId: string; key: string; notice: AlertNotice }> = [];
  let rows = 0;
  const rowId = () => `00000000-0000-4000-8000-${String((rows += 1)).padStart(12, '0')}`;
  const findDeal = (id: string) => db.deals.find((row) => row.id === id);
  const findEntry = (id: string) => db.entries.find((row) => row.id === id)!;
  const live = (row: WaitlistEntryRow<JsonValues>) => row.status === 'waiting' || row.status === 'offered';
  const operations: Partial<StoreTransaction<JsonValues>> = {
    findDeal: async (id) => findDeal(id),
    findSession: async (dealId, id) => db.sessions.find((row) => row.id === id && row.deal_id === dealId),
    findUser: async (id) => db.users.find((row) => row.id === id),
    lockStock: async (stock) => ({ deal: findDeal(stock.deal_id)!, session: db.sessions.find((row) => row.id === stock.session_id) ?? null }),
    async restock(stock, count) {
      log.push(`restock ${count}`);
      const target = db.sessions.find((row) => row.id === stock.session_id);
      if (target) target.slots_left += count;
      else findDeal(stock.deal_id)!.available_slots += count;
    },
    lockWaiting: async (stock) => db.entries.filter((row) => row.status === 'waiting' && row.deal_id === stock.deal_id && row.session_id === stock.session_id),
    lockLine: async (line) => db.entries.filter((row) => live(row) && row.deal_id === line.deal_id && (!line.session_id || row.session_id === line.session_id)),
    lockEntriesOf: async (userId) => db.entries.filter((row) => row.user_id === userId && live(row)),
    lockEntry: async (token) => db.entries.find((row) => row.token === token),
    lockExpiredOffer: async (now) => db.entries.find((row) => row.status === 'offered' && Date.parse(row.offer_expires_at!) <= now.getTime()),
    async insertWaitlistEntry(row) {
      if (db.entries.some((other) => live(other) && other.deal_id === row.deal_id && other.session_id === row.session_id && other.user_id === row.user_id && other.email === row.email)) return undefined;
      const inserted = entry(row);
      db.entries.push(inserted);
      return inserted;
    },
    updateWaitlistEntries: async (ids, { offer_expires_at, ...change }) =>
      ids.map((id) => {
        log.push(`${id} ${change.status}`);
        return Object.assign(findEntry(id), change, { offer_expires_at: offer_expires_at && offer_expires_at.toISOString() });
      }),
    enqueueMail: async (mail) => void mails.push(mail),
    async insertBooking(row) {
      log.push(`booking ${row.amount_cents}`);
      const booking = { ...row, id: 'b-new', hold_expires_at: row.hold_expires_at.toISOString() } as unknown as BookingRow<JsonValues>;
      db.bookings.push(booking);
      return booking;
    },
    lockOwnBooking: async (id, userId) => db.bookings.find((row) => row.id === id && row.user_id === userId),
    async saveDeal(userId, dealId) {
      if (!db.saved.some((row) => row.user_id === userId && row.deal_id === dealId)) db.saved.push({ user_id: userId, deal_id: dealId, created_at: NOW.toISOString() });
    },
    async unsaveDeal(userId, dealId) {
      db.saved = db.saved.filter((row) => !(row.user_id === userId && row.deal_id === dealId));
    },
    saversOf: async (dealId) => db.saved.filter((row) => row.deal_id === dealId).map((row) => row.user_id),
    findBusiness: async (businessId) => db.businesses.find((row) => row.id === businessId),
    async saveBusiness(userId, businessId) {
      if (!db.savedBusinesses.some((row) => row.user_id === userId && row.business_id === businessId)) db.savedBusinesses.push({ user_id: userId, business_id: businessId, created_at: NOW.toISOString() });
    },
    async unsaveBusiness(userId, businessId) {
      db.savedBusinesses = db.savedBusinesses.filter((row) => !(row.user_id === userId && row.business_id === businessId));
    },
    businessSaversOf: async (businessId) => db.savedBusinesses.filter((row) => row.business_id === businessId).map((row) => row.user_id),
    countAlertsOf: async (userId) => db.alerts.filter((row) => row.user_id === userId).length,
    async insertAlert(alert) {
      const row = { ...alert, id: rowId(), created_at: NOW.toISOString() };
      db.alerts.push(row);
      return row;
    },
    findOwnAlert: async (userId, alertId) => db.alerts.find((row) => row.id === alertId && row.user_id === userId),
    async deleteAlert(alertId) {
      db.alerts = db.alerts.filter((row) => row.id !== alertId);
    },
    alertsAround: async () => db.alerts,
    lockAlertSettings: async (userId) => db.settings.find((row) => row.user_id === userId),
    async saveAlertSettings(userId, settings) {
      db.settings = [...db.settings.filter((row) => row.user_id !== userId), { user_id: userId, ...settings }];
      return db.settings.at(-1)!;
    },
    claimAlertMoment: async () => db.moments.find((row) => row.processed_at === null),
    async finishAlertMoment(id, now) {
      db.moments.find((row) => row.id === id)!.processed_at = now.toISOString();
    },
    countInboxAlertsSince: async (userId, since) => db.inbox.filter((row) => row.user_id === userId && Date.parse(row.created_at) >= since.getTime()).length,
    async insertInboxAlert(alert, now) {
      if (db.inbox.some((row) => row.once_key === alert.once_key)) return undefined;
      const row = { ...alert, id: rowId(), starts_at: alert.starts_at && alert.starts_at.toISOString(), created_at: now.toISOString(), read_at: null };
      db.inbox.push(row);
      return row;
    },
    async inboxOf(userId, limit) {
      const mine = db.inbox.filter((row) => row.user_id === userId);
      return { alerts: [...mine].reverse().slice(0, limit), unread: mine.filter((row) => row.read_at === null).length };
    },
    async markInboxRead(userId, now) {
      for (const row of db.inbox) if (row.user_id === userId && row.read_at === null) row.read_at = now.toISOString();
    },
    async queueAlertPush(userId, key, notice) {
      if (!db.pushSubscribers.includes(userId)) return 0;
      pushes.push({ userId, key, notice });
      return 1;
    },
    async alertMailAccount(userId) {
      const user = db.users.find((row) => row.id === userId);
      return user && { email: user.email, alert_emails: user.alert_emails, locale: user.locale };
    },
  };
  const tx = operations as StoreTransaction<JsonValues>;
  let transactions = 0;
  const store: Store<JsonValues> = {
    transaction: (work) => {
      transactions += 1;
      return work(tx);
    },
  };
  return { store, tx, db, log, mails, pushes, transactions: () => transactions };
}
