/**
 * How session times read, in the venue's time zone, for every screen and message: "Starts in
 * 40 min", "Today 5:30 PM", "Tomorrow 9:00 AM", "Sat, Nov 28, 9:00 AM". The zone is named
 * ("5:30 PM PST") when the viewer's clock is on another offset at that moment. Every format is
 * `Intl`'s for the reader's language (English unless told).
 */
import { DEFAULT_LOCALE, INTL_LOCALE, defineCopy, localize, type Locale } from '@spur/i18n';
import { millis, type Instant } from './time';
import { addDays, localDate, zoneOffsetMinutes } from './zonedTime';

const TIME_COPY = defineCopy((t) => ({
  today: t('Today'),
  tomorrow: t('Tomorrow'),
  started: t('Started'),
  startsIn: (minutes: number) => t('Starts in {minutes} min', { minutes }),
  todayAt: (time: string) => t('Today {time}', { time }),
  tomorrowAt: (time: string) => t('Tomorrow {time}', { time }),
}));

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(zone: string, options: Intl.DateTimeFormatOptions, locale: Locale = DEFAULT_LOCALE): Intl.DateTimeFormat {
  const key = `${locale}|${zone}|${JSON.stringify(options)}`;
  let cached = formatters.get(key);
  if (!cached) {
    cached = new Intl.DateTimeFormat(INTL_LOCALE[locale], { timeZone: zone, ...options });
    formatters.set(key, cached);
  }
  return cached;
}

const TIME: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit' };
const WEEKDAY_DATE: Intl.DateTimeFormatOptions = { weekday: 'short', month: 'short', day: 'numeric' };

/** "PST", "PDT" (or "GMT+1" where the locale has no short name). */
export function zoneName(instant: Date, zone: string, locale: Locale = DEFAULT_LOCALE): string {
  return (
    formatter(zone, { timeZoneName: 'short' }, locale)
      .formatToParts(instant)
      .find((part) => part.type === 'timeZoneName')?.value ?? zone
  );
}

export interface TimeContext {
  /** The venue's zone. */
  zone: string;
  /** The viewer's zone (the browser's); the venue's zone is named when its offset differs. */
  viewerZone?: string | undefined;
  /** The reader's language (default English). */
  locale?: Locale | undefined;
}

function zoneSuffix(instant: Date, context: TimeContext): string {
  if (!context.viewerZone || context.viewerZone === context.zone) return '';
  const differs = zoneOffsetMinutes(instant, context.viewerZone) !== zoneOffsetMinutes(instant, context.zone);
  return differs ? ` ${zoneName(instant, context.zone, context.locale)}` : '';
}

/** "5:30 PM" (with " PST" when the viewer is elsewhere). */
export function formatTime(at: Instant, context: TimeContext): string {
  const instant = new Date(millis(at));
  return formatter(context.zone, TIME, context.locale).format(instant) + zoneSuffix(instant, context);
}

/** "Today", "Tomorrow", else "Saturday, November 28" (venue days). */
export function formatDay(at: Instant, now: Date, zone: string, locale: Locale = DEFAULT_LOCALE): string {
  const instant = new Date(millis(at));
  const day = localDate(instant, zone);
  const today = localDate(now, zone);
  const copy = localize(TIME_COPY, locale);
  if (day === today) return copy.today;
  if (day === addDays(today, 1)) return copy.tomorrow;
  return formatter(zone, { weekday: 'long', month: 'long', day: 'numeric' }, locale).format(instant);
}

/** "Nov 28" (with the year when it is not this year's): the last day of an open-dated deal. */
export function formatDate(at: Instant, now: Date, zone: string, locale: Locale = DEFAULT_LOCALE): string {
  const instant = new Date(millis(at));
  const sameYear = localDate(instant, zone).slice(0, 4) === localDate(now, zone).slice(0, 4);
  return formatter(zone, sameYear ? { month: 'short', day: 'numeric' } : { month: 'short', day: 'numeric', year: 'numeric' }, locale).format(instant);
}

/** "Sat, Nov 28" (venue day). */
export function formatWeekdayDate(at: Instant, zone: string, locale: Locale = DEFAULT_LOCALE): string {
  return formatter(zone, WEEKDAY_DATE, locale).format(new Date(millis(at)));
}

/** "Sat, Nov 28, 9:00 AM PST": day, time and the venue's zone, for a reader who may be anywhere (a mail). */
export function formatZonedDateTime(at: Instant, zone: string, locale: Locale = DEFAULT_LOCALE): string {
  return formatter(zone, { ...WEEKDAY_DATE, ...TIME, timeZoneName: 'short' }, locale).format(new Date(millis(at)));
}

/** "9:10 AM PST": a time today and the venue's zone. */
export function formatZonedTime(at: Instant, zone: string, locale: Locale = DEFAULT_LOCALE): string {
  return formatter(zone, { ...TIME, timeZoneName: 'short' }, locale).format(new Date(millis(at)));
}

/** Under an hour away: "Starts in N min". */
const SOON_MS = 60 * 60_000;

/**
 * A session's start as a card says it: "Starts in 40 min" within the hour, else "Today 5:30 PM",
 * "Tomorrow 9:00 AM", "Sat, Nov 28, 9:00 AM" (times in the venue's zone).
 */
export function formatSessionStart(at: Instant, now: Date, context: TimeContext): string {
  const copy = localize(TIME_COPY, context.locale ?? DEFAULT_LOCALE);
  const until = millis(at) - now.getTime();
  if (until <= 0) return copy.started;
  if (until < SOON_MS) return copy.startsIn(Math.max(1, Math.ceil(until / 60_000)));
  const day = localDate(new Date(millis(at)), context.zone);
  const today = localDate(now, context.zone);
  if (day === today) return copy.todayAt(formatTime(at, context));
  if (day === addDays(today, 1)) return copy.tomorrowAt(formatTime(at, context));
  const instant = new Date(millis(at));
  return formatter(context.zone, { ...WEEKDAY_DATE, ...TIME }, context.locale).format(instant) + zoneSuffix(instant, context);
}
