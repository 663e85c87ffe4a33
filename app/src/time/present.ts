/**
 * Deals, sessions and bookings as the screens show their times and prices, with the domain's
 * formatters (venue time, the venue's zone named when the viewer's differs) and price function.
 * Pure: `now`, the viewer's zone and the page's language are arguments.
 */
import { LAST_SPOTS_THRESHOLD, type Booking, type Deal, type Session } from '@spur/contract';
import { floorReachedAt, priceAt, priceCentsAt, sessionAvailability, type SessionAvailability } from '@spur/domain';
import { DEFAULT_LOCALE, localize, type Locale } from '@spur/i18n';
import { TIME_COPY } from './copy';
import { formatDate, formatDay, formatDayAndTime, formatMoney, formatSessionStart, formatTime } from './format';

type Zone = string | undefined;

/** Starts within the hour: the "soon" tone. */
const SOON_MS = 60 * 60_000;

/** What a deal card shows about when and for how much. */
export interface DealTiming {
  /** "Starts in 40 min", "Today 5:30 PM", "Any time until Nov 28", "Any time". */
  startLabel: string;
  /** The start as an ISO instant (for `<time dateTime>`); undefined for open-dated deals. */
  startDateTime?: string;
  startTone: 'soon' | 'later' | 'open';
  /** Other bookable times ("+3 more times"); 0 for none. */
  moreTimes: number;
  /** Spots of the shown time (sessioned) or of the deal (open-dated). */
  slots: number;
  /** The current price (the drop applied). */
  price: number;
  /** "Price drops to $45 by 4:45 PM" while a drop is ahead or running; undefined otherwise. */
  priceDropLabel?: string;
  /** The session Book Now takes when it is the only one, else null. */
  sessionId: string | null;
  /** The amount, in cents, to send with Book Now at `now`. */
  amountCents: number;
}

/** "Price drops to $45 by 4:45 PM" while the floor is still ahead, else undefined. */
export function priceDropLabel(
  deal: Pick<Deal, 'price' | 'price_drop' | 'time_zone'>,
  startsAt: string | null,
  now: Date,
  viewerZone: Zone,
  locale: Locale = DEFAULT_LOCALE,
): string | undefined {
  if (!deal.price_drop || startsAt === null) return undefined;
  const floorAt = floorReachedAt(deal, startsAt);
  if (!floorAt || floorAt.getTime() <= now.getTime()) return undefined;
  return localize(TIME_COPY, locale).priceDrops(formatMoney(deal.price_drop.floor_price, locale), formatTime(floorAt, { zone: deal.time_zone, viewerZone }, locale));
}

/** The card's time line, spots and price for a deal at `now`. */
export function dealTiming(deal: Deal, now: Date, viewerZone: Zone, locale: Locale = DEFAULT_LOCALE): DealTiming {
  const copy = localize(TIME_COPY, locale);
  const session = deal.next_session;
  if (!deal.has_sessions || !session) {
    const startLabel = deal.has_sessions
      ? copy.noUpcomingTimes
      : deal.expires_at
        ? copy.anyTimeUntil(formatDate(deal.expires_at, now, deal.time_zone, locale))
        : copy.anyTime;
    return {
      startLabel,
      startTone: 'open',
      moreTimes: 0,
      slots: deal.has_sessions ? 0 : deal.available_slots,
      price: deal.price,
      sessionId: null,
      amountCents: priceCentsAt(deal, null, now),
    };
  }
  const until = new Date(session.starts_at).getTime() - now.getTime();
  const drop = priceDropLabel(deal, session.starts_at, now, viewerZone, locale);
  return {
    startLabel: formatSessionStart(session.starts_at, now, { zone: deal.time_zone, viewerZone }, locale),
    startDateTime: session.starts_at,
    startTone: until < SOON_MS ? 'soon' : 'later',
    moreTimes: deal.more_sessions,
    slots: session.slots_left,
    price: priceAt(deal, session.starts_at, now),
    ...(drop ? { priceDropLabel: drop } : {}),
    sessionId: deal.more_sessions === 0 && session.slots_left > 0 ? session.id : null,
    amountCents: priceCentsAt(deal, session.starts_at, now),
  };
}

/** The visible reason beside a time that cannot be booked. */
export function availabilityReason(availability: SessionAvailability, locale: Locale = DEFAULT_LOCALE): string | undefined {
  return availability === 'bookable' ? undefined : localize(TIME_COPY, locale).reasons[availability];
}

/** One option of the time picker (the kit's TimePicker). */
export interface TimeOption {
  id: string;
  /** "5:30 PM" (with the venue zone when the viewer's differs). */
  time: string;
  /** "4 spots left", "1 spot left". */
  detail: string;
  /** "$45" at `now`. */
  price?: string;
  /** "Today, 5:30 PM, 4 spots left, $45"; "Today, 5:30 PM, Sold out". */
  accessibleLabel: string;
  /** Why it cannot be booked ("Sold out", "Booking closed", ...); absent when it can. */
  disabledReason?: string;
}

export interface TimeGroup {
  /** "Today", "Tomorrow", "Saturday, November 28". */
  heading: string;
  options: TimeOption[];
}

/** A deal's sessions grouped by venue day, in the order given (the API's: soonest first). */
export function sessionGroups(
  deal: Pick<Deal, 'price' | 'price_drop' | 'time_zone'>,
  sessions: readonly Session[],
  now: Date,
  viewerZone: Zone,
  locale: Locale = DEFAULT_LOCALE,
): TimeGroup[] {
  const copy = localize(TIME_COPY, locale);
  const groups: TimeGroup[] = [];
  for (const session of sessions) {
    const heading = formatDay(session.starts_at, now, deal.time_zone, locale);
    const time = formatTime(session.starts_at, { zone: deal.time_zone, viewerZone }, locale);
    const reason = availabilityReason(sessionAvailability(session, now), locale);
    const detail = copy.spotsLeft(session.slots_left);
    const price = formatMoney(priceAt(deal, session.starts_at, now), locale);
    const option: TimeOption = reason
      ? { id: session.id, time, detail, accessibleLabel: copy.optionLabel(heading, time, reason), disabledReason: reason }
      : { id: session.id, time, detail, price, accessibleLabel: copy.optionLabelPriced(heading, time, detail, price) };
    const last = groups[groups.length - 1];
    if (last && last.heading === heading) last.options.push(option);
    else groups.push({ heading, options: [option] });
  }
  return groups;
}

/** What Book Now sends for a chosen session at `now`, or null when it cannot be booked. */
export function sessionChoice(deal: Pick<Deal, 'price' | 'price_drop'>, session: Session, now: Date): { sessionId: string; amountCents: number } | null {
  if (sessionAvailability(session, now) !== 'bookable') return null;
  return { sessionId: session.id, amountCents: priceCentsAt(deal, session.starts_at, now) };
}

/** "Today 5:30 PM", "Saturday, November 28, 9:00 AM" (venue time): a session's start. */
export function sessionWhen(startsAt: string, zone: string, now: Date, viewerZone: Zone, locale: Locale = DEFAULT_LOCALE): string {
  return formatDayAndTime(startsAt, now, { zone, viewerZone }, locale);
}

/** A booking's session time, or undefined for an open-dated booking. */
export function bookingWhen(booking: Pick<Booking, 'session_starts_at' | 'time_zone'>, now: Date, viewerZone: Zone, locale: Locale = DEFAULT_LOCALE): string | undefined {
  return booking.session_starts_at ? sessionWhen(booking.session_starts_at, booking.time_zone, now, viewerZone, locale) : undefined;
}

export { LAST_SPOTS_THRESHOLD };
