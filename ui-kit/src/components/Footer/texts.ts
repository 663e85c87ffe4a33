import type { KitTexts } from '../../i18n/types';

/** What Footer says in English (`KIT_TEXTS.footer`), without a `KitLocaleProvider` that gives texts. */
export const FOOTER_TEXTS: KitTexts['footer'] = {
  copyright: '© Spur. All rights reserved.',
  socialMedia: (section) => `${section}: social media`,
};
