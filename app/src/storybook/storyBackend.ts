/**
 * The mock backend behind every Storybook story: the real MSW handlers over an in-memory
 * database seeded at a FIXED instant, so dates on screens (bookings, deals) are the same on every
 * day and visual baselines never drift. Reset before each story.
 */
import { createBackend, createClock, createHandlers, signInUser } from '@spur/mocks/handlers';
import { forgetKeptDealPages } from '../pages/deals/useDealPages';

/** "Now" for every story: seed timestamps and anything the mock backend stamps. */
export const STORY_NOW = new Date('2026-11-20T17:00:00.000Z');

export const storyBackend = createBackend({
  contactRateLimit: null,
  clock: createClock(() => STORY_NOW.getTime()),
});

export const storyHandlers = createHandlers({ backend: storyBackend });

/** Puts the seed back, and forgets the deals pages kept for coming back to /deals. */
export function resetStoryData(): Promise<void> {
  forgetKeptDealPages();
  return storyBackend.reset();
}

/** A real identity token of the mock pool for a seed account (minted without HTTP). */
export async function storyToken(email: string): Promise<string> {
  return (await signInUser(storyBackend, email)).idToken;
}
