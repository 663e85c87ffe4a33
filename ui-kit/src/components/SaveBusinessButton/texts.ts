import type { KitTexts } from '../../i18n/types';

/** What SaveBusinessButton says in English (`KIT_TEXTS.saveBusinessButton`), without a `KitLocaleProvider` that gives texts. */
export const SAVE_BUSINESS_BUTTON_TEXTS: KitTexts['saveBusinessButton'] = {
  saved: 'Saved',
  save: 'Save business',
  savedName: (business) => `Saved: ${business}`,
  saveName: (business) => `Save business: ${business}`,
  signInToSave: 'Sign in to save businesses',
};
