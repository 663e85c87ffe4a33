/**
 * The seed's schedule: which deals run sessions, when (relative to "now", so the demo always has
 * something starting soon, later today, tomorrow and at the weekend), how full they are, and which
 * drop their price at the last minute. Deals not listed here stay open-dated.
 */
import { DEFAULT_TIME_ZONE, type CancellationTerms } from '@spur/contract';
import { addDays, dayOfWeek, localDate, zonedInstant } from '@spur/domain';
import type { DEAL_IDS } from './deals';

type DealName = keyof typeof DEAL_IDS;

/** When a seed session starts: minutes after "now" (rounded up to the quarter hour), or the coming weekend. */
export type SessionStart = { inMinutes: number } | { weekend: 'saturday' | 'sunday'; time: string };

export interface SessionPlan {
  start: SessionStart;
  capacity: number;
  /** Spots already taken (by bookings not in the seed). */
  taken: number;
  cutoffMinutes?: number;
  durationMinutes?: number;
}

export interface DealSchedule {
  sessions: SessionPlan[];
  priceDrop?: { floor: number; windowMinutes: number };
  /** Terms other than the default (24 hours free, then no refund). */
  cancellation?: CancellationTerms;
}

const H = 60;
const DAY = 24 * H;
const at = (inMinutes: number, capacity: number, taken: number, extra: Partial<SessionPlan> = {}): SessionPlan => ({
  start: { inMinutes },
  capacity,
  taken,
  ...extra,
});
const weekend = (day: 'saturday' | 'sunday', time: string, capacity: number, taken: number): SessionPlan => ({
  start: { weekend: day, time },
  capacity,
  taken,
});

export const SCHEDULES: Partial<Record<DealName, DealSchedule>> = {
  sunsetPaddle: {
    sessions: [at(45, 12, 10, { durationMinutes: 90 }), at(3 * H, 12, 4, { durationMinutes: 90 }), at(DAY + 45, 12, 0), weekend('saturday', '16:30', 12, 5)],
    priceDrop: { floor: 45, windowMinutes: 3 * H },
  },
  harborCruise: { sessions: [at(30, 35, 33, { cutoffMinutes: 0 }), at(DAY + 105, 35, 3)], priceDrop: { floor: 29, windowMinutes: 2 * H } },
  // Half back after the free window: the first time is inside the last 24 hours, the others are not.
  bayKayakSafari: {
    sessions: [at(90, 8, 5, { durationMinutes: 120 }), at(DAY + 90, 8, 1), at(2 * DAY + 90, 8, 0)],
    cancellation: { free_hours: 24, late_refund_percent: 50 },
  },
  missionTour: { sessions: [at(150, 20, 6), at(DAY + 150, 20, 2), weekend('sunday', '10:00', 20, 0)] },
  sunriseYoga: { sessions: [at(18 * H, 20, 17), at(42 * H, 20, 5), weekend('sunday', '07:00', 20, 0)] },
  soundBath: { sessions: [at(4 * H, 15, 2), at(28 * H, 15, 0)], priceDrop: { floor: 25, windowMinutes: 6 * H } },
  forestBathing: { sessions: [at(20 * H, 10, 4), at(44 * H, 10, 0), weekend('saturday', '09:00', 10, 2)] },
  jazzNight: { sessions: [at(7 * H, 50, 48, { durationMinutes: 150 }), weekend('saturday', '20:00', 50, 20)], priceDrop: { floor: 30, windowMinutes: 8 * H } },
  coveCottages: { sessions: [at(5 * H, 6, 0), at(DAY + 5 * H, 6, 1)] },
  mysteryCruise: { sessions: [at(2 * H, 24, 24), at(DAY + 2 * H, 24, 24)] },
};

const HOUR_MS = 60 * 60_000;
const QUARTER_MS = 15 * 60_000;

/**
 * The coming Saturday or Sunday at `time` in the default city; a week later when that is under an
 * hour from now or from one of `taken` (the deal's other starts: a weekend day can fall on one,
 * and a deal cannot run two sessions at the same time).
 */
function comingWeekendDay(now: Date, day: 'saturday' | 'sunday', time: string, taken: Date[]): Date {
  const today = localDate(now, DEFAULT_TIME_ZONE);
  const daysAhead = ((day === 'saturday' ? 6 : 0) - dayOfWeek(today) + 7) % 7;
  const clear = (start: Date) =>
    start.getTime() > now.getTime() + HOUR_MS && taken.every((other) => Math.abs(other.getTime() - start.getTime()) >= HOUR_MS);
  for (let week = 0; ; week += 1) {
    const start = zonedInstant(addDays(today, daysAhead + 7 * week), time, DEFAULT_TIME_ZONE);
    if (clear(start)) return start;
  }
}

/** When each of a schedule's sessions starts at `now`, in the schedule's order. */
export function sessionStarts(schedule: DealSchedule, now: Date): Date[] {
  const base = Math.ceil(now.getTime() / QUARTER_MS) * QUARTER_MS;
  const timedStart = (inMinutes: number) => new Date(base + inMinutes * 60_000);
  const timed = schedule.sessions.flatMap(({ start }) => ('inMinutes' in start ? [timedStart(start.inMinutes)] : []));
  return schedule.sessions.map(({ start }) => ('inMinutes' in start ? timedStart(start.inMinutes) : comingWeekendDay(now, start.weekend, start.time, timed)));
}
