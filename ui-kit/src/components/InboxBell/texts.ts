import type { KitTexts } from '../../i18n/types';

/** What InboxBell says in English (`KIT_TEXTS.inboxBell`), without a `KitLocaleProvider` that gives texts. */
export const INBOX_BELL_TEXTS: KitTexts['inboxBell'] = {
  alerts: 'Alerts',
  unread: (count) => `Alerts, ${count} unread`,
  empty: 'No alerts yet',
  manage: 'Manage alerts',
  moments: { new_session: 'New time', price_drop: 'Price drop', spot_freed: 'Spot freed' },
  newFrom: (business) => `New from ${business}`,
  newFromSavedBusiness: 'New from a saved business',
  anyTime: 'Any time',
  metresAway: (distance) => `${distance} m away`,
  kilometresAway: (distance) => `${distance} km away`,
  was: (price) => `was ${price}`,
};
