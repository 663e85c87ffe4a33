import type { KitTexts } from '../../i18n/types';

/** What ErrorState says in English (`KIT_TEXTS.errorState`), without a `KitLocaleProvider` that gives texts. */
export const ERROR_STATE_TEXTS: KitTexts['errorState'] = { title: 'Something went wrong', retry: 'Retry' };
