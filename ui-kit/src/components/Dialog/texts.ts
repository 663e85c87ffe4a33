import type { KitTexts } from '../../i18n/types';

/** What Dialog says in English (`KIT_TEXTS.dialog`), without a `KitLocaleProvider` that gives texts. */
export const DIALOG_TEXTS: KitTexts['dialog'] = { close: 'Close' };
