/** Cancellation terms as the screens write their deadline (the browser runs in the venue's zone). */
const ZONE = 'America/Los_Angeles';

/** The seed's kayak safari (and the default): free cancellation until 24 hours before the start. */
export const FREE_HOURS_MS = 24 * 3_600_000;

const localDate = (at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);

/** "3:30 PM" on today's date, else "3:30 PM on Sat, Nov 28". */
export function deadlineLabel(at: number, now = new Date()): string {
  const instant = new Date(at);
  const time = new Intl.DateTimeFormat('en-US', { timeZone: ZONE, hour: 'numeric', minute: '2-digit' }).format(instant);
  if (localDate(instant) === localDate(now)) return time;
  return `${time} on ${new Intl.DateTimeFormat('en-US', { timeZone: ZONE, weekday: 'short', month: 'short', day: 'numeric' }).format(instant)}`;
}
