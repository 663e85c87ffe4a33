/**
 * The session machine as the app runs it: the machine itself is in the entry chunk, but its
 * effects (Amplify, the API client, the contract's schemas) load on first use. A visitor who
 * never signed in loads none of them: the start-up check finds no stored Cognito session and is
 * done at once.
 */
import { fromPromise } from 'xstate';
import { clearAuthData, hasStoredAmplifySession } from '../auth/storage';
import { setFlashToast } from '../flash';
import { sessionMachine, type SessionUser } from '../machines/sessionMachine';

const effects = () => import('../machines/live').then((module) => module.sessionEffects);

export const lazySessionMachine = sessionMachine.provide({
  actors: {
    restore: fromPromise<string | null>(async () => (hasStoredAmplifySession() ? (await effects()).restore() : null)),
    signIn: fromPromise<string, { email: string; password: string }>(async ({ input }) => (await effects()).signIn(input)),
    loadUser: fromPromise<SessionUser, { token: string }>(async ({ input }) => (await effects()).loadUser(input)),
    refreshUser: fromPromise<SessionUser>(async () => (await effects()).refreshUser()),
    signOut: fromPromise<void>(async () => (await effects()).signOut()),
  },
  actions: {
    clearAuthData: () => clearAuthData(),
    hardRedirect: (_, params) => window.location.assign(params.to),
    flashToast: (_, params) => setFlashToast(params),
  },
});

/** `useSession().getToken()`: the current identity token, loading the auth module on demand. */
export async function lazyGetToken(): Promise<string> {
  const { getSessionToken } = await import('../machines/live');
  return getSessionToken();
}
