import type { KitTexts } from '../../i18n/types';

/** What ReviewForm says in English (`KIT_TEXTS.reviewForm`), without a `KitLocaleProvider` that gives texts. */
export const REVIEW_FORM_TEXTS: KitTexts['reviewForm'] = {
  rating: 'Your rating',
  text: 'Your review (optional)',
  submit: 'Post review',
  submitting: 'Posting…',
  characters: (used, max) => `${used} / ${max} characters`,
};
