/**
 * Cognito writes its failures in English only ("Incorrect username or password."), and the forms
 * show them as they come: the sentences a visitor can meet are translated here, keyed by Cognito's
 * own wording (the in-browser emulation answers the same: mocks/src/cognito/errors.ts; cognito-local
 * has a wording of its own). A sentence not listed stays as Cognito wrote it.
 */
import { defineCopy } from '@spur/i18n';
import { pageCopy } from '../i18n/pageLocale';

const PROVIDER_MESSAGES = defineCopy((t): Record<string, string> => ({
  'Incorrect username or password.': t('Incorrect username or password.'),
  // cognito-local's wording of the same failure (the development stack and the e2e full stack).
  'User not authorized': t('User not authorized'),
  'User does not exist.': t('User does not exist.'),
  'User is not confirmed.': t('User is not confirmed.'),
  'User already exists': t('User already exists'),
  'An account with the given email already exists.': t('An account with the given email already exists.'),
  'Invalid verification code provided, please try again.': t('Invalid verification code provided, please try again.'),
  'Invalid code provided, please request a code again.': t('Invalid code provided, please request a code again.'),
  'Attempt limit exceeded, please try after some time.': t('Attempt limit exceeded, please try after some time.'),
  'Password attempts exceeded': t('Password attempts exceeded'),
  'Invalid email address format.': t('Invalid email address format.'),
  'Password did not conform with policy: Password not long enough': t('Password did not conform with policy: Password not long enough'),
  'Password did not conform with policy: Password must have lowercase characters': t('Password did not conform with policy: Password must have lowercase characters'),
  'Password did not conform with policy: Password must have uppercase characters': t('Password did not conform with policy: Password must have uppercase characters'),
  'Password did not conform with policy: Password must have numeric characters': t('Password did not conform with policy: Password must have numeric characters'),
  'Password did not conform with policy: Password must have symbol characters': t('Password did not conform with policy: Password must have symbol characters'),
}));

/** Cognito's `message` in the page's language when it is one Spur knows; else as it is. */
export function providerMessage(message: string): string {
  return Object.hasOwn(PROVIDER_MESSAGES, message) ? pageCopy(PROVIDER_MESSAGES)[message]! : message;
}

/** `action`, with a failure's message put in the page's language (the error itself, its name and class, unchanged). */
export async function inPageLanguage<T>(action: Promise<T>): Promise<T> {
  try {
    return await action;
  } catch (error) {
    if (error instanceof Error) error.message = providerMessage(error.message);
    throw error;
  }
}
