/**
 * The real aws-amplify v6 client against the emulated user pool: proves the configuration the
 * app must use (userPoolEndpoint on the page's origin + /mock-cognito, USER_PASSWORD_AUTH).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Amplify } from 'aws-amplify';
import {
  confirmResetPassword,
  confirmSignUp,
  deleteUser,
  fetchAuthSession,
  fetchUserAttributes,
  getCurrentUser,
  resendSignUpCode,
  resetPassword,
  signIn,
  signOut,
  signUp,
  updatePassword,
} from 'aws-amplify/auth';
import { DEMO_VERIFICATION_CODE } from '@spur/contract';
import { DEMO_COGNITO, createMockServer } from '@spur/mocks/node';
import { DEMO_PASSWORD, ORIGIN, TRAVELER, api } from './helpers';

const EMAIL = 'amplify.user@example.com';
const PASSWORD = 'Coastal#Trail42';

describe('aws-amplify v6 against the Cognito emulation', () => {
  const mock = createMockServer({ origin: ORIGIN });

  beforeAll(async () => {
    mock.listen();
    await mock.backend.ready();
    Amplify.configure({
      Auth: {
        Cognito: {
          userPoolId: DEMO_COGNITO.userPoolId,
          userPoolClientId: DEMO_COGNITO.userPoolClientId,
          userPoolEndpoint: `${ORIGIN}${DEMO_COGNITO.endpointPath}`,
          loginWith: { email: true },
          signUpVerificationMethod: 'code',
        },
      },
    });
  });
  afterAll(() => mock.close());

  it('signs up with a code, auto-signs-in, and calls the API with the ID token', async () => {
    const started = await signUp({
      username: EMAIL,
      password: PASSWORD,
      options: { userAttributes: { email: EMAIL }, autoSignIn: { authFlowType: 'USER_PASSWORD_AUTH' } },
    });
    expect(started.nextStep.signUpStep).toBe('CONFIRM_SIGN_UP');
    await expect(resendSignUpCode({ username: EMAIL })).resolves.toMatchObject({ deliveryMedium: 'EMAIL' });
    await expect(confirmSignUp({ username: EMAIL, confirmationCode: '000000' })).rejects.toMatchObject({
      name: 'CodeMismatchException',
      message: 'Invalid verification code provided, please try again.',
    });
    const confirmed = await confirmSignUp({ username: EMAIL, confirmationCode: DEMO_VERIFICATION_CODE });
    expect(confirmed.nextStep.signUpStep).toBe('COMPLETE_AUTO_SIGN_IN');
    const { autoSignIn } = await import('aws-amplify/auth');
    expect((await autoSignIn()).isSignedIn).toBe(true);

    const user = await getCurrentUser();
    expect(user.username).toBe(EMAIL);
    const session = await fetchAuthSession();
    const idToken = session.tokens?.idToken?.toString() ?? '';
    expect(idToken.startsWith('ey')).toBe(true);
    expect(session.tokens?.idToken?.payload.email).toBe(EMAIL);
    expect(await api('GET', '/api/users/init', { token: idToken })).toMatchObject({ status: 200, body: { email: EMAIL } });
    expect(await fetchUserAttributes()).toMatchObject({ email: EMAIL, email_verified: 'true' });

    const refreshed = await fetchAuthSession({ forceRefresh: true });
    expect(refreshed.tokens?.idToken?.toString()).toMatch(/^ey/);

    await updatePassword({ oldPassword: PASSWORD, newPassword: 'Coastal#Trail43' });
    await signOut();
    await expect(getCurrentUser()).rejects.toThrow();
  });

  it('fails sign-in with Cognito’s names and messages', async () => {
    await expect(signIn({ username: TRAVELER, password: 'Wrong#Pass1', options: { authFlowType: 'USER_PASSWORD_AUTH' } })).rejects.toMatchObject({
      name: 'NotAuthorizedException',
      message: 'Incorrect username or password.',
    });
    await expect(
      signIn({ username: 'nobody@example.com', password: PASSWORD, options: { authFlowType: 'USER_PASSWORD_AUTH' } }),
    ).rejects.toMatchObject({ name: 'UserNotFoundException' });
  });

  it('resets a forgotten password, signs in, signs out globally, deletes the user', async () => {
    const reset = await resetPassword({ username: TRAVELER });
    expect(reset.nextStep.resetPasswordStep).toBe('CONFIRM_RESET_PASSWORD_WITH_CODE');
    await confirmResetPassword({ username: TRAVELER, confirmationCode: DEMO_VERIFICATION_CODE, newPassword: 'Harbor#Lights7' });
    await expect(signIn({ username: TRAVELER, password: DEMO_PASSWORD, options: { authFlowType: 'USER_PASSWORD_AUTH' } })).rejects.toMatchObject({
      name: 'NotAuthorizedException',
    });
    const result = await signIn({ username: TRAVELER, password: 'Harbor#Lights7', options: { authFlowType: 'USER_PASSWORD_AUTH' } });
    expect(result.isSignedIn).toBe(true);
    await signOut({ global: true });

    await signIn({ username: EMAIL, password: 'Coastal#Trail43', options: { authFlowType: 'USER_PASSWORD_AUTH' } });
    await deleteUser();
    await expect(
      signIn({ username: EMAIL, password: 'Coastal#Trail43', options: { authFlowType: 'USER_PASSWORD_AUTH' } }),
    ).rejects.toMatchObject({ name: 'UserNotFoundException' });
  });
});
