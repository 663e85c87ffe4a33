/**
 * Wall-clock time in an IANA time zone, from the runtime's Intl data (no library): venue-local
 * dates and times to instants and back, daylight saving included.
 */

/** A calendar date, YYYY-MM-DD. */
export type LocalDate = string;

const partsFormatters = new Map<string, Intl.DateTimeFormat>();

function partsFormatter(zone: string): Intl.DateTimeFormat {
  let formatter = partsFormatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      weekday: 'short',
    });
    partsFormatters.set(zone, formatter);
  }
  return formatter;
}

export interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  /** 0 = Sunday … 6 = Saturday. */
  weekday: number;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** The wall-clock reading of `instant` in `zone`. */
export function wallTime(instant: Date, zone: string): WallTime {
  const parts: Record<string, string> = {};
  for (const part of partsFormatter(zone).formatToParts(instant)) parts[part.type] = part.value;
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
    weekday: WEEKDAYS.indexOf(parts.weekday ?? ''),
  };
}

/** Minutes `zone` is ahead of UTC at `instant` (−480 for Los Angeles in winter). */
export function zoneOffsetMinutes(instant: Date, zone: string): number {
  const wall = wallTime(instant, zone);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

/**
 * The instant a venue's clock shows `date` at `time` (HH:MM). A time skipped by a spring-forward
 * change (2:30 AM) lands an hour later, as clocks do; a repeated one (1:30 AM in November) is the
 * first of the two.
 */
export function zonedInstant(date: LocalDate, time: string, zone: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  const wallAsUtc = Date.UTC(year, month - 1, day, hour, minute);
  // Two passes settle on the offset in force at the result (it may differ from the guess's near a change).
  const firstGuess = wallAsUtc - zoneOffsetMinutes(new Date(wallAsUtc), zone) * 60_000;
  const earlier = wallAsUtc - zoneOffsetMinutes(new Date(firstGuess - 3 * 3_600_000), zone) * 60_000;
  const later = wallAsUtc - zoneOffsetMinutes(new Date(firstGuess + 3 * 3_600_000), zone) * 60_000;
  const showsWall = (candidate: number) => {
    const wall = wallTime(new Date(candidate), zone);
    return wall.hour === hour && wall.minute === minute && wall.day === day;
  };
  if (showsWall(earlier)) return new Date(Math.min(earlier, showsWall(later) ? later : earlier));
  if (showsWall(later)) return new Date(later);
  // In a spring-forward gap: the wall time does not exist; clocks read it an hour later.
  return new Date(Math.max(earlier, later));
}

/** The venue's calendar date at `instant`. */
export function localDate(instant: Date, zone: string): LocalDate {
  const wall = wallTime(instant, zone);
  return `${wall.year}-${String(wall.month).padStart(2, '0')}-${String(wall.day).padStart(2, '0')}`;
}

/** A calendar date `days` later (or earlier). */
export function addDays(date: LocalDate, days: number): LocalDate {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** 0 = Sunday … 6 = Saturday. */
export function dayOfWeek(date: LocalDate): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}

/** The instant the venue's `date` begins (its local midnight). */
export const startOfLocalDay = (date: LocalDate, zone: string): Date => zonedInstant(date, '00:00', zone);
