import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { KIT_TEXTS, type KitTexts } from './kitTexts';

/** The language the kit's components speak: the locale their numbers and dates are formatted in, and their texts. */
export interface KitLocale {
  /** A BCP 47 tag for `Intl` (e.g. "es-US"): prices, dates and numbers are formatted in it. */
  locale: string;
  /** The components' own texts in that language. */
  texts: KitTexts;
}

/** American English: the kit's language without a `KitLocaleProvider`. */
export const KIT_LOCALE: KitLocale = { locale: 'en-US', texts: KIT_TEXTS };

const KitLocaleContext = createContext<KitLocale>(KIT_LOCALE);

export interface KitLocaleProviderProps {
  /** A BCP 47 tag for `Intl` (e.g. "es-US", "zh-Hans-CN"). */
  locale: string;
  /** Every built-in text in that language (build it from `KIT_TEXTS`' shape); English when left out. */
  texts?: KitTexts;
  children: ReactNode;
}

/**
 * Makes the kit's components below speak a language: their built-in texts (labels, names read by
 * screen readers, empty states, counts) come from `texts`, and their prices, dates and numbers are
 * formatted in `locale`. A text passed as a prop still wins. Without a provider the kit speaks
 * American English (`KIT_LOCALE`).
 */
export function KitLocaleProvider({ locale, texts = KIT_TEXTS, children }: KitLocaleProviderProps) {
  const value = useMemo(() => ({ locale, texts }), [locale, texts]);
  return <KitLocaleContext.Provider value={value}>{children}</KitLocaleContext.Provider>;
}

/** The kit's language here: `{ locale, texts }` of the nearest `KitLocaleProvider` (American English without one). */
export function useKitLocale(): KitLocale {
  return useContext(KitLocaleContext);
}
