/**
 * The deal form's preview of a price drop: the domain's price function sampled at each step of
 * the window before a session, labelled by the time left before the start.
 */
import { PRICE_DROP_STEP_MINUTES, type PriceDrop } from '@spur/contract';
import { priceCurve } from '@spur/domain';
import { DEFAULT_LOCALE, localize, type Locale } from '@spur/i18n';
import type { PriceCurvePoint } from '@spur/ui-kit';
import { formatMoney } from '../../time/format';
import { BUSINESS_COPY } from './copy';

/** "3 hours", "45 minutes", "2 hours 30 minutes". */
export function durationWords(minutes: number, locale: Locale = DEFAULT_LOCALE): string {
  const words = localize(BUSINESS_COPY, locale).when;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return words.minutes(rest);
  return rest === 0 ? words.hours(hours) : words.hoursMinutes(hours, rest);
}

/** "3 h", "45 min", "2 h 30 min". */
export function durationShort(minutes: number, locale: Locale = DEFAULT_LOCALE): string {
  const words = localize(BUSINESS_COPY, locale).when;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return words.minutesShort(rest);
  return rest === 0 ? words.hoursShort(hours) : words.hoursMinutesShort(hours, rest);
}

export interface PriceDropPreview {
  points: PriceCurvePoint[];
  caption: string;
}

/** The curve of a drop from `price`; any start works, as the steps are relative to it. */
export function priceDropPreview(price: number, drop: PriceDrop, locale: Locale = DEFAULT_LOCALE): PriceDropPreview {
  const text = localize(BUSINESS_COPY, locale).form;
  const start = new Date(Date.UTC(2030, 0, 1));
  const points = priceCurve({ price, price_drop: drop }, start).map(({ at, cents }) => {
    const before = Math.round((start.getTime() - at.getTime()) / 60_000);
    return { label: text.stepBefore(durationShort(before, locale)), value: cents / 100, display: formatMoney(cents / 100, locale) };
  });
  const list = formatMoney(price, locale);
  const floor = formatMoney(drop.floor_price, locale);
  const caption =
    drop.window_minutes <= PRICE_DROP_STEP_MINUTES
      ? text.curveCaptionOneStep(list, floor)
      : text.curveCaption(durationWords(drop.window_minutes, locale), list, floor);
  return { points, caption };
}
