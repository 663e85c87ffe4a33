/**
 * Last-minute price drop, one function for the card, the deal page, the checkout's amount check
 * and the amount charged. Stepped, so a price seen on a page stays valid for up to a step:
 *
 * - before the window (start − window): the list price;
 * - inside it: the window is cut into steps of PRICE_DROP_STEP_MINUTES; during step k of n the
 *   price is list − (list − floor) × k ⁄ (n − 1), rounded to the cent, so the first step still
 *   charges the list price and the last step (the final quarter hour before the start) the floor
 *   (a window of one step drops straight to the floor);
 * - from the start on: the floor (no longer bookable, but the function stays total).
 *
 * Open-dated deals have no start, so no drop: always the list price.
 */
import { PRICE_DROP_STEP_MINUTES, toCents, type PriceDrop } from '@spur/contract';
import { millis, type Instant } from './time';

const STEP_MS = PRICE_DROP_STEP_MINUTES * 60_000;

export interface PricedDeal {
  /** The list price, in dollars. */
  price: number;
  price_drop: PriceDrop | null;
}

/** The price in cents of a deal's session starting at `startsAt`, at `now`. */
export function priceCentsAt(deal: PricedDeal, startsAt: Instant | null, now: Date): number {
  const listCents = toCents(deal.price);
  if (!deal.price_drop || startsAt === null) return listCents;
  const floorCents = toCents(deal.price_drop.floor_price);
  const start = millis(startsAt);
  const windowStart = start - deal.price_drop.window_minutes * 60_000;
  const at = now.getTime();
  if (at < windowStart) return listCents;
  if (at >= start) return floorCents;
  const steps = Math.max(1, Math.round((deal.price_drop.window_minutes * 60_000) / STEP_MS));
  if (steps === 1) return floorCents;
  const step = Math.min(steps - 1, Math.floor((at - windowStart) / STEP_MS));
  return Math.round(listCents - ((listCents - floorCents) * step) / (steps - 1));
}

/** The same price in dollars. */
export const priceAt = (deal: PricedDeal, startsAt: Instant | null, now: Date): number => priceCentsAt(deal, startsAt, now) / 100;

/** When the price reaches the floor (the start of the last step), or null without a drop. */
export function floorReachedAt(deal: PricedDeal, startsAt: Instant | null): Date | null {
  if (!deal.price_drop || startsAt === null) return null;
  const start = millis(startsAt);
  const steps = Math.max(1, Math.round((deal.price_drop.window_minutes * 60_000) / STEP_MS));
  return new Date(start - (steps === 1 ? deal.price_drop.window_minutes * 60_000 : STEP_MS));
}

/**
 * A series of (time, price in cents) points from the window's start to the start: the dashboard's
 * preview of the curve.
 */
export function priceCurve(deal: PricedDeal, startsAt: Date): Array<{ at: Date; cents: number }> {
  if (!deal.price_drop) return [{ at: startsAt, cents: toCents(deal.price) }];
  const windowStart = startsAt.getTime() - deal.price_drop.window_minutes * 60_000;
  const points: Array<{ at: Date; cents: number }> = [];
  for (let at = windowStart; at < startsAt.getTime(); at += STEP_MS) {
    points.push({ at: new Date(at), cents: priceCentsAt(deal, startsAt, new Date(at)) });
  }
  return points;
}
