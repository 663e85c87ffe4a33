/**
 * Alerts (issue 31): which saved alert, saved deal or saved business a moment (a new session, a
 * price drop, a spot freed, a new deal) concerns, whether it may reach the person now (quiet
 * hours, the daily cap, once per alert and deal a day), and what its notification says. Both
 * backends run these rules; the server first narrows the alerts to those near the deal through a
 * GiST index.
 */
import {
  ALERT_LIMITS,
  DEFAULT_QUIET_HOURS,
  DEFAULT_TIME_ZONE,
  type AlertMoment,
  type AlertSettings,
  type AlertWindow,
  type Category,
} from '@spur/contract';
import { DEFAULT_LOCALE, INTL_LOCALE, defineCopy, localize, type Locale } from '@spur/i18n';
import { distanceMeters, formatDistance, type LatLng } from './place';
import { millis, type Instant } from './time';
import { formatSessionStart, zoneName } from './timeFormat';
import { whenWindow, type StartWindow } from './when';
import { localDate, startOfLocalDay, wallTime } from './zonedTime';

/** Alerts are about deals starting soon: "within 3 hours" counts from the moment. */
export const ALERT_SOON_HOURS = 3;

/** The starts an alert's window means at `now` (days are the venue's). */
export function alertWindow(window: AlertWindow, now: Date, zone: string): StartWindow {
  if (window === 'within_3h') return { from: now, to: new Date(now.getTime() + ALERT_SOON_HOURS * 3_600_000) };
  return whenWindow(window, now, zone)!;
}

/** A saved alert, as matching reads it. */
export interface AlertCriteria extends LatLng {
  radius_km: number;
  window: AlertWindow;
  categories: readonly Category[];
  /** Dollars; null: any price. */
  max_price: number | null;
}

/** What a moment is about: the deal, its session (null: open-dated) and the price then. */
export interface MomentSubject extends LatLng {
  category: Category;
  time_zone: string;
  /** Null for an open-dated deal (bookable any day: every window matches). */
  starts_at: Instant | null;
  /** Dollars, at the moment. */
  price: number;
}

/** Whether the alert wants this deal now; the distance from the alert's centre when it does. */
export function alertMatch(alert: AlertCriteria, subject: MomentSubject, now: Date): { distance_m: number } | null {
  const meters = distanceMeters(alert, subject);
  if (meters > alert.radius_km * 1000) return null;
  if (alert.categories.length > 0 && !alert.categories.includes(subject.category)) return null;
  if (alert.max_price !== null && subject.price > alert.max_price) return null;
  if (subject.starts_at !== null) {
    const window = alertWindow(alert.window, now, subject.time_zone || DEFAULT_TIME_ZONE);
    const start = millis(subject.starts_at);
    if (start < window.from.getTime() || start >= window.to.getTime()) return null;
  }
  return { distance_m: Math.round(meters) };
}

/** What a moment tells: its kind and, for a price drop, the price before. */
export interface MomentNews {
  moment: AlertMoment;
  /** Dollars; null unless a price drop. */
  previous_price: number | null;
  price: number;
}

/** Whether a saved deal's moment is news: a drop only when under the price last seen. */
export const savedDealNews = (news: MomentNews): boolean =>
  news.moment !== 'price_drop' || (news.previous_price !== null && news.price < news.previous_price);

/** Who hears of a moment: the saved alerts it matches, the people who saved its deal, those who saved the deal's business. */
export interface MomentAudience {
  alerts: boolean;
  dealSavers: boolean;
  businessSavers: boolean;
}

/**
 * A saved business's news is a new deal and a new time of any of its deals (its drops and freed
 * spots are its savers' deals' news). A new deal is its business's news only: alerts watch for
 * times (its times are moments of their own), and who saved it already knows it.
 */
export const momentAudience = (news: MomentNews): MomentAudience => ({
  alerts: news.moment !== 'new_deal',
  dealSavers: news.moment !== 'new_deal' && savedDealNews(news),
  businessSavers: news.moment === 'new_deal' || news.moment === 'new_session',
});

/** A person's settings, the defaults when they never set any. */
export function alertSettingsOrDefault(settings: AlertSettings | undefined): AlertSettings {
  return (
    settings ?? {
      quiet_start: DEFAULT_QUIET_HOURS.start,
      quiet_end: DEFAULT_QUIET_HOURS.end,
      time_zone: DEFAULT_TIME_ZONE,
      daily_cap: ALERT_LIMITS.defaultDailyCap,
    }
  );
}

const minutesOf = (clock: string): number => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

/** Whether `now` falls in the quiet hours (in the person's zone); they may run past midnight. */
export function inQuietHours(settings: Pick<AlertSettings, 'quiet_start' | 'quiet_end' | 'time_zone'>, now: Date): boolean {
  const start = minutesOf(settings.quiet_start);
  const end = minutesOf(settings.quiet_end);
  if (start === end) return false;
  const wall = wallTime(now, settings.time_zone);
  const minute = wall.hour * 60 + wall.minute;
  return start < end ? minute >= start && minute < end : minute >= start || minute < end;
}

/** Where the person's day began (the daily cap counts alerts since then). */
export const alertDayStart = (settings: Pick<AlertSettings, 'time_zone'>, now: Date): Date =>
  startOfLocalDay(localDate(now, settings.time_zone), settings.time_zone);

/** Whether one more alert today stays within the cap. */
export const underDailyCap = (sentToday: number, settings: Pick<AlertSettings, 'daily_cap'>): boolean => sentToday < settings.daily_cap;

/**
 * The key that keeps an alert to once per alert and deal a day, in the person's zone: a second
 * moment of the same deal the same day finds it taken. A saved deal and a saved business share
 * one key per person and deal: who saved both hears of the deal once.
 */
export function alertOnceKey(source: { userId: string; alertId: string | null }, dealId: string, settings: Pick<AlertSettings, 'time_zone'>, now: Date): string {
  const day = localDate(now, settings.time_zone);
  return `${source.alertId ? `alert:${source.alertId}` : `saved:${source.userId}`}:${dealId}:${day}`;
}

/** The deal page an alert opens. */
export const alertDealPath = (dealId: string): string => `/deals/${dealId}`;

const ALERT_COPY = defineCopy((t) => ({
  headline: {
    new_session: (title: string) => t('New time: {title}', { title }),
    price_drop: (title: string) => t('Price drop: {title}', { title }),
    spot_freed: (title: string) => t('Spot freed: {title}', { title }),
    new_deal: (title: string, business: string) => t('New from {business}: {title}', { title, business }),
  } satisfies Record<AlertMoment, (title: string, business: string) => string>,
  anyDay: t('Any day'),
  away: (distance: string) => t('{distance} away', { distance }),
  priceWas: (price: string, previous: string) => t('{price} (was {previous})', { price, previous }),
}));

/** Miles in English, kilometres in the other languages: the locale `formatDistance` reads its unit from. */
const DISTANCE_LOCALE: Readonly<Record<Locale, string>> = { en: 'en-US', es: 'es-419', 'zh-Hans': 'zh-Hans-CN' };

/** What a notification and an alert mail say. */
export interface AlertNotice {
  /** "Price drop: Sunset Kayak Tour", "New from Laguna Coast Adventures: Sunset Kayak Tour". */
  title: string;
  /** "Starts in 50 min · 0.8 mi away · $45 (was $60)". */
  body: string;
  /** The deal page, a path. */
  url: string;
  /** One notification per deal: a newer one replaces it. */
  tag: string;
}

export interface AlertNoticeSource {
  moment: AlertMoment;
  deal_id: string;
  deal_title: string;
  business_name: string;
  starts_at: Instant | null;
  time_zone: string;
  price: number;
  previous_price: number | null;
  distance_m: number | null;
}

const dollars = (amount: number, locale: Locale): string =>
  new Intl.NumberFormat(INTL_LOCALE[locale], { style: 'currency', currency: 'USD', minimumFractionDigits: Number.isInteger(amount) ? 0 : 2 }).format(amount);

/** The notification of an alert: the deal, when it starts (venue time, zone named), how far, the price; in `locale`. */
export function alertNotice(source: AlertNoticeSource, now: Date, locale: Locale = DEFAULT_LOCALE): AlertNotice {
  const copy = localize(ALERT_COPY, locale);
  const zone = source.time_zone || DEFAULT_TIME_ZONE;
  const when =
    source.starts_at === null
      ? copy.anyDay
      : `${formatSessionStart(source.starts_at, now, { zone, locale })}${millis(source.starts_at) - now.getTime() < 3_600_000 ? '' : ` ${zoneName(new Date(millis(source.starts_at)), zone, locale)}`}`;
  const parts = [when];
  if (source.distance_m !== null) parts.push(copy.away(formatDistance(source.distance_m, DISTANCE_LOCALE[locale])));
  const price = dollars(source.price, locale);
  parts.push(source.previous_price !== null && source.previous_price > source.price ? copy.priceWas(price, dollars(source.previous_price, locale)) : price);
  return {
    title: copy.headline[source.moment](source.deal_title, source.business_name),
    body: parts.join(' · '),
    url: alertDealPath(source.deal_id),
    tag: `deal-${source.deal_id}`,
  };
}
