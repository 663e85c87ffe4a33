import { startTransition, useCallback, useEffect, useMemo, useRef, useState, type ComponentType, type ReactNode } from 'react';
import type { AuthMachine, AuthUser } from '../machines/authMachine';
import { AuthContext, type AuthValue } from './AuthContext';
import type { AuthRunnerProps } from './AuthRunner';

export interface AuthProviderProps {
  children: ReactNode;
  /** The auth machine with its effects provided; defaults to the live one (Amplify + API, loaded lazily). */
  machine?: AuthMachine;
  /** Where `getToken()` gets the token; defaults to Amplify's current session. */
  getToken?: () => Promise<string>;
  /**
   * Who the server rendered the page for (its hand-off): a signed-in user, or 'guest' when the
   * request carried no sign-in at all. The state starts so ('authenticated' with the user, or
   * 'guest'), as the HTML shows, until the runner has settled; null (unknown: no server render, a
   * sign-in the server could not verify, the demo) starts 'loading'.
   */
  renderedFor?: RenderedFor;
}

/** Who a server-rendered page was rendered for: a verified user, a visitor with no sign-in, or unknown (null). */
export type RenderedFor = AuthUser | 'guest' | null;

type Actions = Pick<AuthValue, 'login' | 'logout' | 'refresh' | 'getToken'>;

/**
 * Provides the sign-in state to the whole app. Children render at once with status 'loading' (public
 * pages never wait; only the route guards do), or 'authenticated' with the user a server-rendered
 * page was rendered for, while the auth runner — the XState machine and its effects — loads in
 * parallel; anything called before it arrives waits for it.
 */
export function AuthProvider({ children, machine, getToken, renderedFor = null }: AuthProviderProps) {
  const signedIn = renderedFor === 'guest' ? null : renderedFor;
  const [Runner, setRunner] = useState<ComponentType<AuthRunnerProps> | null>(null);
  const [reported, setReported] = useState<AuthValue | null>(null);
  // Every reader of the sign-in state re-renders with it (most of the page): as a transition, that
  // work yields to the browser rather than blocking it, and input on the page goes first.
  const report = useCallback((value: AuthValue) => startTransition(() => setReported(value)), []);

  // The runner's actions, once it has reported; calls made earlier wait for them.
  const runner = useRef<{ actions: Actions | null; waiting: ((actions: Actions) => void)[] }>({ actions: null, waiting: [] });
  useEffect(() => {
    if (!reported) return;
    runner.current.actions = reported;
    for (const resolve of runner.current.waiting.splice(0)) resolve(reported);
  }, [reported]);

  useEffect(() => {
    let mounted = true;
    void import('./AuthRunner').then((module) => {
      if (mounted) setRunner(() => module.AuthRunner);
    });
    return () => {
      mounted = false;
    };
  }, []);

  const starting = useMemo<AuthValue>(() => {
    const runnerActions = () =>
      runner.current.actions
        ? Promise.resolve(runner.current.actions)
        : new Promise<Actions>((resolve) => runner.current.waiting.push(resolve));
    return {
      status: signedIn ? 'authenticated' : renderedFor === 'guest' ? 'guest' : 'loading',
      user: signedIn?.user ?? null,
      email: signedIn?.email ?? null,
      isBusiness: signedIn?.business ?? false,
      busy: false,
      error: null,
      login: async (email, password) => (await runnerActions()).login(email, password),
      logout: async () => (await runnerActions()).logout(),
      refresh: async () => (await runnerActions()).refresh(),
      getToken: async () => (await runnerActions()).getToken(),
    };
  }, [signedIn, renderedFor]);

  // What the server rendered stands until the runner has settled: its own start-up check
  // ('loading') must not flash another navigation or send the guards' spinner.
  const settled = reported && !(renderedFor && reported.status === 'loading') ? reported : null;

  return (
    <AuthContext.Provider value={settled ?? starting}>
      {Runner && <Runner machine={machine} getToken={getToken} onValue={report} />}
      {children}
    </AuthContext.Provider>
  );
}
