/**
 * The one door to Cognito: a thin, typed wrapper around aws-amplify v6's auth API (loaded lazily
 * by `loadAmplify`). The username is the email (SPEC: "Your email is your permanent login ID").
 * The sign-in flow comes from the config: USER_SRP_AUTH for real Cognito, USER_PASSWORD_AUTH for
 * the emulators (TOOLCHAIN.md).
 */
import { AuthNotConfiguredError } from '../config';
import { COPY } from '../copy';
import { pageCopy } from '../i18n/pageLocale';
import { loadAmplify, type LoadedAmplify } from './amplify';
import { inPageLanguage } from './providerMessages';
import { clearAuthData } from './storage';

/** An auth failure with Cognito's exception name (`NotAuthorizedException`, `CodeMismatchException`...). */
export class AuthFlowError extends Error {
  constructor(name: string, message: string) {
    super(message);
    this.name = name;
  }
}

export interface AuthService {
  /** Signs in; throws on wrong credentials or when the account still needs its code. */
  signIn(email: string, password: string): Promise<void>;
  /** Registers the account and starts auto sign-in; Cognito sends the verification code. */
  signUp(email: string, password: string): Promise<{ userConfirmed: boolean }>;
  /** Confirms the account; `autoSignIn` tells whether `autoSignIn()` can now sign the user in. */
  confirmSignUp(email: string, code: string): Promise<{ autoSignIn: boolean }>;
  resendSignUpCode(email: string): Promise<void>;
  /** Completes the sign-in started by `signUp`; true when the user is signed in. */
  autoSignIn(): Promise<boolean>;
  resetPassword(email: string): Promise<void>;
  confirmResetPassword(email: string, code: string, newPassword: string): Promise<void>;
  updatePassword(oldPassword: string, newPassword: string): Promise<void>;
  /** The current identity token (refreshed by Amplify when needed), or null when signed out. */
  getIdToken(options?: { forceRefresh?: boolean }): Promise<string | null>;
  getCurrentUser(): Promise<{ userId: string; username: string } | null>;
  fetchUserAttributes(): Promise<Partial<Record<string, string>>>;
  /** Signs out of this browser. Never leaves Amplify's tokens behind, even if Cognito fails. */
  signOut(): Promise<void>;
}

function errorName(error: unknown): string | undefined {
  return error instanceof Error ? error.name : undefined;
}

async function amplify(): Promise<LoadedAmplify> {
  return loadAmplify();
}

export const authService: AuthService = {
  async signIn(email, password) {
    const { auth, cognito } = await amplify();
    const attempt = () => inPageLanguage(auth.signIn({ username: email.trim(), password, options: { authFlowType: cognito.authFlowType } }));
    let output: Awaited<ReturnType<typeof attempt>>;
    try {
      output = await attempt();
    } catch (error) {
      // A stale session from another tab or an earlier failure: sign it out and try once more.
      if (errorName(error) !== 'UserAlreadyAuthenticatedException') throw error;
      await auth.signOut();
      output = await attempt();
    }
    if (!output.isSignedIn) {
      const step = output.nextStep.signInStep;
      if (step === 'CONFIRM_SIGN_UP') throw new AuthFlowError('UserNotConfirmedException', pageCopy(COPY).auth.notConfirmed);
      throw new AuthFlowError('UnsupportedSignInStep', `This account needs a sign-in step the app does not support (${step}).`);
    }
  },

  async signUp(email, password) {
    const { auth, cognito } = await amplify();
    const username = email.trim();
    const output = await inPageLanguage(
      auth.signUp({
        username,
        password,
        options: { userAttributes: { email: username }, autoSignIn: { authFlowType: cognito.authFlowType } },
      }),
    );
    return { userConfirmed: output.isSignUpComplete };
  },

  async confirmSignUp(email, code) {
    const { auth } = await amplify();
    const output = await inPageLanguage(auth.confirmSignUp({ username: email.trim(), confirmationCode: code.trim() }));
    return { autoSignIn: output.nextStep.signUpStep === 'COMPLETE_AUTO_SIGN_IN' };
  },

  async resendSignUpCode(email) {
    const { auth } = await amplify();
    await inPageLanguage(auth.resendSignUpCode({ username: email.trim() }));
  },

  async autoSignIn() {
    const { auth } = await amplify();
    const output = await auth.autoSignIn();
    return output.isSignedIn;
  },

  async resetPassword(email) {
    const { auth } = await amplify();
    await inPageLanguage(auth.resetPassword({ username: email.trim() }));
  },

  async confirmResetPassword(email, code, newPassword) {
    const { auth } = await amplify();
    await inPageLanguage(auth.confirmResetPassword({ username: email.trim(), confirmationCode: code.trim(), newPassword }));
  },

  async updatePassword(oldPassword, newPassword) {
    const { auth } = await amplify();
    await inPageLanguage(auth.updatePassword({ oldPassword, newPassword }));
  },

  async getIdToken(options = {}) {
    let loaded: LoadedAmplify;
    try {
      loaded = await amplify();
    } catch (error) {
      if (error instanceof AuthNotConfiguredError) return null; // no sign-in here: everyone is a guest
      throw error;
    }
    const session = await loaded.auth.fetchAuthSession(options.forceRefresh ? { forceRefresh: true } : {});
    return session.tokens?.idToken?.toString() ?? null;
  },

  async getCurrentUser() {
    const { auth } = await amplify();
    try {
      const user = await auth.getCurrentUser();
      return { userId: user.userId, username: user.username };
    } catch (error) {
      if (errorName(error) === 'UserUnAuthenticatedException') return null;
      throw error;
    }
  },

  async fetchUserAttributes() {
    const { auth } = await amplify();
    return auth.fetchUserAttributes();
  },

  async signOut() {
    let loaded: LoadedAmplify;
    try {
      loaded = await amplify();
    } catch (error) {
      // Amplify cannot load (not configured, chunk failed): drop its stored tokens by hand.
      clearAuthData({ includeAmplify: true });
      if (error instanceof AuthNotConfiguredError) return;
      throw error;
    }
    await loaded.auth.signOut();
  },
};
