/**
 * The language a visitor chose in the switcher, remembered in a cookie that the server (to
 * redirect an unprefixed URL) and the browser (the static demo) read alike.
 */
import { isLocale, negotiateLocale, type Locale } from './locales';

export const LOCALE_COOKIE = 'spur_locale';
/** A year: a language is chosen once. */
const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/** The language remembered in `cookies` (a `Cookie` header or `document.cookie`), if any. */
export function rememberedLocale(cookies: string | null | undefined): Locale | null {
  const value = (cookies ?? '')
    .split(';')
    .map((cookie) => cookie.trim().split('='))
    .find(([name]) => name === LOCALE_COOKIE)?.[1];
  return isLocale(value) ? value : null;
}

/** The cookie (for `document.cookie`) that remembers `locale`. */
export function localeCookie(locale: Locale): string {
  return `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${LOCALE_COOKIE_MAX_AGE}; SameSite=Lax`;
}

/**
 * The language for a visit to an unprefixed URL: the one the visitor chose before, else the first
 * of their `Accept-Language` (or `navigator.languages`) that Spur speaks, else English.
 */
export function preferredLocale(cookies: string | null | undefined, acceptLanguage: string | null | undefined): Locale {
  return rememberedLocale(cookies) ?? negotiateLocale(acceptLanguage);
}
