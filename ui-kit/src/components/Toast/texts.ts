import type { KitTexts } from '../../i18n/types';

/** What Toast says in English (`KIT_TEXTS.toast`), without a `KitLocaleProvider` that gives texts. */
export const TOAST_TEXTS: KitTexts['toast'] = { label: 'Notification', close: 'Close', region: (hotkey) => `Notifications (${hotkey})` };
