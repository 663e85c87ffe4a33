/** Texts of the payouts panel on the dashboard and of the test onboarding page (issue 29). */
import type { PayoutState } from '@spur/contract';

/** Stripe's requirement names ("tos_acceptance.date") as words ("tos acceptance date"). */
const requirement = (name: string) => name.replace(/[._]+/g, ' ').trim();

export const PAYOUTS_COPY = {
  heading: 'Payouts',
  loading: 'Checking your payouts...',
  loadFailed: 'Your payouts could not be checked.',
  tryAgain: 'Try Again',
  notConnected: 'Connect a payout account so Spur can pay you what your deals earn.',
  connect: 'Connect payouts',
  /** "Onboarding incomplete: external account, tos acceptance date" */
  incomplete: (due: readonly string[]) =>
    `Onboarding incomplete: ${due.length > 0 ? due.map(requirement).join(', ') : 'the payment provider is still checking your details'}.`,
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
