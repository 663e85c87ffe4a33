/**
 * The catalogue's "when" filter as a window of start times. Spur is hyper-local, so the windows
 * are days of the default city (its time zone), whatever the viewer's clock says. Open-dated deals
 * (valid any time until they expire) match every window.
 */
import { NOW_WINDOW_HOURS, type WhenFilter } from '@spur/contract';
import { addDays, dayOfWeek, localDate, startOfLocalDay } from './zonedTime';

export interface StartWindow {
  from: Date;
  /** Exclusive. */
  to: Date;
}

/** The window of starts `when` means at `now`; null for "any". */
export function whenWindow(when: WhenFilter | undefined, now: Date, zone: string): StartWindow | null {
  const today = localDate(now, zone);
  const dayStart = (offset: number) => startOfLocalDay(addDays(today, offset), zone);
  switch (when) {
    case 'now':
      return { from: now, to: new Date(now.getTime() + NOW_WINDOW_HOURS * 3_600_000) };
    case 'today':
      return { from: now, to: dayStart(1) };
    case 'tomorrow':
      return { from: dayStart(1), to: dayStart(2) };
    case 'weekend': {
      const weekday = dayOfWeek(today);
      // Saturday and Sunday: the rest of this weekend. Otherwise the coming one.
      const untilSaturday = weekday === 6 ? 0 : weekday === 0 ? -1 : 6 - weekday;
      const saturday = dayStart(untilSaturday);
      return { from: saturday.getTime() > now.getTime() ? saturday : now, to: dayStart(untilSaturday + 2) };
    }
    default:
      return null;
  }
}

/** Whether a start falls in the window (always, without one). */
export const inWindow = (startsAt: number, window: StartWindow | null): boolean =>
  window === null || (startsAt >= window.from.getTime() && startsAt < window.to.getTime());
