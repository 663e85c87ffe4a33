/**
 * Copy written once, read in every language.
 *
 * A module of texts is `defineCopy((t) => ({ … t('English message') … }))`: the factory is the one
 * place its texts are written, in English, as ICU MessageFormat (`{count, plural, one {# spot}
 * other {# spots}}`). `defineCopy` returns the English copy (tests and English renders read it as
 * a plain object); `localize(copy, locale)` runs the same factory with a `t` that reads the
 * locale's catalog, so a translated copy has the same shape, functions included.
 *
 * A catalog maps each English message to its translation (`locales/es.json` beside the code that
 * says it; `npm run i18n` checks them). Messages are compiled to Lingui's form and formatted with
 * Lingui's formatters (format.ts); in the browser every message is compiled at build time
 * (`@spur/i18n/vite`), so the ICU parser never ships.
 */
import type { Messages } from '@lingui/core';
import { compile } from '#compile';
import { formatMessage, type CompiledMessage, type MessageValues } from './format';
import { DEFAULT_LOCALE, INTL_LOCALE, LOCALES, type Locale } from './locales';

/** Formats an English message (a literal: extraction reads it from the code) in the copy's language. */
export type Translate = (message: string, values?: MessageValues) => string;
export type { CompiledMessage, Messages, MessageValues };

const factories = new WeakMap<object, (t: Translate) => object>();
const localized = new Map<Locale, WeakMap<object, object>>();
/** The English messages of ICU syntax, compiled by the build (`precompiled`) or here on first use. */
const sourceMessages = new Map<string, CompiledMessage>();

/** Each language's translations (English message → compiled translation), every catalog loaded for it so far. */
const catalogs = new Map<Locale, Record<string, CompiledMessage>>(LOCALES.map((locale) => [locale, {}]));

function catalogOf(locale: Locale): Record<string, CompiledMessage> {
  const catalog = catalogs.get(locale);
  if (!catalog) throw new Error(`@spur/i18n: no catalog for ${String(locale)}.`);
  return catalog;
}

/** Adds translations of `locale` (English message → translation, compiled or ICU source). */
export function loadCatalog(locale: Locale, messages: Messages): void {
  const catalog = catalogOf(locale);
  for (const [id, message] of Object.entries(messages)) catalog[id] = typeof message === 'string' ? compile(message) : message;
  localized.delete(locale);
}

/** Called by the code the build writes (`@spur/i18n/vite`): a module's English messages, compiled. */
export function precompiled(messages: Record<string, CompiledMessage>): void {
  for (const [source, message] of Object.entries(messages)) sourceMessages.set(source, message);
}

function compiledSource(message: string): CompiledMessage {
  let compiled = sourceMessages.get(message);
  if (compiled === undefined) {
    compiled = compile(message);
    sourceMessages.set(message, compiled);
  }
  return compiled;
}

/**
 * English texts formatted with values lately (an error's "Title must be at most 120 characters."),
 * with their message and values: `translateText` formats them again in another language. Bounded:
 * a text is translated on its way out, moments after it was made.
 */
const recentlyFormatted = new Map<string, { message: string; values: MessageValues }>();
const RECENT_LIMIT = 1_000;

function remember(text: string, message: string, values: MessageValues) {
  recentlyFormatted.delete(text);
  recentlyFormatted.set(text, { message, values });
  if (recentlyFormatted.size > RECENT_LIMIT) recentlyFormatted.delete(recentlyFormatted.keys().next().value as string);
}

/** The `t` of `locale`: its translation of each message, the English message where it has none. */
export function translator(locale: Locale): Translate {
  const catalog = catalogOf(locale);
  const locales = [INTL_LOCALE[locale]];
  return (message, values) => {
    const text = formatMessage(catalog[message] || compiledSource(message), values ?? {}, locales);
    if (locale === DEFAULT_LOCALE && values) remember(text, message, values);
    return text;
  };
}

/**
 * An English text made by copy (an API error's message, thrown deep in a use case) in `locale`:
 * a message is looked up in the catalog, a text formatted with values lately is formatted again,
 * with those of its values that are texts of copy translated too (a field's name in "Title must
 * be at most 120 characters."). Any other text (a business's own words) is returned as it is.
 */
export function translateText(text: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return text;
  const formatted = recentlyFormatted.get(text);
  if (formatted) return translator(locale)(formatted.message, translatedValues(formatted.values, locale));
  return catalogOf(locale)[text] === undefined ? text : translator(locale)(text);
}

function translatedValues(values: MessageValues, locale: Locale): MessageValues {
  return Object.fromEntries(Object.entries(values).map(([name, value]) => [name, typeof value === 'string' ? translateText(value, locale) : value]));
}

/** Declares a module's texts; returns them in English. */
export function defineCopy<T extends object>(factory: (t: Translate) => T): T {
  const english = factory(translator(DEFAULT_LOCALE));
  factories.set(english, factory);
  return english;
}

/** `copy` (from `defineCopy`) in `locale`: the same shape, every text translated. */
export function localize<T extends object>(copy: T, locale: Locale): T {
  if (locale === DEFAULT_LOCALE) return copy;
  const factory = factories.get(copy);
  if (!factory) throw new Error('@spur/i18n: localize() takes a copy made by defineCopy().');
  let cache = localized.get(locale);
  if (!cache) {
    cache = new WeakMap();
    localized.set(locale, cache);
  }
  let translated = cache.get(copy);
  if (!translated) {
    translated = factory(translator(locale));
    cache.set(copy, translated);
  }
  return translated as T;
}
