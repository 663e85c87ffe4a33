import type { KitTexts } from '../../i18n/types';
import { plural } from '../../i18n/english';

/** What SlotsLeft says in English (`KIT_TEXTS.slotsLeft`), without a `KitLocaleProvider` that gives texts. */
export const SLOTS_LEFT_TEXTS: KitTexts['slotsLeft'] = {
  slots: (count) => `${count} ${plural(count, 'slot', 'slots')} left`,
  noSlots: 'No slots left',
  spots: (count) => `${count} ${plural(count, 'spot', 'spots')} left`,
  lastSpots: (count) => (count === 1 ? 'Last spot' : `Last ${count} spots`),
  soldOut: 'Sold out',
};
