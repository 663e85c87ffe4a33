import type { KitTexts } from '../../i18n/types';

/** What NavBar says in English (`KIT_TEXTS.navBar`), without a `KitLocaleProvider` that gives texts. */
export const NAV_BAR_TEXTS: KitTexts['navBar'] = { label: 'Main', openMenu: 'Open menu', closeMenu: 'Close menu' };
