/** When the deals of an alert start (the contract's `window`). */
export type AlertWindowChoice = 'within_3h' | 'today' | 'weekend';

/** The windows, in the order the form offers them. */
export const ALERT_WINDOWS: readonly AlertWindowChoice[] = ['within_3h', 'today', 'weekend'];
