/**
 * The radius choices of "near me", in the page language's unit (`usesMiles`): miles in English,
 * kilometres otherwise (the API always takes km).
 */
import type { Locale } from '@spur/i18n';
import { formatRadius, usesMiles } from '../time/format';

const KM_PER_MILE = 1.609344;
const KM_STEPS = [2, 5, 10, 25];
const MILE_STEPS = [1, 3, 5, 15];

export interface RadiusOption {
  /** The radius in km as sent (a URL value). */
  value: string;
  label: string;
}

/** The radius options for `locale`. */
export function radiusOptions(locale: Locale): RadiusOption[] {
  if (usesMiles(locale)) {
    return MILE_STEPS.map((miles) => ({ value: String(Math.round(miles * KM_PER_MILE * 1000) / 1000), label: formatRadius(miles, 'mile', locale) }));
  }
  return KM_STEPS.map((km) => ({ value: String(km), label: formatRadius(km, 'kilometer', locale) }));
}
