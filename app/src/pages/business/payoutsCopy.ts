/** Texts of the payouts panel on the dashboard and of the test onboarding page (issue 29). */
import type { PayoutState } from '@spur/contract';

/** What Stripe most often asks of a new Express account, as a business owner would say it. */
const KNOWN_REQUIREMENTS: ReadonlyArray<[RegExp, string]> = [
  [/^external_account$/, 'a bank account for payouts'],
  [/^tos_acceptance\./, 'acceptance of the terms of service'],
  [/^business_profile\.(url|product_description)$/, 'your business website or description'],
  [/^business_profile\.mcc$/, 'your type of business'],
  [/\.verification\.(additional_)?document$/, 'an identity document'],
  [/\.(id_number|ssn_last_4)$/, 'a tax identification number'],
  [/\.dob\./, 'a date of birth'],
  [/\.address\./, 'an address'],
  [/\.(phone|email)$/, 'contact details'],
];

/**
 * Stripe's requirement names ("tos_acceptance.date") as words: a known one as what it asks for,
 * any other spelled out ("company tax id"). Several fields of one kind are said once.
 */
const requirements = (names: readonly string[]) =>
  [...new Set(names.map((name) => KNOWN_REQUIREMENTS.find(([pattern]) => pattern.test(name))?.[1] ?? name.replace(/[._]+/g, ' ').trim()))].join(', ');

export const PAYOUTS_COPY = {
  heading: 'Payouts',
  loading: 'Checking your payouts...',
  loadFailed: 'Your payouts could not be checked.',
  tryAgain: 'Try Again',
  notConnected: 'Connect a payout account so Spur can pay you what your deals earn.',
  connect: 'Connect payouts',
  /** "Onboarding incomplete: a bank account for payouts, acceptance of the terms of service." */
  incomplete: (due: readonly string[]) =>
    `Onboarding incomplete: ${due.length > 0 ? requirements(due) : 'the payment provider is still checking your details'}.`,
  continue: 'Continue',
  on: 'Payouts on',
  dashboard: 'Open payouts dashboard',
  /** The earnings page's line about payouts, by the account's state. */
  earningsNote: {
    not_connected: 'Payouts to your bank account are not connected yet: your net is kept for you and paid out once they are.',
    onboarding_incomplete: 'Your payout account is not finished yet: your net is kept for you and paid out once it is.',
    payouts_on: 'Payouts are on: your net goes to your payout account once each experience has begun.',
  } satisfies Record<PayoutState, string>,
  testOnboarding: {
    title: 'Test onboarding',
    notice: 'Test onboarding: no real account is created.',
    explainer: 'Spur runs without a Stripe key here, so this page stands in for Stripe’s onboarding. Finishing it turns payouts on for your business.',
    finish: 'Finish onboarding',
  },
};
