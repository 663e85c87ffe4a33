import type { KitTexts } from '../../i18n/types';

/** What ConfirmDialog says in English (`KIT_TEXTS.confirmDialog`), without a `KitLocaleProvider` that gives texts. */
export const CONFIRM_DIALOG_TEXTS: KitTexts['confirmDialog'] = { confirm: 'Confirm', cancel: 'Cancel' };
