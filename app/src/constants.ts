/** App-side timing constants (SPEC §9). Business constants live in the contract. */

/** Wait after sign-up verification (auto sign-in) before the init call. */
export const SIGNUP_INIT_DELAY_MS = 2000;
