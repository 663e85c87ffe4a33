/**
 * The language of the page: its URL's prefix (`/es/deals`), English without one. The router's
 * basename is that prefix, so every link and navigation inside the app stays in the language.
 */
import { DEFAULT_LOCALE, localePrefix, localizedPath, localize, splitLocalePath, type Locale } from '@spur/i18n';

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

/**
 * Sends the browser to `url` (an API's answer: a checkout, an onboarding link). A page of this site
 * opens in the language of the page the visitor is on; another site's opens as it is.
 */
export function assignInPageLanguage(url: string): void {
  const target = new URL(url, window.location.href);
  if (target.origin === window.location.origin && splitLocalePath(target.pathname).locale === DEFAULT_LOCALE) {
    target.pathname = localizedPath(pageLocale(window.location.pathname), target.pathname);
  }
  window.location.assign(target.href);
}
