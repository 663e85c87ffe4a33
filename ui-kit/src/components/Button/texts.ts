import type { KitTexts } from '../../i18n/types';

/** What Button says in English (`KIT_TEXTS.button`), without a `KitLocaleProvider` that gives texts. */
export const BUTTON_TEXTS: KitTexts['button'] = { loading: 'Loading' };
