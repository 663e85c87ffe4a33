import type { KitTexts } from '../../i18n/types';

/** What ReviewItem says in English (`KIT_TEXTS.reviewItem`), without a `KitLocaleProvider` that gives texts. */
export const REVIEW_ITEM_TEXTS: KitTexts['reviewItem'] = {
  rated: (rating) => `Rated ${rating} out of 5`,
  responseFrom: (business) => `Response from ${business}`,
};
