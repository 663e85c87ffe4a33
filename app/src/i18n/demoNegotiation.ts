/**
 * The static demo's language negotiation (the full stack's server does it for its pages): a visit
 * to an unprefixed URL goes to the language chosen before, else the browser's first language
 * Spur speaks. English stays where it is.
 */
import { DEFAULT_LOCALE, localizedPath, preferredLocale } from '@spur/i18n';
import { pageLocale } from './pageLocale';

/** Sends the browser to the preferred language's URL; true when it is leaving. */
export function redirectToPreferredLocale(): boolean {
  const { pathname, search, hash } = window.location;
  if (pageLocale(pathname) !== DEFAULT_LOCALE) return false;
  const locale = preferredLocale(document.cookie, navigator.languages.join(','));
  if (locale === DEFAULT_LOCALE) return false;
  window.location.replace(`${localizedPath(locale, pathname)}${search}${hash}`);
  return true;
}
