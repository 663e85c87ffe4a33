/**
 * Formats a message in Lingui's compiled form (`compileMessage` of @lingui/message-utils: at build
 * time for the browser, `@spur/i18n/vite`) with Lingui's own formatters (`formats` of
 * @lingui/core: plural rules, numbers, dates, memoized `Intl` objects). It is what `I18n#_` does
 * with a compiled message, without the `I18n` class around it (catalogs, activation, events):
 * @spur/i18n keeps its catalogs itself, and the class was most of the runtime the home page loads.
 */
import { formats, type Messages } from '@lingui/core';

/** A message as Lingui compiles it (the text of one without placeholders may stay a string). */
export type CompiledMessage = Messages[string];
/** The values of a message's placeholders. */
export type MessageValues = Record<string, string | number>;

type Tokens = Exclude<CompiledMessage, string>;
/** The cases of a plural, selectordinal or select, each a compiled message; a plural's offset. */
type Cases = Record<string, Tokens> & { offset?: number };

/** `message` with `values`, in `locales` (BCP 47 tags for `Intl`). */
export function formatMessage(message: CompiledMessage, values: MessageValues, locales: string[]): string {
  return typeof message === 'string' ? message : formatTokens(message, values, locales, null);
}

/** `count`: the number a `#` stands for, in a plural's case (written in `locales`); null elsewhere, where `#` is text. */
function formatTokens(tokens: Tokens, values: MessageValues, locales: string[], count: string | null): string {
  let text = '';
  for (const token of tokens) {
    if (typeof token === 'string') text += token === '#' && count !== null ? count : token;
    else text += formatPlaceholder(token, values, locales) ?? '';
  }
  return text;
}

function formatPlaceholder([name, type, format]: Exclude<Tokens[number], string>, values: MessageValues, locales: string[]): string | undefined {
  const value = values[name];
  switch (type) {
    case undefined:
      return value === undefined ? undefined : String(value);
    case 'plural':
    case 'selectordinal': {
      const { offset = 0, ...cases } = format as Cases;
      const amount = Number(value);
      // Lingui's choice of a case (an exact `=n`, the locale's plural category, else `other`), by its name.
      const names = Object.fromEntries(Object.keys(cases).map((key) => [key, key]));
      const chosen = cases[formats.plural(locales, type === 'selectordinal', amount, { ...names, offset } as formats.PluralOptions)];
      return chosen && formatTokens(chosen, values, locales, formats.number(locales, amount - offset));
    }
    case 'select': {
      const cases = format as Cases;
      const chosen = cases[String(value)] ?? cases.other;
      return chosen && formatTokens(chosen, values, locales, null);
    }
    case 'number':
      return formats.number(locales, Number(value), { style: format as Intl.NumberFormatOptions['style'] });
    case 'date':
    case 'time':
      return formats[type](locales, value as string, format as formats.DateTimeFormatSize | undefined);
    default:
      throw new Error(`@spur/i18n: no format "${type}" for {${name}}.`);
  }
}
