import type { KitTexts } from '../../i18n/types';

/** What BetaBanner says in English (`KIT_TEXTS.betaBanner`), without a `KitLocaleProvider` that gives texts. */
export const BETA_BANNER_TEXTS: KitTexts['betaBanner'] = { label: 'Beta notice', notice: 'This site is a beta version and is still in development.' };
