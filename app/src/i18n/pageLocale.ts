/**
 * The language of the page: its URL's prefix (`/es/deals`), English without one. The router's
 * basename is that prefix, so every link and navigation inside the app stays in the language.
 */
import { localePrefix, localize, splitLocalePath, type Locale } from '@spur/i18n';

export function pageLocale(pathname: string): Locale {
  return splitLocalePath(pathname).locale;
}

/** The router's basename for a page in `locale` (undefined for English: no prefix). */
export function routerBasename(locale: Locale): string | undefined {
  return localePrefix(locale) || undefined;
}

/**
 * `copy` in the language of the page the browser shows, for code outside React (a machine's
 * toast): a page's language never changes while it is open. On the server (where each render has
 * its own language) it is English: code outside React does not run there.
 */
export function pageCopy<T extends object>(copy: T): T {
  return typeof window === 'undefined' ? copy : localize(copy, pageLocale(window.location.pathname));
}
