/**
 * The languages' names in the page's language, from `Intl.DisplayNames` (never written by hand):
 * "Spanish", "español", "西班牙语".
 */
import { DEAL_LANGUAGES, type DealLanguage } from '@spur/contract';
import { DEFAULT_LOCALE, INTL_LOCALE, type Locale } from '@spur/i18n';

const namers = new Map<Locale, Intl.DisplayNames>();

/** A language's name in `locale`, as it reads inside a sentence ("inglés" in Spanish). */
export function languageName(code: DealLanguage, locale: Locale): string {
  let namer = namers.get(locale);
  if (!namer) {
    namer = new Intl.DisplayNames(INTL_LOCALE[locale], { type: 'language' });
    namers.set(locale, namer);
  }
  return namer.of(code) ?? code;
}

/** A language's name standing alone (a checkbox, a choice, a card): it starts with a capital, as a label does ("Inglés"). */
export function languageLabel(code: DealLanguage, locale: Locale): string {
  const name = languageName(code, locale);
  return name.charAt(0).toLocaleUpperCase(INTL_LOCALE[locale]) + name.slice(1);
}

/** "English and Spanish", "inglés y español", "英语和西班牙语". */
export function languageList(codes: readonly DealLanguage[], locale: Locale): string {
  return new Intl.ListFormat(INTL_LOCALE[locale], { type: 'conjunction' }).format(codes.map((code) => languageName(code, locale)));
}

const choices = new Map<Locale, ReadonlyArray<{ value: DealLanguage; label: string }>>();

/** Every language Spur offers, as choices in `locale`'s alphabetical order: a reader finds theirs where they expect it. */
export function languageChoices(locale: Locale): ReadonlyArray<{ value: DealLanguage; label: string }> {
  let list = choices.get(locale);
  if (!list) {
    const collator = new Intl.Collator(INTL_LOCALE[locale]);
    list = DEAL_LANGUAGES.map((value) => ({ value, label: languageLabel(value, locale) })).sort((a, b) => collator.compare(a.label, b.label));
    choices.set(locale, list);
  }
  return list;
}

/**
 * The names a card shows, or undefined when the line would say nothing worth its room: a deal
 * given in English alone, to a reader of the English page. A reader of another language is always
 * told, so that nobody books a tour expecting it in their language.
 */
export function cardLanguages(codes: readonly DealLanguage[], locale: Locale): string[] | undefined {
  if (locale === DEFAULT_LOCALE && codes.length === 1 && codes[0] === 'en') return undefined;
  return codes.map((code) => languageLabel(code, locale));
}
