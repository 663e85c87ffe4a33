/**
 * Every date, time, price, distance and count the app shows, in the page's language (`Intl` with
 * `INTL_LOCALE[locale]`). Times are the venue's (its zone, named when the viewer's clock is on
 * another offset); "starts in 40 min" is `Intl.RelativeTimeFormat`'s. English reads as before:
 * "5:30 PM", "Today 5:30 PM", "Sat, Nov 28, 9:00 AM", "Starts in 40 min", "$45", "2.4 mi".
 */
import { INTL_LOCALE, localize, type Locale } from '@spur/i18n';
import { addDays, localDate, millis, zoneOffsetMinutes, type Instant } from '@spur/domain';
import { TIME_COPY } from './copy';

export interface TimeContext {
  /** The venue's zone. */
  zone: string;
  /** The viewer's zone (the browser's); the venue's zone is named when its offset differs. */
  viewerZone?: string | undefined;
}

const cache = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat | Intl.RelativeTimeFormat>();

function cached<T extends Intl.DateTimeFormat | Intl.NumberFormat | Intl.RelativeTimeFormat>(key: string, create: () => T): T {
  let format = cache.get(key) as T | undefined;
  if (!format) {
    format = create();
    cache.set(key, format);
  }
  return format;
}

function dateFormat(locale: Locale, zone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return cached(`d|${locale}|${zone}|${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(INTL_LOCALE[locale], { timeZone: zone, ...options }));
}

function numberFormat(locale: Locale, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  return cached(`n|${locale}|${JSON.stringify(options)}`, () => new Intl.NumberFormat(INTL_LOCALE[locale], options));
}

/** Whether the viewer's clock is on another offset than the venue's at `instant`: then times name the zone. */
function namesZone(instant: Date, context: TimeContext): boolean {
  if (!context.viewerZone || context.viewerZone === context.zone) return false;
  return zoneOffsetMinutes(instant, context.viewerZone) !== zoneOffsetMinutes(instant, context.zone);
}

const TIME: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit' };
const WEEKDAY_DATE: Intl.DateTimeFormatOptions = { weekday: 'short', month: 'short', day: 'numeric' };

function zonedOptions(instant: Date, context: TimeContext, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormatOptions {
  return namesZone(instant, context) ? { ...options, timeZoneName: 'short' } : options;
}

/** Dollars: 45 → "$45", 42.5 → "$42.50" (es "$42.50", zh "US$42.50"). */
export function formatMoney(dollars: number, locale: Locale = 'en'): string {
  const digits = Math.round(dollars * 100) % 100 === 0 ? 0 : 2;
  return numberFormat(locale, { style: 'currency', currency: 'USD', minimumFractionDigits: digits, maximumFractionDigits: digits }).format(dollars);
}

/** Dollars always with cents: 49 → "$49.00" (a total, a refund). */
export function formatPrice(dollars: number, locale: Locale = 'en'): string {
  return numberFormat(locale, { style: 'currency', currency: 'USD' }).format(dollars);
}

/** An amount in any currency (a checkout's), cents in, "€45.00" out; a code `Intl` refuses follows the figure. */
export function formatCurrency(cents: number, currency: string, locale: Locale = 'en'): string {
  try {
    return numberFormat(locale, { style: 'currency', currency }).format(cents / 100);
  } catch {
    return `${numberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(cents / 100)} ${currency}`;
  }
}

/** A whole percentage: 50 → "50%". */
export function formatPercent(percent: number, locale: Locale = 'en'): string {
  return numberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(percent / 100);
}

/** A count as a figure: grouped from five digits (CLDR's "min2"), so "1000+" reads as one number. */
export function formatCount(count: number, locale: Locale = 'en'): string {
  return numberFormat(locale, { useGrouping: 'min2' }).format(count);
}

/** A whole count always grouped: 1200 → "1,200", as a dashboard's totals read beside its dollar totals. */
export function formatGroupedCount(count: number, locale: Locale = 'en'): string {
  return numberFormat(locale, { maximumFractionDigits: 0 }).format(count);
}

/** "5:30 PM" (with "PST" when the viewer is elsewhere), venue time. */
export function formatTime(at: Instant, context: TimeContext, locale: Locale = 'en'): string {
  const instant = new Date(millis(at));
  return dateFormat(locale, context.zone, zonedOptions(instant, context, TIME)).format(instant);
}

/** 0 when `at` is on the venue's day of `now`, 1 on the next day, else null. */
function dayFromNow(at: Instant, now: Date, zone: string): 0 | 1 | null {
  const day = localDate(new Date(millis(at)), zone);
  const today = localDate(now, zone);
  if (day === today) return 0;
  return day === addDays(today, 1) ? 1 : null;
}

/** "Today", "Tomorrow" (the language's own words, capitalised as a heading starts). */
function relativeDay(days: 0 | 1, locale: Locale): string {
  const text = cached(`r|${locale}|auto`, () => new Intl.RelativeTimeFormat(INTL_LOCALE[locale], { numeric: 'auto' })).format(days, 'day');
  return text.charAt(0).toLocaleUpperCase(INTL_LOCALE[locale]) + text.slice(1);
}

/** "Today", "Tomorrow", else "Saturday, November 28" (venue days). */
export function formatDay(at: Instant, now: Date, zone: string, locale: Locale = 'en'): string {
  const days = dayFromNow(at, now, zone);
  if (days !== null) return relativeDay(days, locale);
  return dateFormat(locale, zone, { weekday: 'long', month: 'long', day: 'numeric' }).format(new Date(millis(at)));
}

/** "Nov 28" (with the year when it is not this year's): the last day of an open-dated deal. */
export function formatDate(at: Instant, now: Date, zone: string, locale: Locale = 'en'): string {
  const instant = new Date(millis(at));
  const sameYear = localDate(instant, zone).slice(0, 4) === localDate(now, zone).slice(0, 4);
  return dateFormat(locale, zone, sameYear ? { month: 'short', day: 'numeric' } : { month: 'short', day: 'numeric', year: 'numeric' }).format(instant);
}

/** "Nov 28, 2026": a day in the past (a review's), in `zone` (the viewer's when undefined). */
export function formatFullDate(at: Instant, zone: string | undefined, locale: Locale = 'en'): string {
  const instant = new Date(millis(at));
  if (Number.isNaN(instant.getTime())) return String(at);
  return cached(`f|${locale}|${zone ?? ''}`, () => new Intl.DateTimeFormat(INTL_LOCALE[locale], { month: 'short', day: 'numeric', year: 'numeric', timeZone: zone })).format(instant);
}

/** "Sat, Nov 28" (venue day). */
export function formatWeekdayDate(at: Instant, zone: string, locale: Locale = 'en'): string {
  return dateFormat(locale, zone, WEEKDAY_DATE).format(new Date(millis(at)));
}

/** "Sat, Nov 28, 9:00 AM" (with "PST" when the viewer is elsewhere), venue time. */
export function formatWeekdayDateTime(at: Instant, context: TimeContext, locale: Locale = 'en'): string {
  const instant = new Date(millis(at));
  return dateFormat(locale, context.zone, zonedOptions(instant, context, { ...WEEKDAY_DATE, ...TIME })).format(instant);
}

/** "Today 5:30 PM", "Tomorrow 9:00 AM", "Saturday, November 28, 9:00 AM": a time on the day it falls. */
export function formatDayAndTime(at: Instant, now: Date, context: TimeContext, locale: Locale = 'en'): string {
  const copy = localize(TIME_COPY, locale);
  const days = dayFromNow(at, now, context.zone);
  const time = formatTime(at, context, locale);
  return days === null ? copy.dateTime(formatDay(at, now, context.zone, locale), time) : copy.dayTime(relativeDay(days, locale), time);
}

/** Under an hour away: "Starts in N min". */
const SOON_MS = 60 * 60_000;

/**
 * A session's start as a card says it: "Starts in 40 min" within the hour (the language's
 * relative time), else "Today 5:30 PM", "Tomorrow 9:00 AM", "Sat, Nov 28, 9:00 AM" (venue time).
 */
export function formatSessionStart(at: Instant, now: Date, context: TimeContext, locale: Locale = 'en'): string {
  const copy = localize(TIME_COPY, locale);
  const until = millis(at) - now.getTime();
  if (until <= 0) return copy.started;
  if (until < SOON_MS) return copy.startsIn(formatRelativeMinutes(Math.max(1, Math.ceil(until / 60_000)), locale));
  const days = dayFromNow(at, now, context.zone);
  if (days !== null) return copy.dayTime(relativeDay(days, locale), formatTime(at, context, locale));
  return formatWeekdayDateTime(at, context, locale);
}

/**
 * "in 40 min" ("dentro de 40 min", "40分钟后"): `Intl.RelativeTimeFormat`'s short style, without the
 * abbreviation's full stop English ends it with ("in 40 min."), which a label does not end with.
 */
export function formatRelativeMinutes(minutes: number, locale: Locale = 'en'): string {
  return cached(`r|${locale}|short`, () => new Intl.RelativeTimeFormat(INTL_LOCALE[locale], { style: 'short' }))
    .format(minutes, 'minute')
    .replace(/\.$/, '');
}

/** "3:30 PM" on the venue's day of `now`, else "3:30 PM on Sat, Nov 28": a cancellation deadline. */
export function formatDeadline(deadline: Date, now: Date, context: TimeContext, locale: Locale = 'en'): string {
  const time = formatTime(deadline, context, locale);
  if (localDate(deadline, context.zone) === localDate(now, context.zone)) return time;
  return localize(TIME_COPY, locale).timeOnDate(time, formatWeekdayDate(deadline, context.zone, locale));
}

const METERS_PER_MILE = 1609.344;
const METERS_PER_FOOT = 0.3048;

/** English reads distances in miles (Spur's venues are in the United States); the other languages in kilometres. */
export const usesMiles = (locale: Locale): boolean => locale === 'en';

function unit(locale: Locale, name: string, value: number, digits = 0): string {
  return numberFormat(locale, { style: 'unit', unit: name, unitDisplay: 'short', minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value);
}

/**
 * A distance as a card shows it: in English "250 ft" under a tenth of a mile, then "0.4 mi",
 * "2.4 mi", "12 mi"; in the other languages "600 m", "2.4 km", "12 km" (zh "2.4公里").
 */
export function formatDistance(meters: number, locale: Locale = 'en'): string {
  if (usesMiles(locale)) {
    const miles = meters / METERS_PER_MILE;
    if (miles < 0.1) return unit(locale, 'foot', Math.max(50, Math.round(meters / METERS_PER_FOOT / 50) * 50));
    return unit(locale, 'mile', miles, miles < 10 ? 1 : 0);
  }
  if (meters < 1000) return unit(locale, 'meter', Math.max(10, Math.round(meters / 10) * 10));
  const km = meters / 1000;
  return unit(locale, 'kilometer', km, km < 10 ? 1 : 0);
}

/** A radius in miles or kilometres as chosen ("5 mi", "10 km", a link's "2.5 km"). */
export function formatRadius(value: number, unitName: 'mile' | 'kilometer', locale: Locale = 'en'): string {
  return numberFormat(locale, { style: 'unit', unit: unitName, unitDisplay: 'short', maximumFractionDigits: 3 }).format(value);
}
