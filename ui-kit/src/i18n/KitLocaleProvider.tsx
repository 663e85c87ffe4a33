import { useContext, useMemo, type ReactNode } from 'react';
import { KitLocaleContext } from './kitLocaleContext';
import type { KitTexts } from './types';

export interface KitLocaleProviderProps {
  /** A BCP 47 tag for `Intl` (e.g. "es-US", "zh-Hans-CN"). */
  locale: string;
  /** Every built-in text in that language (build it from `KIT_TEXTS`' shape); English when left out. */
  texts?: KitTexts | undefined;
  children: ReactNode;
}

/**
 * Makes the kit's components below speak a language: their built-in texts (labels, names read by
 * screen readers, empty states, counts) come from `texts`, and their prices, dates and numbers are
 * formatted in `locale`. A text passed as a prop still wins. Without a provider the kit speaks
 * American English (`KIT_LOCALE`).
 */
export function KitLocaleProvider({ locale, texts, children }: KitLocaleProviderProps) {
  const value = useMemo(() => ({ locale, texts }), [locale, texts]);
  return <KitLocaleContext.Provider value={value}>{children}</KitLocaleContext.Provider>;
}

/**
 * One component's texts in the kit's language here, with the locale: the nearest
 * `KitLocaleProvider`'s `texts[component]`, else `english`, the component's own defaults. Unlike
 * `useKitLocale`, it needs no other component's English, so an app ships only the English of the
 * components it uses.
 */
export function useKitTexts<K extends keyof KitTexts>(component: K, english: KitTexts[K]): { locale: string; texts: KitTexts[K] } {
  const { locale, texts } = useContext(KitLocaleContext);
  return { locale, texts: texts ? texts[component] : english };
}
