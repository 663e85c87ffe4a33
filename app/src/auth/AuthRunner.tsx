import { useCallback, useEffect, useMemo } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { waitFor } from 'xstate';
import { onUnauthorized } from '../api/events';
import { COPY } from '../copy';
import { pageCopy } from '../i18n/pageLocale';
import { lazyGetToken, lazyAuthMachine } from './lazyAuthMachine';
import { authStatus, type AuthMachine } from '../machines/authMachine';
import type { AuthValue } from './AuthContext';

export interface AuthRunnerProps {
  /** The auth machine with its effects provided; defaults to the live one (Amplify + API, loaded lazily). */
  machine?: AuthMachine | undefined;
  /** Where `getToken()` gets the token; defaults to Amplify's current session. */
  getToken?: (() => Promise<string>) | undefined;
  /** Receives the sign-in state every time it changes. */
  onValue(value: AuthValue): void;
}

/**
 * Runs the auth machine and reports the sign-in state to `AuthProvider`. Loaded lazily (with
 * XState) so the home page's first paint never waits for it; renders nothing.
 */
export function AuthRunner({ machine = lazyAuthMachine, getToken = lazyGetToken, onValue }: AuthRunnerProps) {
  const actorRef = useActorRef(machine);
  const status = useSelector(actorRef, authStatus);
  const signedIn = useSelector(actorRef, (snapshot) => snapshot.context.signedIn);
  const error = useSelector(actorRef, (snapshot) => snapshot.context.error);
  const busy = useSelector(actorRef, (snapshot) => snapshot.hasTag('busy'));

  // A bearer call answered 401: the stored sign-in is stale.
  useEffect(() => onUnauthorized(() => actorRef.send({ type: 'AUTH_INVALID' })), [actorRef]);

  const login = useCallback(
    async (email: string, password: string) => {
      const ready = await waitFor(actorRef, (snapshot) => !snapshot.hasTag('loading') && !snapshot.hasTag('busy'));
      if (ready.hasTag('authenticated')) return;
      actorRef.send({ type: 'LOGIN', email, password });
      const done = await waitFor(
        actorRef,
        (snapshot) => snapshot.matches('authenticated') || snapshot.matches({ guest: 'idle' }),
      );
      if (!done.matches('authenticated')) {
        throw new Error(done.context.error ?? pageCopy(COPY).toasts.loginFailed().description);
      }
    },
    [actorRef],
  );

  const logout = useCallback(async () => {
    // A page rendered signed in offers Log Out before the start-up check has confirmed the sign-in.
    const ready = await waitFor(actorRef, (snapshot) => !snapshot.hasTag('loading'));
    if (!ready.hasTag('authenticated')) return;
    actorRef.send({ type: 'LOGOUT' });
    const done = await waitFor(
      actorRef,
      (snapshot) => snapshot.matches('loggedOut') || snapshot.matches({ authenticated: 'idle' }),
    );
    if (!done.matches('loggedOut')) throw new Error(done.context.error ?? pageCopy(COPY).toasts.logoutFailed.description);
  }, [actorRef]);

  const refresh = useCallback(async () => {
    await waitFor(actorRef, (snapshot) => !snapshot.hasTag('loading') && !snapshot.hasTag('busy'));
    actorRef.send({ type: 'REFRESH' });
    const done = await waitFor(
      actorRef,
      (snapshot) =>
        snapshot.matches({ authenticated: 'idle' }) || snapshot.matches({ guest: 'idle' }) || snapshot.matches('loggedOut'),
    );
    if (done.matches('loggedOut') && done.context.error) throw new Error(done.context.error);
  }, [actorRef]);

  const value = useMemo<AuthValue>(
    () => ({
      status,
      user: signedIn?.user ?? null,
      email: signedIn?.email ?? null,
      isBusiness: signedIn?.business ?? false,
      busy,
      error,
      login,
      logout,
      refresh,
      getToken,
    }),
    [status, signedIn, busy, error, login, logout, refresh, getToken],
  );

  useEffect(() => onValue(value), [onValue, value]);
  return null;
}
