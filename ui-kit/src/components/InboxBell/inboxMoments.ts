/** What happened: a new time, a price drop, a spot freed on a sold-out time, a new deal of a saved business. */
export type InboxMoment = 'new_session' | 'price_drop' | 'spot_freed' | 'new_deal';
