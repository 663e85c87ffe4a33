import type { KitTexts } from '../../i18n/types';

/** What AlertForm says in English (`KIT_TEXTS.alertForm`), without a `KitLocaleProvider` that gives texts. */
export const ALERT_FORM_TEXTS: KitTexts['alertForm'] = {
  label: 'New alert',
  centre: (place) => `Centre: ${place}`,
  useMyPosition: 'Use my position',
  locating: 'Locating...',
  placeName: 'Place name',
  radius: 'Radius (km)',
  window: 'When the deals start',
  windows: { within_3h: 'Starting within 3 hours', today: 'Today', weekend: 'This weekend' },
  categories: 'Categories (optional: none means all)',
  maxPrice: 'Highest price, $ (optional)',
  submit: 'Save alert',
  saving: 'Saving...',
};
