/** The words of the waitlist: the offer page and the notify-me control on the deal page. */
import { defineCopy } from '@spur/i18n';

export const WAITLIST_COPY = defineCopy((t) => ({
  loading: t('Loading your offer...'),
  offerTitle: t('A spot opened for you'),
  offerText: t('It is held for you alone until the time runs out. Book it now to pay as usual.'),
  experience: t('Experience'),
  when: t('When'),
  price: t('Price'),
  bookNow: t('Book now'),
  booking: t('Opening checkout...'),
  unavailableTitle: t('This offer is no longer available'),
  failedTitle: t('We could not load this offer'),
  retry: t('Retry'),
  browseDeals: t('Browse deals'),
  seeDeal: t('See the deal'),
  soldOutTime: t('Sold-out time'),
  leave: t('Leave the waitlist'),
  leaving: t('Leaving...'),
  waitingTitle: t("You're on the waitlist"),
  leftTitle: t('You left the waitlist'),
  leftText: (dealTitle: string) => t("You're no longer waiting for {dealTitle}. We won't e-mail you about it again.", { dealTitle }),
}));
