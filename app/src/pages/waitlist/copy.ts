/** The words of the waitlist: the offer page and the notify-me control on the deal page. */
export const WAITLIST_COPY = {
  loading: 'Loading your offer...',
  offerTitle: 'A spot opened for you',
  offerText: 'It is held for you alone until the time runs out. Book it now to pay as usual.',
  experience: 'Experience',
  when: 'When',
  price: 'Price',
  bookNow: 'Book now',
  booking: 'Opening checkout...',
  unavailableTitle: 'This offer is no longer available',
  failedTitle: 'We could not load this offer',
  retry: 'Retry',
  browseDeals: 'Browse deals',
  seeDeal: 'See the deal',
  soldOutTime: 'Sold-out time',
} as const;
