/**
 * The translations of the app, one catalog per folder of copy (`locales/<locale>.json`, beside the
 * code: `npm run i18n` checks them), compiled by the build (`@spur/i18n/vite`). A language's
 * catalogs travel in one chunk (`translations/<locale>.ts`, vite.config.ts) that loads only for a
 * page in that language, with the app's translation of the kit's texts (`kitTexts.ts`). English,
 * the source, needs neither: the kit's own texts are the same English.
 */
import { DEFAULT_LOCALE, LOCALES, loadCatalog, localize, type Locale, type Messages } from '@spur/i18n';
import type { KitTexts } from '@spur/ui-kit';

const TRANSLATIONS: Partial<Record<Locale, () => Promise<{ CATALOGS: Messages[] }>>> = {
  es: () => import('./translations/es'),
  'zh-Hans': () => import('./translations/zh-Hans'),
};

const loaded = new Map<Locale, Promise<void>>();
/** `KIT_TEXTS_COPY`, once a language's catalogs have loaded. */
let kitTextsCopy: KitTexts | undefined;

/** Loads `locale`'s catalogs (once): the copy reads in it from then on. */
export function loadLocale(locale: Locale): Promise<void> {
  const translations = TRANSLATIONS[locale];
  if (locale === DEFAULT_LOCALE || !translations) return Promise.resolve();
  let loading = loaded.get(locale);
  if (!loading) {
    loading = Promise.all([translations(), import('./kitTexts')]).then(([{ CATALOGS }, { KIT_TEXTS_COPY }]) => {
      CATALOGS.forEach((messages) => loadCatalog(locale, messages));
      kitTextsCopy = KIT_TEXTS_COPY;
    });
    loaded.set(locale, loading);
  }
  return loading;
}

/** Every language's catalogs: the server renders any of them. */
export function loadAllLocales(): Promise<void> {
  return Promise.all(LOCALES.map(loadLocale)).then(() => undefined);
}

/**
 * The kit's texts in `locale` (`KIT_TEXTS_COPY` translated); undefined in English, whose texts
 * are the kit's own, and before `loadLocale(locale)`, when the copy would be English too.
 */
export function kitTextsIn(locale: Locale): KitTexts | undefined {
  return locale === DEFAULT_LOCALE || !kitTextsCopy ? undefined : localize(kitTextsCopy, locale);
}
