/**
 * Deals with times (issue 9): the When chips, a deal's page and its time picker, and how a
 * session's start reads ("Today 5:30 PM", "Saturday, November 28, 9:00 AM"; the browser runs in
 * the venue's zone, America/Los_Angeles, so no zone is named).
 */
import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import { main } from './app';

const ZONE = 'America/Los_Angeles';

export interface ApiSession {
  id: string;
  starts_at: string;
  slots_left: number;
  cutoff_minutes: number;
  status: string;
}

/** GET /api/deals/:id/sessions from the page (the demo's in-browser backend answers it there too). */
export async function dealSessions(page: Page, dealId: string): Promise<ApiSession[]> {
  return page.evaluate(async (id) => {
    const response = await fetch(`/api/deals/${id}/sessions`);
    if (!response.ok) throw new Error(`sessions: ${response.status}`);
    return (await response.json()) as ApiSession[];
  }, dealId);
}

/** Bookable for a while yet: scheduled, spots left, its cut-off more than 10 minutes away. */
export function bookableForAWhile(session: ApiSession, now = Date.now()): boolean {
  return session.status === 'scheduled' && session.slots_left > 0 && Date.parse(session.starts_at) - session.cutoff_minutes * 60_000 > now + 10 * 60_000;
}

const localDate = (at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);

/** The day heading of the time picker: "Today", "Tomorrow", "Saturday, November 28". */
export function dayLabel(startsAt: string, now = new Date()): string {
  const start = new Date(startsAt);
  const today = localDate(now);
  const tomorrow = localDate(new Date(now.getTime() + 24 * 3_600_000));
  if (localDate(start) === today) return 'Today';
  if (localDate(start) === tomorrow) return 'Tomorrow';
  return new Intl.DateTimeFormat('en-US', { timeZone: ZONE, weekday: 'long', month: 'long', day: 'numeric' }).format(start);
}

/** "5:30 PM". */
export function timeLabel(startsAt: string): string {
  return new Intl.DateTimeFormat('en-US', { timeZone: ZONE, hour: 'numeric', minute: '2-digit' }).format(new Date(startsAt));
}

/** How bookings and the checkout say it: "Today 5:30 PM", "Saturday, November 28, 9:00 AM". */
export function whenLabel(startsAt: string, now = new Date()): string {
  const day = dayLabel(startsAt, now);
  return day === 'Today' || day === 'Tomorrow' ? `${day} ${timeLabel(startsAt)}` : `${day}, ${timeLabel(startsAt)}`;
}

/** The time picker's option for a session (its accessible name starts "Today, 5:30 PM, "). */
export function timeOption(page: Page, session: ApiSession) {
  const name = `${dayLabel(session.starts_at)}, ${timeLabel(session.starts_at)}, `;
  return page.getByRole('radiogroup', { name: 'Choose a time' }).getByRole('radio', { name: new RegExp(`^${escapeRegExp(name)}`) });
}

/** Chooses a When chip on /deals and waits for its list. */
export async function chooseWhen(page: Page, label: 'Now' | 'Today' | 'Tomorrow' | 'This weekend' | 'Any time') {
  await main(page).getByRole('navigation', { name: 'When' }).getByRole('link', { name: label, exact: true }).click();
}

/** The test checkout's countdown: "We hold your spot for MM:SS". */
export async function expectHoldCountdown(page: Page) {
  await expect(main(page).getByRole('timer')).toHaveText(/We hold your spot for \d{1,2}:\d{2}/);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
