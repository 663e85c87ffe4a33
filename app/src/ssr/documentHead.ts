/**
 * The head of a server-rendered page in its language: title and description, the canonical URL
 * (this language's), and the same page in every language (`hreflang`, and `x-default`: English,
 * where a visitor is sent by their `Accept-Language` from). Search engines then index each
 * language once, and show the visitor's.
 */
import { HTML_LANG, LOCALES, defineCopy, localize, localizedPath, splitLocalePath, type Locale } from '@spur/i18n';

export const DOCUMENT_COPY = defineCopy((t) => ({
  title: t('Spur — last-minute local deals'),
  description: t('Spur is a hyper-local, last-minute deals marketplace: discover, book and pay for adventures, tours and activities around you in real time.'),
}));

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** `url`'s page (path and query, prefixed or not) in every language, as absolute URLs of `origin`. */
export function documentHead(locale: Locale, url: URL, origin: string): string {
  const { path } = splitLocalePath(url.pathname);
  const href = (language: Locale) => escapeAttribute(new URL(`${localizedPath(language, path)}${url.search}`, origin).href);
  const copy = localize(DOCUMENT_COPY, locale);
  return [
    `<title>${escapeAttribute(copy.title)}</title>`,
    `<meta name="description" content="${escapeAttribute(copy.description)}" />`,
    `<link rel="canonical" href="${href(locale)}" />`,
    ...LOCALES.map((language) => `<link rel="alternate" hreflang="${HTML_LANG[language]}" href="${href(language)}" />`),
    `<link rel="alternate" hreflang="x-default" href="${href('en')}" />`,
  ].join('\n    ');
}
