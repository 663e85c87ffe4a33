/**
 * The kit's own scene illustrations: hand-made SVGs, a few KB each, three per deal category.
 * Deals without an image of their own show one of these, chosen by their position in a list so
 * that neighbouring cards differ. The pictures carry no text; callers supply the alt text.
 */
import beachSunset from './beach-sunset.svg';
import beachUmbrella from './beach-umbrella.svg';
import beachLagoon from './beach-lagoon.svg';
import safariSunset from './safari-sunset.svg';
import safariElephants from './safari-elephants.svg';
import safariJeep from './safari-jeep.svg';
import tourCity from './tour-city.svg';
import tourCoast from './tour-coast.svg';
import tourBalloons from './tour-balloons.svg';
import wellnessStones from './wellness-stones.svg';
import wellnessLotus from './wellness-lotus.svg';
import wellnessCandles from './wellness-candles.svg';
import entertainmentConcert from './entertainment-concert.svg';
import entertainmentFerris from './entertainment-ferris.svg';
import entertainmentTheatre from './entertainment-theatre.svg';

/** The five deal categories, in the order the home page shows them. */
export const DEAL_CATEGORIES = ['beach', 'safari', 'tour', 'wellness', 'entertainment'] as const;

/** A deal category value (`beach`, `safari`, `tour`, `wellness`, `entertainment`). */
export type DealCategory = (typeof DEAL_CATEGORIES)[number];

/** True when `value` is one of the five deal categories. */
export function isDealCategory(value: unknown): value is DealCategory {
  return typeof value === 'string' && (DEAL_CATEGORIES as readonly string[]).includes(value);
}

/** URLs of the kit's pictures, per category (at least three each). */
export const pictures: Readonly<Record<DealCategory, readonly string[]>> = {
  beach: [beachSunset, beachUmbrella, beachLagoon],
  safari: [safariSunset, safariElephants, safariJeep],
  tour: [tourCity, tourCoast, tourBalloons],
  wellness: [wellnessStones, wellnessLotus, wellnessCandles],
  entertainment: [entertainmentConcert, entertainmentFerris, entertainmentTheatre],
};

/**
 * The picture for the item at `position` (0-based) in a list of the given category: positions
 * cycle through the category's pictures, so the same position always gets the same picture.
 * An unknown category falls back to the beach pictures.
 */
export function pictureFor(category: DealCategory, position: number): string {
  const list = pictures[category] ?? pictures.beach;
  const index = Number.isFinite(position) ? Math.abs(Math.trunc(position)) % list.length : 0;
  return list[index] as string;
}
