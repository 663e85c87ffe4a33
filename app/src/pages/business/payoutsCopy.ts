/**
 * Texts of the payouts panel on the dashboard and of the test onboarding page (issue 29), in
 * English (`defineCopy`; translations in `locales/`).
 */
import type { PayoutState } from '@spur/contract';
import { DEFAULT_LOCALE, INTL_LOCALE, defineCopy, localize, type Locale } from '@spur/i18n';

export const PAYOUTS_COPY = defineCopy((t) => ({
  heading: t('Payouts'),
  loading: t('Checking your payouts...'),
  loadFailed: t('Your payouts could not be checked.'),
  tryAgain: t('Try Again'),
  notConnected: t('Connect a payout account so Spur can pay you what your deals earn.'),
  connect: t('Connect payouts'),
  /** "Onboarding incomplete: a bank account for payouts, acceptance of the terms of service." (see `onboardingIncomplete`) */
  incomplete: (due: string) => t('Onboarding incomplete: {due}.', { due }),
  stillChecking: t('the payment provider is still checking your details'),
  /** What Stripe most often asks of a new Express account, as a business owner would say it. */
  requirements: {
    bankAccount: t('a bank account for payouts'),
    terms: t('acceptance of the terms of service'),
    website: t('your business website or description'),
    businessType: t('your type of business'),
    identityDocument: t('an identity document'),
    taxId: t('a tax identification number'),
    dateOfBirth: t('a date of birth'),
    address: t('an address'),
    contact: t('contact details'),
  },
  continue: t('Continue'),
  on: t('Payouts on'),
  dashboard: t('Open payouts dashboard'),
  /** The earnings page's line about payouts, by the account's state. */
  earningsNote: {
    not_connected: t('Payouts to your bank account are not connected yet: your net is kept for you and paid out once they are.'),
    onboarding_incomplete: t('Your payout account is not finished yet: your net is kept for you and paid out once it is.'),
    payouts_on: t('Payouts are on: your net goes to your payout account once each experience has begun.'),
  } satisfies Record<PayoutState, string>,
  testOnboarding: {
    title: t('Test onboarding'),
    notice: t('Test onboarding: no real account is created.'),
    explainer: t('Spur runs without a Stripe key here, so this page stands in for Stripe’s onboarding. Finishing it turns payouts on for your business.'),
    finish: t('Finish onboarding'),
  },
}));

type Requirement = keyof typeof PAYOUTS_COPY.requirements;

const KNOWN_REQUIREMENTS: ReadonlyArray<[RegExp, Requirement]> = [
  [/^external_account$/, 'bankAccount'],
  [/^tos_acceptance\./, 'terms'],
  [/^business_profile\.(url|product_description)$/, 'website'],
  [/^business_profile\.mcc$/, 'businessType'],
  [/\.verification\.(additional_)?document$/, 'identityDocument'],
  [/\.(id_number|ssn_last_4)$/, 'taxId'],
  [/\.dob\./, 'dateOfBirth'],
  [/\.address\./, 'address'],
  [/\.(phone|email)$/, 'contact'],
];

/**
 * "Onboarding incomplete: …" with Stripe's requirement names ("tos_acceptance.date") as words: a
 * known one as what it asks for, any other spelled out ("company tax id"). Several fields of one
 * kind are said once, in Stripe's order; nothing due means the provider is still checking.
 */
export function onboardingIncomplete(due: readonly string[], locale: Locale = DEFAULT_LOCALE): string {
  const copy = localize(PAYOUTS_COPY, locale);
  const words = due.map((name) => {
    const known = KNOWN_REQUIREMENTS.find(([pattern]) => pattern.test(name))?.[1];
    return known ? copy.requirements[known] : name.replace(/[._]+/g, ' ').trim();
  });
  // A narrow list: "a, b, c" in English, "a, b y c" in Spanish, "a、b、c" in Chinese.
  const list = new Intl.ListFormat(INTL_LOCALE[locale], { type: 'conjunction', style: 'narrow' });
  return copy.incomplete(words.length > 0 ? list.format([...new Set(words)]) : copy.stillChecking);
}
