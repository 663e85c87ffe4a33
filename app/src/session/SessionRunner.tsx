import { useCallback, useEffect, useMemo } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { waitFor } from 'xstate';
import { onUnauthorized } from '../api/events';
import { COPY } from '../copy';
import { lazyGetToken, lazySessionMachine } from './lazySessionMachine';
import { sessionStatus, type SessionMachine } from '../machines/sessionMachine';
import type { SessionValue } from './SessionContext';

export interface SessionRunnerProps {
  /** The session machine with its effects provided; defaults to the live one (Amplify + API, loaded lazily). */
  machine?: SessionMachine | undefined;
  /** Where `getToken()` gets the token; defaults to Amplify's current session. */
  getToken?: (() => Promise<string>) | undefined;
  /** Receives the session every time it changes. */
  onValue(value: SessionValue): void;
}

/**
 * Runs the session machine and reports the session to `SessionProvider`. Loaded lazily (with
 * XState) so the home page's first paint never waits for it; renders nothing.
 */
export function SessionRunner({ machine = lazySessionMachine, getToken = lazyGetToken, onValue }: SessionRunnerProps) {
  const actorRef = useActorRef(machine);
  const status = useSelector(actorRef, sessionStatus);
  const session = useSelector(actorRef, (snapshot) => snapshot.context.session);
  const error = useSelector(actorRef, (snapshot) => snapshot.context.error);
  const busy = useSelector(actorRef, (snapshot) => snapshot.hasTag('busy'));

  // A bearer call answered 401: the stored session is stale.
  useEffect(() => onUnauthorized(() => actorRef.send({ type: 'SESSION_INVALID' })), [actorRef]);

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
        throw new Error(done.context.error ?? COPY.toasts.loginFailed().description);
      }
    },
    [actorRef],
  );

  const logout = useCallback(async () => {
    if (!actorRef.getSnapshot().hasTag('authenticated')) return;
    actorRef.send({ type: 'LOGOUT' });
    const done = await waitFor(
      actorRef,
      (snapshot) => snapshot.matches('loggedOut') || snapshot.matches({ authenticated: 'idle' }),
    );
    if (!done.matches('loggedOut')) throw new Error(done.context.error ?? COPY.toasts.logoutFailed.description);
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

  const value = useMemo<SessionValue>(
    () => ({
      status,
      user: session?.user ?? null,
      email: session?.email ?? null,
      isBusiness: session?.business ?? false,
      busy,
      error,
      login,
      logout,
      refresh,
      getToken,
    }),
    [status, session, busy, error, login, logout, refresh, getToken],
  );

  useEffect(() => onValue(value), [onValue, value]);
  return null;
}
