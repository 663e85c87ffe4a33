/** Texts of the deal page (/deals/:id) and the time picker dialog (issue 9). */
import { defineCopy } from '@spur/i18n';

export const DEAL_PAGE_COPY = defineCopy((t) => ({
  backToDeals: t('Back to Deals'),
  loading: t('Loading deal...'),
  errorTitle: t('We could not load this deal'),
  retry: t('Retry'),
  notFoundTitle: t('Deal not found'),
  notFoundText: t('This deal does not exist or is no longer on offer.'),
  browseDeals: t('Browse Deals'),
  about: t('About this experience'),
  offeredBy: (business: string) => t('Offered by {business}', { business }),
  reviews: (count: number) => t('{count, plural, one {# review} other {# reviews}}', { count }),
  noReviews: t('No reviews yet'),
  reviewsHeading: t('Reviews'),
  loadingReviews: t('Loading reviews...'),
  reviewsFailed: (reason: string) => t('We could not load the reviews: {reason}', { reason }),
  times: t('Times'),
  chooseTime: t('Choose a time'),
  loadingTimes: t('Loading times...'),
  timesError: t('We could not load the times'),
  noTimes: t('No upcoming times. Please check back soon.'),
  chooseTimeFirst: t('Choose a time to book.'),
  pickerTitle: (title: string) => t('Choose a time: {title}', { title }),
  holdNote: (minutes: number) => t('{minutes, plural, one {Book Now holds your spot for # minute while you pay.} other {Book Now holds your spot for # minutes while you pay.}}', { minutes }),
  bookNow: t('Book Now'),
  slotsLeft: (count: number) => t('{count, plural, one {# spot left} other {# spots left}}', { count }),
  soldOut: t('Sold out'),
  /** Issue 10: the selected time changed while the person looked at it (announced politely). */
  selectedSoldOut: t('The time you chose just sold out. Please choose another time.'),
  selectedWithdrawn: t('The time you chose is no longer offered. Please choose another time.'),
  /** The deal was taken off sale while its page was open. */
  noLongerAvailable: t('This deal is no longer available.'),
}));
