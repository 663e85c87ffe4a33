/**
 * The languages Spur speaks. English is the source: every message is written in English in the
 * code, and `es` and `zh-Hans` are translations of it (`locales/*.json` beside the code).
 */
export const LOCALES = ['en', 'es', 'zh-Hans'] as const;
export type Locale = (typeof LOCALES)[number];

/** The language of the source texts, of unprefixed URLs, and of a visitor nobody can place. */
export const DEFAULT_LOCALE: Locale = 'en';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** Each language in its own words, for the switcher: a reader finds their language without reading the others. */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = {
  en: 'English',
  es: 'Español',
  'zh-Hans': '简体中文',
};

/**
 * The BCP 47 tag `Intl` formats with. Spur's venues are in the United States, so Spanish is the
 * Spanish of the United States (dollars as "$", a period before cents, Pacific time as "PST"), and
 * Simplified Chinese writes dollars as "US$" so that no reader takes them for yuan.
 */
export const INTL_LOCALE: Readonly<Record<Locale, string>> = {
  en: 'en-US',
  es: 'es-US',
  'zh-Hans': 'zh-Hans-CN',
};

/** The `<html lang>` and `hreflang` of each language. */
export const HTML_LANG: Readonly<Record<Locale, string>> = {
  en: 'en',
  es: 'es',
  'zh-Hans': 'zh-Hans',
};

/**
 * The best language for an `Accept-Language` header (RFC 9110 §12.5.4): the supported language of
 * the highest weight, English when none is supported. Chinese in Traditional script (zh-Hant, and
 * zh-TW, zh-HK, zh-MO, which mean it) is not Simplified Chinese and is skipped.
 */
export function negotiateLocale(header: string | null | undefined): Locale {
  if (!header) return DEFAULT_LOCALE;
  const ranges = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q=([0-9.]+)\s*$/i.exec(param)?.[1]).find((value) => value !== undefined);
      return { tag: tag.trim().toLowerCase(), weight: q === undefined ? 1 : Number(q), index };
    })
    .filter((range) => range.tag !== '' && Number.isFinite(range.weight) && range.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const { tag } of ranges) {
    const locale = localeOfTag(tag);
    if (locale) return locale;
  }
  return DEFAULT_LOCALE;
}

const TRADITIONAL_CHINESE = /^zh-(hant|tw|hk|mo)(-|$)/;

function localeOfTag(tag: string): Locale | null {
  const language = tag.split('-')[0];
  if (language === 'zh') return TRADITIONAL_CHINESE.test(tag) ? null : 'zh-Hans';
  if (language === 'es') return 'es';
  if (language === 'en') return 'en';
  return null;
}
