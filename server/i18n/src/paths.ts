import { DEFAULT_LOCALE, LOCALES, type Locale } from './locales';

/**
 * A public page's URL carries its language (`/es/deals`, `/zh-Hans/deals/7`); English keeps the
 * paths it always had. One URL, one language: a link, a share and a search engine see the same page.
 */
export function localePrefix(locale: Locale): string {
  return locale === DEFAULT_LOCALE ? '' : `/${locale}`;
}

/** `path` (a pathname from the site's root, with its search and hash) in `locale`. */
export function localizedPath(locale: Locale, path: string): string {
  const prefix = localePrefix(locale);
  if (!prefix) return path;
  return path === '/' || path === '' ? prefix : `${prefix}${path.startsWith('/') ? '' : '/'}${path}`;
}

/**
 * The language a pathname is in, and the path without its prefix. An unprefixed path is English;
 * a prefix is matched exactly (`/zh-hans/…` is not Chinese: it is an unknown page, a 404).
 */
export function splitLocalePath(pathname: string): { locale: Locale; path: string } {
  for (const locale of LOCALES) {
    const prefix = localePrefix(locale);
    if (!prefix) continue;
    if (pathname === prefix || pathname.startsWith(`${prefix}/`)) return { locale, path: pathname.slice(prefix.length) || '/' };
  }
  return { locale: DEFAULT_LOCALE, path: pathname };
}
