/**
 * The auth machine as the app runs it: the machine itself is in the entry chunk, but its
 * effects (Amplify, the API client, the contract's schemas) load on first use. A visitor who
 * never signed in loads none of them: the start-up check finds no stored Cognito session and is
 * done at once.
 */
import { fromPromise } from 'xstate';
import { localizedPath } from '@spur/i18n';
import { pageLocale } from '../i18n/pageLocale';
import { clearAuthData, hasStoredAmplifySignIn } from './storage';
import { setFlashToast } from '../flash';
import { authMachine, type AuthUser } from '../machines/authMachine';

const effects = () => import('../machines/live').then((module) => module.authEffects);

export const lazyAuthMachine = authMachine.provide({
  actors: {
    restore: fromPromise<string | null>(async () => (hasStoredAmplifySignIn() ? (await effects()).restore() : null)),
    signIn: fromPromise<string, { email: string; password: string }>(async ({ input }) => (await effects()).signIn(input)),
    loadUser: fromPromise<AuthUser, { token: string }>(async ({ input }) => (await effects()).loadUser(input)),
    refreshUser: fromPromise<AuthUser>(async () => (await effects()).refreshUser()),
    signOut: fromPromise<void>(async () => (await effects()).signOut()),
  },
  actions: {
    clearAuthData: () => clearAuthData(),
    // To the page in the language of the one left.
    hardRedirect: (_, params) => window.location.assign(localizedPath(pageLocale(window.location.pathname), params.to)),
    flashToast: (_, params) => setFlashToast(params),
  },
});

/** `useAuth().getToken()`: the current identity token, loading the auth module on demand. */
export async function lazyGetToken(): Promise<string> {
  const { getAuthToken } = await import('../machines/live');
  return getAuthToken();
}
