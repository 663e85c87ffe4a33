import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthNotConfiguredError } from '../config';

const auth = {
  signIn: vi.fn(),
  signOut: vi.fn(async () => {}),
  signUp: vi.fn(),
  confirmSignUp: vi.fn(),
  resendSignUpCode: vi.fn(async () => ({})),
  autoSignIn: vi.fn(),
  resetPassword: vi.fn(async () => ({})),
  confirmResetPassword: vi.fn(async () => {}),
  updatePassword: vi.fn(async () => {}),
  fetchAuthSession: vi.fn(),
  getCurrentUser: vi.fn(),
  fetchUserAttributes: vi.fn(),
};
const loadAmplify = vi.fn(async () => ({ auth, cognito: { userPoolId: 'us-east-1_x', userPoolClientId: 'c', authFlowType: 'USER_PASSWORD_AUTH' } }));

vi.mock('./amplify', () => ({ loadAmplify: () => loadAmplify() }));

const { authService, AuthFlowError } = await import('./authService');

const named = (name: string, message = name) => Object.assign(new Error(message), { name });

beforeEach(() => {
  vi.clearAllMocks();
});

describe('authService (Amplify v6 wrapper)', () => {
  it('signs in with the email as username and the configured flow', async () => {
    auth.signIn.mockResolvedValue({ isSignedIn: true, nextStep: { signInStep: 'DONE' } });
    await authService.signIn(' traveler@spur.example ', 'pw');
    expect(auth.signIn).toHaveBeenCalledWith({
      username: 'traveler@spur.example',
      password: 'pw',
      options: { authFlowType: 'USER_PASSWORD_AUTH' },
    });
  });

  it('signs a stale user out and retries once (UserAlreadyAuthenticatedException)', async () => {
    auth.signIn
      .mockRejectedValueOnce(named('UserAlreadyAuthenticatedException'))
      .mockResolvedValueOnce({ isSignedIn: true, nextStep: { signInStep: 'DONE' } });
    await authService.signIn('a@b.co', 'pw');
    expect(auth.signOut).toHaveBeenCalledTimes(1);
    expect(auth.signIn).toHaveBeenCalledTimes(2);
  });

  it('passes other sign-in errors through', async () => {
    auth.signIn.mockRejectedValue(named('NotAuthorizedException', 'Incorrect username or password.'));
    await expect(authService.signIn('a@b.co', 'bad')).rejects.toMatchObject({ name: 'NotAuthorizedException' });
  });

  it('an unconfirmed account is an error asking to verify it', async () => {
    auth.signIn.mockResolvedValue({ isSignedIn: false, nextStep: { signInStep: 'CONFIRM_SIGN_UP' } });
    const error = await authService.signIn('a@b.co', 'pw').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AuthFlowError);
    expect(error).toMatchObject({ name: 'UserNotConfirmedException', message: 'Please verify your account before signing in.' });
  });

  it('signs up with the email attribute and auto sign-in in the configured flow', async () => {
    auth.signUp.mockResolvedValue({ isSignUpComplete: false, nextStep: { signUpStep: 'CONFIRM_SIGN_UP' } });
    await expect(authService.signUp('new@spur.example', 'Secret!1')).resolves.toEqual({ userConfirmed: false });
    expect(auth.signUp).toHaveBeenCalledWith({
      username: 'new@spur.example',
      password: 'Secret!1',
      options: { userAttributes: { email: 'new@spur.example' }, autoSignIn: { authFlowType: 'USER_PASSWORD_AUTH' } },
    });
  });

  it('confirmSignUp reports whether auto sign-in can follow', async () => {
    auth.confirmSignUp.mockResolvedValueOnce({ isSignUpComplete: true, nextStep: { signUpStep: 'COMPLETE_AUTO_SIGN_IN' } });
    await expect(authService.confirmSignUp('a@b.co', ' 123456 ')).resolves.toEqual({ autoSignIn: true });
    expect(auth.confirmSignUp).toHaveBeenCalledWith({ username: 'a@b.co', confirmationCode: '123456' });
    auth.confirmSignUp.mockResolvedValueOnce({ isSignUpComplete: true, nextStep: { signUpStep: 'DONE' } });
    await expect(authService.confirmSignUp('a@b.co', '123456')).resolves.toEqual({ autoSignIn: false });
  });

  it('autoSignIn, resend, reset, confirm reset, update password call Amplify', async () => {
    auth.autoSignIn.mockResolvedValue({ isSignedIn: true, nextStep: { signInStep: 'DONE' } });
    await expect(authService.autoSignIn()).resolves.toBe(true);
    await authService.resendSignUpCode('a@b.co');
    expect(auth.resendSignUpCode).toHaveBeenCalledWith({ username: 'a@b.co' });
    await authService.resetPassword('a@b.co');
    expect(auth.resetPassword).toHaveBeenCalledWith({ username: 'a@b.co' });
    await authService.confirmResetPassword('a@b.co', '123456', 'New!1');
    expect(auth.confirmResetPassword).toHaveBeenCalledWith({ username: 'a@b.co', confirmationCode: '123456', newPassword: 'New!1' });
    await authService.updatePassword('old', 'new');
    expect(auth.updatePassword).toHaveBeenCalledWith({ oldPassword: 'old', newPassword: 'new' });
  });

  it('getIdToken returns the identity token, or null when signed out', async () => {
    auth.fetchAuthSession.mockResolvedValueOnce({ tokens: { idToken: { toString: () => 'eyJ.id.token' } } });
    await expect(authService.getIdToken()).resolves.toBe('eyJ.id.token');
    auth.fetchAuthSession.mockResolvedValueOnce({});
    await expect(authService.getIdToken({ forceRefresh: true })).resolves.toBeNull();
    expect(auth.fetchAuthSession).toHaveBeenLastCalledWith({ forceRefresh: true });
  });

  it('getIdToken is null when sign-in is not configured (everyone is a guest)', async () => {
    loadAmplify.mockRejectedValueOnce(new AuthNotConfiguredError());
    await expect(authService.getIdToken()).resolves.toBeNull();
  });

  it('getCurrentUser is null for guests', async () => {
    auth.getCurrentUser.mockRejectedValueOnce(named('UserUnAuthenticatedException'));
    await expect(authService.getCurrentUser()).resolves.toBeNull();
    auth.getCurrentUser.mockResolvedValueOnce({ userId: 'u1', username: 'a@b.co' });
    await expect(authService.getCurrentUser()).resolves.toEqual({ userId: 'u1', username: 'a@b.co' });
  });

  it('signOut drops Amplify\'s stored tokens by hand when Amplify cannot load', async () => {
    localStorage.setItem('CognitoIdentityServiceProvider.c.u.idToken', 'ey');
    localStorage.setItem('jwtToken', 'ey');
    loadAmplify.mockRejectedValueOnce(new AuthNotConfiguredError());
    await authService.signOut();
    expect(localStorage.getItem('CognitoIdentityServiceProvider.c.u.idToken')).toBeNull();
    expect(localStorage.getItem('jwtToken')).toBeNull();
    await authService.signOut();
    expect(auth.signOut).toHaveBeenCalledTimes(1);
  });
});
