/**
 * Payout accounts' rules (Stripe Connect, Express): what state an account is in, whether a
 * provider event about it is newer than what is stored, and where onboarding sends the business
 * back. Use cases: usecases/payouts.ts.
 */
import { BUSINESS_DASHBOARD_ROUTE, PAYOUTS_QUERY, type PayoutStatus, type PayoutsStep } from '@spur/contract';
import type { PayoutAccountRow, RowValues } from './rows';

/** What the provider says about an account, from an `account.updated` event (or the test onboarding). */
export interface AccountUpdate {
  accountId: string;
  chargesEnabled: boolean;
  payoutsEnabled: boolean;
  detailsSubmitted: boolean;
  requirementsDue: string[];
  /** The event's id and creation time: replays and late deliveries are recognised by them. */
  eventId: string;
  eventAt: Date;
}

/** The account's state as the dashboard shows it; no account: not connected. */
export function payoutStatusOf(account: Pick<PayoutAccountRow<RowValues>, 'charges_enabled' | 'payouts_enabled' | 'requirements_due'> | undefined): PayoutStatus {
  if (!account) return { state: 'not_connected', requirements_due: [] };
  // Both: a traveller's money can be moved to the account and on to the business's bank.
  const on = account.charges_enabled && account.payouts_enabled;
  return { state: on ? 'payouts_on' : 'onboarding_incomplete', requirements_due: on ? [] : [...account.requirements_due] };
}

/**
 * Whether an update should be applied over what the account last applied: not the same event
 * again, and not one created before it. Stripe does not deliver events in order, and its
 * `created` is in whole seconds: of two events in the same second, the later delivery wins.
 */
export function isNewerAccountUpdate(account: Pick<PayoutAccountRow<RowValues>, 'last_event_at' | 'last_event_id'>, update: Pick<AccountUpdate, 'eventId' | 'eventAt'>): boolean {
  if (account.last_event_id === update.eventId) return false;
  if (account.last_event_at === null) return true;
  return update.eventAt.getTime() >= new Date(account.last_event_at).getTime();
}

/** The columns an applied update writes. */
export function accountUpdateChanges(update: AccountUpdate) {
  return {
    charges_enabled: update.chargesEnabled,
    payouts_enabled: update.payoutsEnabled,
    details_submitted: update.detailsSubmitted,
    requirements_due: [...update.requirementsDue],
    last_event_at: update.eventAt,
    last_event_id: update.eventId,
  };
}
export type AccountUpdateChanges = ReturnType<typeof accountUpdateChanges>;

/** Where the provider sends the business back after onboarding (`return`) or for a new link (`refresh`): the dashboard. */
export function onboardingReturnUrl(appUrl: string, step: PayoutsStep, accountId: string): string {
  const query = `${PAYOUTS_QUERY.step}=${step}&${PAYOUTS_QUERY.account}=${encodeURIComponent(accountId)}`;
  return `${appUrl.replace(/\/+$/, '')}${BUSINESS_DASHBOARD_ROUTE}?${query}`;
}
