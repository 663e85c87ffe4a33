import type { KitTexts } from '../../i18n/types';

/** What Spinner says in English (`KIT_TEXTS.spinner`), without a `KitLocaleProvider` that gives texts. */
export const SPINNER_TEXTS: KitTexts['spinner'] = { loading: 'Loading...' };
