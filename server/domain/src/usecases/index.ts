/** Use cases written once against the store port (`store.ts`), run by both backends. */
export * from './store';
export * from './holdForCheckout';
export * from './payments';
export * from './cancelBooking';
export * from './dealsPort';
export * from './manageDeals';
export * from './manageSessions';
export * from './waitlistPort';
export * from './waitlistOffers';
export * from './waitlist';
export * from './checkInPort';
export * from './checkIn';
export * from './reviewsPort';
export * from './reviews';
export * from './accountsPort';
export * from './accounts';
