/**
 * The deal form's preview of a price drop: the domain's price function sampled at each step of
 * the window before a session, labelled by the time left before the start.
 */
import { PRICE_DROP_STEP_MINUTES, type PriceDrop } from '@spur/contract';
import { priceCurve } from '@spur/domain';
import type { PriceCurvePoint } from '@spur/ui-kit';
import { formatMoney } from '../../time';
import { BUSINESS_COPY } from './copy';

const text = BUSINESS_COPY.form;

/** "3 hours", "45 minutes", "2 hours 30 minutes". */
export function durationWords(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const parts = [];
  if (hours > 0) parts.push(`${hours} ${hours === 1 ? 'hour' : 'hours'}`);
  if (rest > 0) parts.push(`${rest} ${rest === 1 ? 'minute' : 'minutes'}`);
  return parts.join(' ');
}

/** "3 h", "45 min", "2 h 30 min". */
export function durationShort(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return [hours > 0 ? `${hours} h` : '', rest > 0 ? `${rest} min` : ''].filter(Boolean).join(' ');
}

export interface PriceDropPreview {
  points: PriceCurvePoint[];
  caption: string;
}

/** The curve of a drop from `price`; any start works, as the steps are relative to it. */
export function priceDropPreview(price: number, drop: PriceDrop): PriceDropPreview {
  const start = new Date(Date.UTC(2030, 0, 1));
  const points = priceCurve({ price, price_drop: drop }, start).map(({ at, cents }) => {
    const before = Math.round((start.getTime() - at.getTime()) / 60_000);
    return { label: text.stepBefore(durationShort(before)), value: cents / 100, display: formatMoney(cents / 100) };
  });
  const list = formatMoney(price);
  const floor = formatMoney(drop.floor_price);
  const caption =
    drop.window_minutes <= PRICE_DROP_STEP_MINUTES
      ? text.curveCaptionOneStep(list, floor)
      : text.curveCaption(durationWords(drop.window_minutes), list, floor);
  return { points, caption };
}
