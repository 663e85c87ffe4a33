/** Use cases written once against the store port (`store.ts`), run by both backends. */
export * from './store';
export * from './holdForCheckout';
export * from './payments';
export * from './cancelBooking';
export * from './dealsPort';
export * from './manageDeals';
export * from './manageSessions';
