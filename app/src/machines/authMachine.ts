/**
 * Signing in and out (SPEC §4 Session, Login, Logout), as a state machine.
 *
 *   starting (tag loading) ── restoring ── loadingUser ──▶ authenticated
 *        │ no sign-in / stale sign-in / init failed             │
 *        ▼                                                      ▼
 *   guest.idle ◀── signingOut ◀── (login failed) ── signingIn ── loadingUser
 *        ▲ LOGIN ─────────────────────────────────┘
 *   authenticated.idle ── REFRESH ──▶ refreshing (fails: logout) ── LOGOUT ──▶ loggingOut ──▶ loggedOut (hard redirect to /)
 *
 * Status for the UI: tag `loading` while the start-up check runs (protected routes show
 * "Loading..."; public pages never wait), `authenticated`, or `guest`. Side effects are the
 * actors below; `live.ts` provides the real ones.
 */
import { assign, setup } from 'xstate';
import { MESSAGES, type User } from '@spur/contract';
import { COPY, type ToastCopy } from '../copy';
import { errorMessage } from '../api/errors';
import { pageCopy } from '../i18n/pageLocale';
import { notProvided, pageToasts } from './shared';

/** Who is signed in, as the app knows it after init and the profile call. */
export interface AuthUser {
  user: User;
  email: string;
  /** user_type "business", the custom:user_type claim, or the business-partners group (SPEC §6). */
  business: boolean;
}

/** A failed auth step. `rejected`: the server refused the token (401/403) → log out. */
export class AuthError extends Error {
  override name = 'AuthError';
  constructor(
    message: string,
    readonly kind: 'rejected' | 'init' | 'profile' | 'token',
  ) {
    super(message);
  }
}

export interface AuthMachineContext {
  signedIn: AuthUser | null;
  /** The identity token found or obtained, before the user is loaded. */
  token: string | null;
  /** The last error: a failed login, a failed start-up check, a failed logout. */
  error: string | null;
}

export type AuthEvent =
  | { type: 'LOGIN'; email: string; password: string }
  | { type: 'LOGOUT' }
  | { type: 'REFRESH' }
  /** An API call with the bearer got 401: the sign-in is stale. */
  | { type: 'AUTH_INVALID' };

export type AuthStatus = 'loading' | 'guest' | 'authenticated';

const isRejected = (error: unknown) => error instanceof AuthError && error.kind === 'rejected';

export const authMachine = setup({
  types: {
    context: {} as AuthMachineContext,
    events: {} as AuthEvent,
    tags: {} as 'loading' | 'guest' | 'authenticated' | 'busy',
  },
  actors: {
    /** The stored Cognito session's identity token, validated ("ey"), or null when there is none. */
    restore: notProvided<string | null>('restore'),
    /** Signs in with Cognito; resolves to the identity token. */
    signIn: notProvided<string, { email: string; password: string }>('signIn'),
    /** Attributes → store email and token → init call → profile → user type. */
    loadUser: notProvided<AuthUser, { token: string }>('loadUser'),
    /** Fresh token and profile for a signed-in user. */
    refreshUser: notProvided<AuthUser>('refreshUser'),
    /** Amplify sign-out. */
    signOut: notProvided<void>('signOut'),
  },
  actions: {
    /** Removes userEmail, userType, jwtToken and the legacy keys from both storages. */
    clearAuthData: () => {},
    /** Full page load of `to` (logout). */
    hardRedirect: (_, _params: { to: string }) => {},
    /** Keeps a toast for the next page load (the logout toast survives the hard redirect). */
    flashToast: (_, _params: ToastCopy) => {},
    setError: assign((_, params: { error: unknown }) => ({ error: errorMessage(params.error) })),
    clearError: assign({ error: null }),
    forgetUser: assign({ signedIn: null, token: null }),
  },
  guards: {
    hasToken: (_, params: { token: string | null }) => Boolean(params.token),
    isRejected: (_, params: { error: unknown }) => isRejected(params.error),
    credentialsPresent: ({ event }) =>
      event.type === 'LOGIN' && event.email.trim() !== '' && event.password !== '',
  },
}).createMachine({
  id: 'auth',
  context: { signedIn: null, token: null, error: null },
  initial: 'starting',
  states: {
    starting: {
      tags: ['loading'],
      initial: 'restoring',
      states: {
        restoring: {
          invoke: {
            src: 'restore',
            onDone: [
              {
                guard: { type: 'hasToken', params: ({ event }) => ({ token: event.output }) },
                target: 'loadingUser',
                actions: assign({ token: ({ event }) => event.output }),
              },
              { target: '#auth.guest' },
            ],
            // A stale or invalid stored Cognito session: clear the auth data, start as a guest.
            onError: {
              target: '#auth.guest.signingOut',
              actions: ['clearAuthData', 'forgetUser'],
            },
          },
        },
        loadingUser: {
          invoke: {
            src: 'loadUser',
            input: ({ context }) => ({ token: context.token ?? '' }),
            onDone: {
              target: '#auth.authenticated',
              actions: assign({ signedIn: ({ event }) => event.output, token: null, error: null }),
            },
            onError: [
              {
                // 401/403 on init: log out, "Authentication failed - please log in again".
                guard: { type: 'isRejected', params: ({ event }) => ({ error: event.error }) },
                target: '#auth.guest.signingOut',
                actions: ['clearAuthData', 'forgetUser', { type: 'setError', params: ({ event }) => ({ error: event.error }) }],
              },
              {
                // Other failures ("Failed to initialize user: ..."): guest for now, Cognito session kept.
                target: '#auth.guest',
                actions: ['clearAuthData', 'forgetUser', { type: 'setError', params: ({ event }) => ({ error: event.error }) }],
              },
            ],
          },
        },
      },
    },

    guest: {
      tags: ['guest'],
      initial: 'idle',
      states: {
        idle: {
          on: {
            LOGIN: [
              { guard: 'credentialsPresent', target: 'signingIn', actions: 'clearError' },
              { actions: { type: 'setError', params: () => ({ error: pageCopy(MESSAGES).enterEmailAndPassword }) } },
            ],
            // After a sign-up's automatic sign-in: pick up the new Cognito session.
            REFRESH: { target: 'restoring', actions: 'clearError' },
          },
        },
        signingIn: {
          tags: ['busy'],
          invoke: {
            src: 'signIn',
            input: ({ event }) =>
              event.type === 'LOGIN' ? { email: event.email.trim(), password: event.password } : { email: '', password: '' },
            onDone: { target: 'loadingUser', actions: assign({ token: ({ event }) => event.output }) },
            onError: {
              target: 'signingOut',
              actions: ['clearAuthData', 'forgetUser', { type: 'setError', params: ({ event }) => ({ error: event.error }) }],
            },
          },
        },
        restoring: {
          tags: ['busy'],
          invoke: {
            src: 'restore',
            onDone: [
              {
                guard: { type: 'hasToken', params: ({ event }) => ({ token: event.output }) },
                target: 'loadingUser',
                actions: assign({ token: ({ event }) => event.output }),
              },
              { target: 'idle' },
            ],
            onError: { target: 'signingOut', actions: ['clearAuthData', 'forgetUser'] },
          },
        },
        loadingUser: {
          tags: ['busy'],
          invoke: {
            src: 'loadUser',
            input: ({ context }) => ({ token: context.token ?? '' }),
            onDone: {
              target: '#auth.authenticated',
              actions: assign({ signedIn: ({ event }) => event.output, token: null, error: null }),
            },
            // SPEC §4: a failed login clears all local auth data; Cognito is signed out too, so
            // that the next attempt starts clean.
            onError: {
              target: 'signingOut',
              actions: ['clearAuthData', 'forgetUser', { type: 'setError', params: ({ event }) => ({ error: event.error }) }],
            },
          },
        },
        signingOut: {
          tags: ['busy'],
          invoke: { src: 'signOut', onDone: 'idle', onError: 'idle' },
        },
      },
    },

    authenticated: {
      tags: ['authenticated'],
      initial: 'idle',
      on: {
        LOGOUT: { target: 'loggingOut', actions: 'clearError' },
        AUTH_INVALID: {
          target: '#auth.guest.signingOut',
          actions: ['clearAuthData', 'forgetUser', { type: 'setError', params: () => ({ error: pageCopy(COPY).auth.authFailed }) }],
        },
      },
      states: {
        idle: {
          on: { REFRESH: 'refreshing' },
        },
        refreshing: {
          invoke: {
            src: 'refreshUser',
            onDone: { target: 'idle', actions: assign({ signedIn: ({ event }) => event.output }) },
            // SPEC §4: a failed profile fetch in a refresh of the signed-in user causes logout.
            onError: {
              target: '#auth.loggingOut',
              actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
      },
    },

    loggingOut: {
      tags: ['authenticated', 'busy'],
      entry: 'clearAuthData',
      invoke: {
        src: 'signOut',
        onDone: 'loggedOut',
        onError: {
          target: 'authenticated.idle',
          actions: { type: 'setError', params: () => ({ error: pageToasts().logoutFailed.description }) },
        },
      },
    },

    loggedOut: {
      tags: ['guest'],
      type: 'final',
      entry: [
        'forgetUser',
        {
          type: 'flashToast',
          // A logout forced by a failed refresh says why; a chosen one says it worked.
          params: ({ context }): ToastCopy => {
            const toasts = pageToasts();
            return context.error ? { title: toasts.logoutFailed.title, description: context.error, variant: 'destructive' } : toasts.loggedOut;
          },
        },
        { type: 'hardRedirect', params: { to: '/' } },
      ],
    },
  },
});

export type AuthMachine = typeof authMachine;

/** The UI status of an auth snapshot. */
export function authStatus(snapshot: { hasTag(tag: 'loading' | 'guest' | 'authenticated' | 'busy'): boolean }): AuthStatus {
  if (snapshot.hasTag('loading')) return 'loading';
  if (snapshot.hasTag('authenticated')) return 'authenticated';
  return 'guest';
}
