/**
 * What payout accounts' use cases (`payouts.ts`) need: of a transaction (the `payout_accounts`
 * rows) and of the payment provider (Stripe Connect, or the built-in test onboarding).
 */
import type { AccountUpdateChanges } from '../payouts';
import type { PayoutAccountRow, RowValues } from '../rows';

export interface PayoutsTransaction<V extends RowValues> {
  /** The business's payout account (undefined: none yet). */
  findPayoutAccount(businessId: string): Promise<PayoutAccountRow<V> | undefined>;
  /** The account with the provider's id, locked for an update (undefined: none). */
  lockPayoutAccount(accountId: string): Promise<PayoutAccountRow<V> | undefined>;
  /**
   * Records the provider's new account for the business, nothing enabled yet. A business that
   * has an account already (a concurrent start) keeps it: answers the business's account.
   */
  insertPayoutAccount(businessId: string, accountId: string): Promise<PayoutAccountRow<V>>;
  /** Writes an applied account update (the store stamps `updated_at`). */
  updatePayoutAccount(accountId: string, changes: AccountUpdateChanges): Promise<void>;
}

/** The provider's side. Each call throws when the provider refuses or cannot be reached. */
export interface PayoutProvider {
  /** 'stripe': Stripe Connect; 'test': the built-in test onboarding (no Stripe key, demo mode). */
  readonly kind: 'stripe' | 'test';
  /** Creates the business's account (once per business, however often asked); answers its id. */
  createAccount(business: { id: string; email: string }): Promise<string>;
  /** A link to the account's hosted onboarding, which ends at `returnUrl` (or `refreshUrl` for a new link). */
  onboardingLink(request: { accountId: string; appUrl: string; returnUrl: string; refreshUrl: string }): Promise<string>;
  /** A one-time link into the account's Express dashboard. */
  dashboardLink(request: { accountId: string; appUrl: string }): Promise<string>;
}
