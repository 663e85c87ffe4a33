import type { KitTexts } from '../../i18n/types';

/** What WaitlistNotice says in English (`KIT_TEXTS.waitlistNotice`), without a `KitLocaleProvider` that gives texts. */
export const WAITLIST_NOTICE_TEXTS: KitTexts['waitlistNotice'] = {
  label: 'Waitlist',
  email: 'Your e-mail',
  join: 'Notify me when a spot opens',
  joining: 'Joining...',
  leave: 'Leave the waitlist',
  leaving: 'Leaving...',
  timeSoldOut: 'This time is sold out',
  dealSoldOut: 'This deal is sold out',
  explanation: 'Join the waitlist: when a spot opens, the first person waiting gets it held for a few minutes.',
  joined: "We'll e-mail you when a spot opens",
  offered: 'A spot opened for you',
  heldUntil: (time) => `It is held for you until ${time}.`,
  book: 'Book now',
};
