import type { KitTexts } from '../../i18n/types';
import { plural } from '../../i18n/english';

/** What StarRating says in English (`KIT_TEXTS.starRating`), without a `KitLocaleProvider` that gives texts. */
export const STAR_RATING_TEXTS: KitTexts['starRating'] = {
  rated: (rating) => `Rated ${rating} out of 5`,
  reviews: (count) => `(${count} ${plural(count, 'review', 'reviews')})`,
};
