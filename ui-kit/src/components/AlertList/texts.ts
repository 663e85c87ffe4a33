import type { KitTexts } from '../../i18n/types';

/** What AlertList says in English (`KIT_TEXTS.alertList`), without a `KitLocaleProvider` that gives texts. */
export const ALERT_LIST_TEXTS: KitTexts['alertList'] = {
  label: 'Saved alerts',
  empty: 'No saved alerts yet.',
  within: (km) => `Within ${km} km`,
  allCategories: 'All categories',
  upTo: (price) => `Up to ${price}`,
  anyPrice: 'Any price',
  delete: 'Delete',
  deleting: 'Deleting...',
  deleteAlert: (place) => `Delete the alert for ${place}`,
};
