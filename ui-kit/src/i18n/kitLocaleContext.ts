import { createContext } from 'react';
import type { KitTexts } from './types';

/** The kit's locale without a provider: American English. */
export const DEFAULT_KIT_LOCALE = 'en-US';

/**
 * The kit's language with some components' texts only: what a function of those components takes
 * (`alertSummary`, `characterCount`, …). A whole `KitLocale` (`useKitLocale()`) will do.
 */
export interface KitLocaleOf<K extends keyof KitTexts> {
  /** A BCP 47 tag for `Intl` (e.g. "es-US"). */
  locale: string;
  texts: Pick<KitTexts, K>;
}

/**
 * The nearest `KitLocaleProvider`'s locale and texts; without texts, each component speaks its own
 * English. It holds no English itself, so that the provider does not bring every component's.
 */
export const KitLocaleContext = createContext<{ locale: string; texts: KitTexts | undefined }>({ locale: DEFAULT_KIT_LOCALE, texts: undefined });
