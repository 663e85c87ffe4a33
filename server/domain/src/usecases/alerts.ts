/**
 * Saved deals, saved businesses and alerts (rules: `../alerts`): save and unsave a deal or a
 * business, keep alerts and their settings, read and clear the inbox, and the sweep that turns
 * each recorded moment into alerts (in the inbox always; by push, else by mail, outside quiet
 * hours and within the daily cap).
 */
import {
  ALERT_LIMITS,
  SAVED_BUSINESS_DEALS_SHOWN,
  AlertCreateSchema,
  AlertSettingsUpdateSchema,
  MESSAGES,
  type Alert,
  type AlertCreate,
  type AlertSettings,
  type AlertSettingsUpdate,
  type Inbox,
  type InboxAlert,
  type SavedBusiness,
} from '@spur/contract';
import { alertDayStart, alertMatch, alertNotice, alertOnceKey, alertSettingsOrDefault, inQuietHours, momentAudience, underDailyCap } from '../alerts';
import { isListed } from '../deals';
import { badRequest, notFound } from '../errors';
import { alertMail, mailLocale } from '../mail';
import { priceDropOf } from '../mappers';
import { priceAt } from '../pricing';
import type { AlertMomentRow, AlertRow, AlertSettingsRow, BusinessRow, DealRow, InboxAlertRow, RowValues, SessionRow } from '../rows';
import { bookingClosesAt } from '../sessions';
import { millis } from '../time';
import type { AlertsTransaction } from './alertsPort';
import type { Store, StoreTransaction } from './store';

const isoOf = (instant: Date | string): string => (typeof instant === 'string' ? new Date(instant).toISOString() : instant.toISOString());
const numberOrNull = (value: string | number | null): number | null => (value === null ? null : Number(value));

export function toAlert(row: AlertRow<RowValues>): Alert {
  return {
    id: row.id,
    place_name: row.place_name,
    latitude: row.latitude,
    longitude: row.longitude,
    radius_km: Number(row.radius_km),
    window: row.window,
    categories: [...row.categories],
    max_price: numberOrNull(row.max_price),
    created_at: isoOf(row.created_at),
  };
}

export function toInboxAlert(row: InboxAlertRow<RowValues>): InboxAlert {
  return {
    id: row.id,
    alert_id: row.alert_id,
    moment: row.moment,
    deal_id: row.deal_id,
    deal_title: row.deal_title,
    business_name: row.business_name,
    session_id: row.session_id,
    starts_at: row.starts_at === null ? null : isoOf(row.starts_at),
    time_zone: row.time_zone,
    price: Number(row.price),
    previous_price: numberOrNull(row.previous_price),
    distance_m: row.distance_m,
    created_at: isoOf(row.created_at),
    read: row.read_at !== null,
  };
}

/** A saved business as the API answers it: its deals in the catalogue now (`isListed`, newest first) counted, the newest linked. */
export function toSavedBusiness(business: Pick<BusinessRow<RowValues>, 'id' | 'name'>, liveDeals: ReadonlyArray<Pick<DealRow<RowValues>, 'id' | 'title'>>): SavedBusiness {
  return {
    id: business.id,
    name: business.name,
    live_deals: liveDeals.length,
    deals: liveDeals.slice(0, SAVED_BUSINESS_DEALS_SHOWN).map(({ id, title }) => ({ id, title })),
  };
}

const toSettings = (row: AlertSettingsRow | undefined): AlertSettings => {
  const settings = alertSettingsOrDefault(row);
  return { quiet_start: settings.quiet_start, quiet_end: settings.quiet_end, time_zone: settings.time_zone, daily_cap: settings.daily_cap };
};

/** 404 when the deal does not exist or was removed. */
export async function saveDeal<V extends RowValues>(store: Store<V>, request: { userId: string; dealId: string }): Promise<{ saved: true }> {
  return store.transaction(async (tx) => {
    const deal = await tx.findDeal(request.dealId);
    if (!deal || deal.deleted_at) throw notFound(MESSAGES.dealNotFound);
    await tx.saveDeal(request.userId, deal.id);
    return { saved: true };
  });
}

/** Unsaving what is not saved changes nothing. */
export async function unsaveDeal<V extends RowValues>(store: Store<V>, request: { userId: string; dealId: string }): Promise<{ saved: false }> {
  return store.transaction(async (tx) => {
    await tx.unsaveDeal(request.userId, request.dealId);
    return { saved: false };
  });
}

/** 404 when the business does not exist (or its owner's account is gone). */
export async function saveBusiness<V extends RowValues>(store: Store<V>, request: { userId: string; businessId: string }): Promise<{ saved: true }> {
  return store.transaction(async (tx) => {
    const business = await tx.findBusiness(request.businessId);
    if (!business) throw notFound(MESSAGES.businessNotFound);
    await tx.saveBusiness(request.userId, business.id);
    return { saved: true };
  });
}

/** Unsaving what is not saved changes nothing. */
export async function unsaveBusiness<V extends RowValues>(store: Store<V>, request: { userId: string; businessId: string }): Promise<{ saved: false }> {
  return store.transaction(async (tx) => {
    await tx.unsaveBusiness(request.userId, request.businessId);
    return { saved: false };
  });
}

/** 400 with the field's message; 400 past the number of alerts a person may keep. */
export async function createAlert<V extends RowValues>(store: Store<V>, request: { userId: string; body: AlertCreate }): Promise<Alert> {
  const body = AlertCreateSchema.parse(request.body);
  return store.transaction(async (tx) => {
    // The settings row serialises one person's alert writes (the count below stays true).
    await tx.lockAlertSettings(request.userId);
    if ((await tx.countAlertsOf(request.userId)) >= ALERT_LIMITS.maxAlertsPerUser) throw badRequest(MESSAGES.alertLimit);
    return toAlert(await tx.insertAlert({ ...body, user_id: request.userId }));
  });
}

/** Another person's alert is not found (never revealed). */
export async function deleteAlert<V extends RowValues>(store: Store<V>, request: { userId: string; alertId: string }): Promise<Alert> {
  return store.transaction(async (tx) => {
    const alert = await tx.findOwnAlert(request.userId, request.alertId);
    if (!alert) throw notFound(MESSAGES.alertNotFound);
    await tx.deleteAlert(alert.id);
    return toAlert(alert);
  });
}

export async function alertSettingsOf<V extends RowValues>(store: Store<V>, userId: string): Promise<AlertSettings> {
  return store.transaction(async (tx) => toSettings(await tx.lockAlertSettings(userId)));
}

/** 400 with the field's message; what is not sent stays as it was. */
export async function updateAlertSettings<V extends RowValues>(store: Store<V>, request: { userId: string; body: AlertSettingsUpdate }): Promise<AlertSettings> {
  const body = AlertSettingsUpdateSchema.parse(request.body);
  return store.transaction(async (tx) => {
    const current = toSettings(await tx.lockAlertSettings(request.userId));
    const next: AlertSettings = {
      quiet_start: body.quiet_start ?? current.quiet_start,
      quiet_end: body.quiet_end ?? current.quiet_end,
      time_zone: body.time_zone ?? current.time_zone,
      daily_cap: body.daily_cap ?? current.daily_cap,
    };
    return toSettings(await tx.saveAlertSettings(request.userId, next));
  });
}

export async function inboxOf<V extends RowValues>(store: Store<V>, userId: string): Promise<Inbox> {
  return store.transaction(async (tx) => {
    const { alerts, unread } = await tx.inboxOf(userId, ALERT_LIMITS.inboxSize);
    return { alerts: alerts.map(toInboxAlert), unread };
  });
}

export async function readInbox<V extends RowValues>(store: Store<V>, request: { userId: string; now: Date }): Promise<Inbox> {
  return store.transaction(async (tx) => {
    await tx.markInboxRead(request.userId, request.now);
    const { alerts, unread } = await tx.inboxOf(request.userId, ALERT_LIMITS.inboxSize);
    return { alerts: alerts.map(toInboxAlert), unread };
  });
}

/** What a moment is about, once checked still bookable; null when it no longer is. */
interface Subject<V extends RowValues> {
  deal: DealRow<V>;
  session: SessionRow<V> | null;
  price: number;
}

function bookableSubject<V extends RowValues>(deal: DealRow<V> | undefined, session: SessionRow<V> | null | undefined, now: Date): Subject<V> | null {
  if (!deal || !isListed(deal, now) || deal.owner_id === null) return null;
  if (session === undefined) return null;
  if (session === null) {
    if (deal.has_sessions || deal.available_slots <= 0) return null;
  } else if (session.status !== 'scheduled' || session.slots_left <= 0 || bookingClosesAt(session) <= now.getTime()) {
    return null;
  }
  const price = priceAt({ price: Number(deal.price), price_drop: priceDropOf(deal) }, session?.starts_at ?? null, now);
  return { deal, session, price };
}

/** One person's alert of the moment: in the inbox (once per alert and deal a day, within the cap), and out by push or mail outside quiet hours. */
async function alertPerson<V extends RowValues>(
  tx: AlertsTransaction<V>,
  target: { userId: string; alertId: string | null; distance_m: number | null },
  moment: AlertMomentRow<V>,
  subject: Subject<V>,
  now: Date,
): Promise<boolean> {
  const settings = alertSettingsOrDefault(await tx.lockAlertSettings(target.userId));
  if (!underDailyCap(await tx.countInboxAlertsSince(target.userId, alertDayStart(settings, now)), settings)) return false;
  const { deal, session, price } = subject;
  const previousPrice = numberOrNull(moment.previous_price);
  const inbox = await tx.insertInboxAlert(
    {
      user_id: target.userId,
      alert_id: target.alertId,
      once_key: alertOnceKey(target, deal.id, settings, now),
      moment: moment.moment,
      deal_id: deal.id,
      deal_title: deal.title,
      business_name: deal.business_name,
      session_id: session?.id ?? null,
      starts_at: session ? new Date(millis(session.starts_at)) : null,
      time_zone: deal.time_zone,
      price,
      previous_price: previousPrice,
      distance_m: target.distance_m,
    },
    now,
  );
  if (!inbox) return false;
  if (inQuietHours(settings, now)) return true;
  // The push and the mail speak the person's language.
  const account = await tx.alertMailAccount(target.userId);
  const notice = alertNotice({ ...toInboxAlert(inbox), starts_at: inbox.starts_at }, now, mailLocale(account));
  const pushed = await tx.queueAlertPush(target.userId, inbox.id, notice);
  if (pushed === 0) {
    const mail = account && alertMail(notice, account, inbox.id);
    if (mail) await tx.enqueueMail(mail, now);
  }
  return true;
}

/** Matches one claimed moment; how many people it alerted. */
async function matchMoment<V extends RowValues>(tx: StoreTransaction<V>, moment: AlertMomentRow<V>, now: Date): Promise<number> {
  const session = moment.session_id ? ((await tx.findSession(moment.deal_id, moment.session_id)) ?? undefined) : null;
  const subject = bookableSubject(await tx.findDeal(moment.deal_id), session, now);
  if (!subject) return 0;
  let alerted = 0;
  const { deal } = subject;
  const audience = momentAudience({ moment: moment.moment, previous_price: numberOrNull(moment.previous_price), price: subject.price });
  if (audience.alerts) {
    const point = { latitude: deal.latitude, longitude: deal.longitude };
    const facts = { ...point, category: deal.category, time_zone: deal.time_zone, starts_at: subject.session?.starts_at ?? null, price: subject.price };
    for (const alert of await tx.alertsAround(point)) {
      const match = alertMatch({ ...alert, max_price: numberOrNull(alert.max_price) }, facts, now);
      if (match && (await alertPerson(tx, { userId: alert.user_id, alertId: alert.id, distance_m: match.distance_m }, moment, subject, now))) alerted += 1;
    }
  }
  // Who saved the deal and its business is one saver (their once-key is shared too).
  const savers = new Set<string>();
  if (audience.dealSavers) for (const userId of await tx.saversOf(deal.id)) savers.add(userId);
  if (audience.businessSavers && deal.business_id) for (const userId of await tx.businessSaversOf(deal.business_id)) savers.add(userId);
  for (const userId of savers) {
    if (await alertPerson(tx, { userId, alertId: null, distance_m: null }, moment, subject, now)) alerted += 1;
  }
  return alerted;
}

/**
 * The sweep: each recorded moment is matched once, in its own transaction (so several sweepers
 * share the work and a failure leaves the moment for the next sweep), `limit` at the most.
 * Returns how many moments it matched and how many alerts they made.
 */
export async function deliverAlertMoments<V extends RowValues>(store: Store<V>, now: Date, limit = Number.POSITIVE_INFINITY): Promise<{ moments: number; alerts: number }> {
  let moments = 0;
  let alerts = 0;
  while (moments < limit) {
    const matched = await store.transaction(async (tx) => {
      const moment = await tx.claimAlertMoment();
      if (!moment) return null;
      const made = await matchMoment(tx, moment, now);
      await tx.finishAlertMoment(moment.id, now);
      return made;
    });
    if (matched === null) break;
    moments += 1;
    alerts += matched;
  }
  return { moments, alerts };
}
