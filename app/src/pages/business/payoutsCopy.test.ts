import { describe, expect, it } from 'vitest';
import { onboardingIncomplete } from './payoutsCopy';

describe('onboardingIncomplete', () => {
  it("says what Stripe asks for as an owner would, each kind once, in Stripe's order", () => {
    expect(onboardingIncomplete(['individual.verification.document', 'individual.dob.day', 'individual.dob.month', 'external_account', 'tos_acceptance.ip'])).toBe(
      'Onboarding incomplete: an identity document, a date of birth, a bank account for payouts, acceptance of the terms of service.',
    );
  });

  it('spells out a requirement it does not know', () => {
    expect(onboardingIncomplete(['company.structure'])).toBe('Onboarding incomplete: company structure.');
  });

  it('says the provider is still checking when nothing is due', () => {
    expect(onboardingIncomplete([])).toBe('Onboarding incomplete: the payment provider is still checking your details.');
  });
});
