import type { KitTexts } from '../../i18n/types';
import { plural } from '../../i18n/english';

/** What DealCard says in English (`KIT_TEXTS.dealCard`), without a `KitLocaleProvider` that gives texts. */
export const DEAL_CARD_TEXTS: KitTexts['dealCard'] = {
  when: 'When:',
  location: 'Location:',
  away: (distance) => `${distance} away`,
  isNew: 'New',
  moreTimes: (count) => `+${count} more ${plural(count, 'time', 'times')}`,
  removed: 'No longer available',
  book: 'Book Now',
  booking: 'Processing...',
};
