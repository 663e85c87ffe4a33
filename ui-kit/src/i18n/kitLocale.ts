import { useContext } from 'react';
import { DEFAULT_KIT_LOCALE, KitLocaleContext } from './kitLocaleContext';
import { KIT_TEXTS, type KitTexts } from './kitTexts';

/** The language the kit's components speak: the locale their numbers and dates are formatted in, and their texts. */
export interface KitLocale {
  /** A BCP 47 tag for `Intl` (e.g. "es-US"): prices, dates and numbers are formatted in it. */
  locale: string;
  /** The components' own texts in that language. */
  texts: KitTexts;
}

/** American English: the kit's language without a `KitLocaleProvider`. */
export const KIT_LOCALE: KitLocale = { locale: DEFAULT_KIT_LOCALE, texts: KIT_TEXTS };

/**
 * The kit's language here: `{ locale, texts }` of the nearest `KitLocaleProvider` (American
 * English without one, or without its texts). Every component's texts: it brings `KIT_TEXTS`.
 */
export function useKitLocale(): KitLocale {
  const { locale, texts } = useContext(KitLocaleContext);
  return { locale, texts: texts ?? KIT_TEXTS };
}
