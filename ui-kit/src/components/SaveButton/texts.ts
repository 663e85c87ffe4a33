import type { KitTexts } from '../../i18n/types';

/** What SaveButton says in English (`KIT_TEXTS.saveButton`), without a `KitLocaleProvider` that gives texts. */
export const SAVE_BUTTON_TEXTS: KitTexts['saveButton'] = { saved: 'Saved', save: 'Save deal', signInToSave: 'Sign in to save deals' };
