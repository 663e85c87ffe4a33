/**
 * How session times read, in the venue's time zone, for every screen and message: "Starts in
 * 40 min", "Today 5:30 PM", "Tomorrow 9:00 AM", "Sat, Nov 28, 9:00 AM". The zone is named
 * ("5:30 PM PST") when the viewer's clock is on another offset at that moment.
 */
import { millis, type Instant } from './time';
import { addDays, localDate, zoneOffsetMinutes } from './zonedTime';

const LOCALE = 'en-US';
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(zone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${zone}|${JSON.stringify(options)}`;
  let cached = formatters.get(key);
  if (!cached) {
    cached = new Intl.DateTimeFormat(LOCALE, { timeZone: zone, ...options });
    formatters.set(key, cached);
  }
  return cached;
}

/** "PST", "PDT" (or "GMT+1" where the locale has no short name). */
export function zoneName(instant: Date, zone: string): string {
  return formatter(zone, { timeZoneName: 'short' }).formatToParts(instant).find((part) => part.type === 'timeZoneName')?.value ?? zone;
}

export interface TimeContext {
  /** The venue's zone. */
  zone: string;
  /** The viewer's zone (the browser's); the venue's zone is named when its offset differs. */
  viewerZone?: string | undefined;
}

function zoneSuffix(instant: Date, context: TimeContext): string {
  if (!context.viewerZone || context.viewerZone === context.zone) return '';
  const differs = zoneOffsetMinutes(instant, context.viewerZone) !== zoneOffsetMinutes(instant, context.zone);
  return differs ? ` ${zoneName(instant, context.zone)}` : '';
}

/** "5:30 PM" (with " PST" when the viewer is elsewhere). */
export function formatTime(at: Instant, context: TimeContext): string {
  const instant = new Date(millis(at));
  return formatter(context.zone, { hour: 'numeric', minute: '2-digit' }).format(instant) + zoneSuffix(instant, context);
}

/** "Today", "Tomorrow", else "Saturday, November 28" (venue days). */
export function formatDay(at: Instant, now: Date, zone: string): string {
  const instant = new Date(millis(at));
  const day = localDate(instant, zone);
  const today = localDate(now, zone);
  if (day === today) return 'Today';
  if (day === addDays(today, 1)) return 'Tomorrow';
  return formatter(zone, { weekday: 'long', month: 'long', day: 'numeric' }).format(instant);
}

/** "Nov 28" (with the year when it is not this year's): the last day of an open-dated deal. */
export function formatDate(at: Instant, now: Date, zone: string): string {
  const instant = new Date(millis(at));
  const sameYear = localDate(instant, zone).slice(0, 4) === localDate(now, zone).slice(0, 4);
  return formatter(zone, sameYear ? { month: 'short', day: 'numeric' } : { month: 'short', day: 'numeric', year: 'numeric' }).format(instant);
}

/** "Sat, Nov 28" (venue day). */
export function formatWeekdayDate(at: Instant, zone: string): string {
  return formatter(zone, { weekday: 'short', month: 'short', day: 'numeric' }).format(new Date(millis(at)));
}

/** Under an hour away: "Starts in N min". */
const SOON_MS = 60 * 60_000;

/**
 * A session's start as a card says it: "Starts in 40 min" within the hour, else "Today 5:30 PM",
 * "Tomorrow 9:00 AM", "Sat, Nov 28, 9:00 AM" (times in the venue's zone).
 */
export function formatSessionStart(at: Instant, now: Date, context: TimeContext): string {
  const until = millis(at) - now.getTime();
  if (until <= 0) return 'Started';
  if (until < SOON_MS) return `Starts in ${Math.max(1, Math.ceil(until / 60_000))} min`;
  const day = formatDay(at, now, context.zone);
  const time = formatTime(at, context);
  if (day === 'Today' || day === 'Tomorrow') return `${day} ${time}`;
  return `${formatWeekdayDate(at, context.zone)}, ${time}`;
}
