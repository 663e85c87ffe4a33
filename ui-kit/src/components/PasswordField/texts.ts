import type { KitTexts } from '../../i18n/types';

/** What PasswordField says in English (`KIT_TEXTS.passwordField`), without a `KitLocaleProvider` that gives texts. */
export const PASSWORD_FIELD_TEXTS: KitTexts['passwordField'] = { show: 'Show password', hide: 'Hide password' };
