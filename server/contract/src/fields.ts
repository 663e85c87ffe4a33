/** Reusable field schemas: each carries the message the user sees when it fails. */
import { z } from './zod';
import { CATEGORIES, DEAL_LANGUAGES, LIMITS, MAX_DEAL_LANGUAGES } from './constants';
import { MESSAGES } from './messages';

/**
 * "Title must be at most 120 characters.", made when a value fails (not when the schema is built):
 * a text formatted moments ago is one the backends can still translate (`translateText`).
 */
const tooLong = (label: string, max: number) => () => MESSAGES.tooLong(label, max);

/** A required, trimmed text field; `missing` is the message for absent or blank input; `label` one of FIELD_NAMES. */
export function requiredText(missing: string, label: string, max: number) {
  return z
    .string({ error: missing })
    .trim()
    .min(1, { error: missing })
    .max(max, { error: tooLong(label, max) });
}

/** An optional trimmed text field; blank becomes the empty string; `label` one of FIELD_NAMES. */
export function optionalText(label: string, max: number) {
  return z
    .string({ error: tooLong(label, max) })
    .trim()
    .max(max, { error: tooLong(label, max) });
}

export const email = z
  .string({ error: MESSAGES.enterEmail })
  .trim()
  .min(1, { error: MESSAGES.enterEmail })
  .max(LIMITS.email, { error: MESSAGES.validEmail })
  .pipe(z.email({ error: MESSAGES.validEmail }));

/** A price in dollars: a finite number above 0 with at most two decimals (input step 0.01). */
export const price = z
  .number({ error: MESSAGES.validPrice })
  .gt(0, { error: MESSAGES.validPrice })
  .max(LIMITS.maxPrice, { error: MESSAGES.validPrice })
  .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, { error: MESSAGES.validPrice });

export const category = z.enum(CATEGORIES, { error: MESSAGES.validCategory });

/** One of the languages a deal can be given in (ISO 639-1, as listed: "es", not "ES" or "es-MX"). */
export const dealLanguage = z.enum(DEAL_LANGUAGES, { error: MESSAGES.validLanguage });

/** The languages a deal is given in: at least one, at most MAX_DEAL_LANGUAGES, each once, in the business's order. */
export const dealLanguages = z
  .array(dealLanguage, { error: MESSAGES.chooseLanguages })
  .min(1, { error: MESSAGES.chooseLanguages })
  .max(MAX_DEAL_LANGUAGES, { error: MESSAGES.tooManyLanguages })
  .refine((languages) => new Set(languages).size === languages.length, { error: MESSAGES.duplicateLanguages });

export const slots = z
  .number({ error: MESSAGES.validSlots })
  .int({ error: MESSAGES.validSlots })
  .min(0, { error: MESSAGES.validSlots })
  .max(LIMITS.maxSlots, { error: MESSAGES.validSlots });

/** Deal pictures must be served over https (or be one of the app's own paths). */
export const imageUrl = z
  .string({ error: MESSAGES.validImage })
  .trim()
  .max(2048, { error: MESSAGES.validImage })
  // An own path starts with one slash: `//host/x` is another site (a protocol-relative URL).
  .refine((value) => /^https:\/\/[^\s]+$/.test(value) || /^\/(?!\/)[\w\-./]+$/.test(value), {
    error: MESSAGES.validImage,
  });

export const isoDateTime = z.iso.datetime({ offset: true, error: MESSAGES.validExpiry });

/** Identifiers are UUIDs; anything else cannot name a record. */
export const id = z.uuid();

/** Whether the runtime knows an IANA time zone name ("America/Los_Angeles"). */
export function isTimeZone(name: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/.test(name)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

export const timeZone = z
  .string({ error: MESSAGES.validTimeZone })
  .trim()
  .refine(isTimeZone, { error: MESSAGES.validTimeZone });
