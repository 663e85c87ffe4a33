export { DEFAULT_LOCALE, HTML_LANG, INTL_LOCALE, LOCALES, LOCALE_NAMES, isLocale, negotiateLocale, type Locale } from './locales';
export { localePrefix, localizedPath, splitLocalePath } from './paths';
export { defineCopy, loadCatalog, localize, precompiled, translateText, translator, type CompiledMessage, type Messages, type MessageValues, type Translate } from './copy';
export { LOCALE_COOKIE, localeCookie, preferredLocale, rememberedLocale } from './choice';
