import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { MESSAGES } from '@spur/contract';
import { COPY } from '../copy';
import { businessUser, deferred, fakeActor, fakeJwt, regularUser } from '../test/fakes';
import { AuthError, authMachine, authStatus, type AuthUser } from './authMachine';

const token = fakeJwt();
const regular: AuthUser = { user: regularUser, email: regularUser.email, business: false };
const business: AuthUser = { user: businessUser, email: businessUser.email, business: true };

function start(overrides: Partial<Record<'restore' | 'signIn' | 'loadUser' | 'refreshUser' | 'signOut', unknown>> = {}) {
  const actors = {
    restore: fakeActor<string | null>(null),
    signIn: fakeActor<string, { email: string; password: string }>(token),
    loadUser: fakeActor<AuthUser, { token: string }>(regular),
    refreshUser: fakeActor<AuthUser>(regular),
    signOut: fakeActor<void>(undefined),
    ...overrides,
  } as {
    restore: ReturnType<typeof fakeActor<string | null>>;
    signIn: ReturnType<typeof fakeActor<string, { email: string; password: string }>>;
    loadUser: ReturnType<typeof fakeActor<AuthUser, { token: string }>>;
    refreshUser: ReturnType<typeof fakeActor<AuthUser>>;
    signOut: ReturnType<typeof fakeActor<void>>;
  };
  const actions = { clearAuthData: vi.fn(), hardRedirect: vi.fn(), flashToast: vi.fn() };
  const actor = createActor(
    authMachine.provide({
      actors,
      actions: {
        clearAuthData: actions.clearAuthData,
        hardRedirect: (_, params) => actions.hardRedirect(params),
        flashToast: (_, params) => actions.flashToast(params),
      },
    }),
  );
  actor.start();
  return { actor, actors, actions };
}

const settled = (snapshot: { hasTag(tag: string): boolean }) => !snapshot.hasTag('loading') && !snapshot.hasTag('busy');

describe('authMachine: start-up check', () => {
  it('is loading while the existing sign-in is checked, then a guest when there is none', async () => {
    const restore = deferred<string | null>();
    const { actor } = start({ restore: fakeActor(() => restore.promise) });
    expect(authStatus(actor.getSnapshot())).toBe('loading');
    expect(actor.getSnapshot().matches({ starting: 'restoring' })).toBe(true);
    restore.resolve(null);
    const snapshot = await waitFor(actor, settled);
    expect(snapshot.matches({ guest: 'idle' })).toBe(true);
    expect(authStatus(snapshot)).toBe('guest');
    expect(snapshot.context.signedIn).toBeNull();
  });

  it('validates an existing sign-in, then loads the user (still loading) and becomes authenticated', async () => {
    const load = deferred<AuthUser>();
    const { actor, actors } = start({ restore: fakeActor(token), loadUser: fakeActor(() => load.promise) });
    await waitFor(actor, (s) => s.matches({ starting: 'loadingUser' }));
    expect(authStatus(actor.getSnapshot())).toBe('loading');
    load.resolve(business);
    const snapshot = await waitFor(actor, settled);
    expect(snapshot.matches({ authenticated: 'idle' })).toBe(true);
    expect(authStatus(snapshot)).toBe('authenticated');
    expect(snapshot.context.signedIn).toEqual(business);
    expect(actors.loadUser.calls).toEqual([{ token }]);
  });

  it('clears the auth data and signs out when the stored sign-in is stale or invalid', async () => {
    const { actor, actors, actions } = start({ restore: fakeActor(new Error(COPY.auth.invalidToken)) });
    const snapshot = await waitFor(actor, settled);
    expect(snapshot.matches({ guest: 'idle' })).toBe(true);
    expect(actions.clearAuthData).toHaveBeenCalledTimes(1);
    expect(actors.signOut.calls).toHaveLength(1);
  });

  it('logs out when init answers 401/403 ("Authentication failed - please log in again")', async () => {
    const { actor, actors, actions } = start({
      restore: fakeActor(token),
      loadUser: fakeActor(new AuthError(COPY.auth.authFailed, 'rejected')),
    });
    const snapshot = await waitFor(actor, settled);
    expect(snapshot.matches({ guest: 'idle' })).toBe(true);
    expect(snapshot.context.error).toBe('Authentication failed - please log in again');
    expect(actions.clearAuthData).toHaveBeenCalled();
    expect(actors.signOut.calls).toHaveLength(1);
    expect(actions.hardRedirect).not.toHaveBeenCalled();
  });

  it('becomes a guest with "Failed to initialize user: ..." when init fails otherwise, keeping the Cognito session', async () => {
    const { actor, actors, actions } = start({
      restore: fakeActor(token),
      loadUser: fakeActor(new AuthError(COPY.auth.initFailed('Internal Server Error'), 'init')),
    });
    const snapshot = await waitFor(actor, settled);
    expect(snapshot.matches({ guest: 'idle' })).toBe(true);
    expect(snapshot.context.error).toBe('Failed to initialize user: Internal Server Error');
    expect(actions.clearAuthData).toHaveBeenCalled();
    expect(actors.signOut.calls).toHaveLength(0);
  });
});

describe('authMachine: login', () => {
  it('requires both fields', async () => {
    const { actor, actors } = start();
    await waitFor(actor, settled);
    actor.send({ type: 'LOGIN', email: ' ', password: 'secret' });
    expect(actor.getSnapshot().matches({ guest: 'idle' })).toBe(true);
    expect(actor.getSnapshot().context.error).toBe(MESSAGES.enterEmailAndPassword);
    expect(actors.signIn.calls).toHaveLength(0);
  });

  it('signs in, loads the user and becomes authenticated; busy meanwhile but still a guest', async () => {
    const signIn = deferred<string>();
    const { actor, actors } = start({ signIn: fakeActor(() => signIn.promise) });
    await waitFor(actor, settled);
    actor.send({ type: 'LOGIN', email: ' traveler@spur.example ', password: 'SpurDemo!2026' });
    expect(actor.getSnapshot().matches({ guest: 'signingIn' })).toBe(true);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(authStatus(actor.getSnapshot())).toBe('guest');
    signIn.resolve(token);
    const snapshot = await waitFor(actor, settled);
    expect(snapshot.matches({ authenticated: 'idle' })).toBe(true);
    expect(snapshot.context.signedIn).toEqual(regular);
    expect(snapshot.context.error).toBeNull();
    expect(actors.signIn.calls).toEqual([{ email: 'traveler@spur.example', password: 'SpurDemo!2026' }]);
    expect(actors.loadUser.calls).toEqual([{ token }]);
  });

  it('clears the local auth data, signs out and exposes the error when sign-in fails', async () => {
    const { actor, actors, actions } = start({ signIn: fakeActor(new Error('Incorrect username or password.')) });
    await waitFor(actor, settled);
    actor.send({ type: 'LOGIN', email: 'a@b.co', password: 'wrong' });
    const snapshot = await waitFor(actor, settled);
    expect(snapshot.matches({ guest: 'idle' })).toBe(true);
    expect(snapshot.context.error).toBe('Incorrect username or password.');
    expect(actions.clearAuthData).toHaveBeenCalledTimes(1);
    expect(actors.signOut.calls).toHaveLength(1);
  });

  it('clears everything when the init call after sign-in fails', async () => {
    const { actor, actions } = start({ loadUser: fakeActor(new AuthError(COPY.auth.initFailed('Bad Gateway'), 'init')) });
    await waitFor(actor, settled);
    actor.send({ type: 'LOGIN', email: 'a@b.co', password: 'pw' });
    const snapshot = await waitFor(actor, settled);
    expect(snapshot.matches({ guest: 'idle' })).toBe(true);
    expect(snapshot.context.error).toBe('Failed to initialize user: Bad Gateway');
    expect(actions.clearAuthData).toHaveBeenCalled();
  });

  it('a later successful login clears the previous error', async () => {
    let attempt = 0;
    const { actor } = start({
      signIn: fakeActor(async () => {
        attempt += 1;
        if (attempt === 1) throw new Error('nope');
        return token;
      }),
    });
    await waitFor(actor, settled);
    actor.send({ type: 'LOGIN', email: 'a@b.co', password: 'pw' });
    await waitFor(actor, (s) => settled(s) && s.context.error === 'nope');
    actor.send({ type: 'LOGIN', email: 'a@b.co', password: 'pw' });
    const snapshot = await waitFor(actor, (s) => s.matches('authenticated'));
    expect(snapshot.context.error).toBeNull();
  });
});

describe('authMachine: signed in', () => {
  async function signedIn(overrides: Parameters<typeof start>[0] = {}) {
    const started = start({ restore: fakeActor(token), ...overrides });
    await waitFor(started.actor, (s) => s.matches({ authenticated: 'idle' }));
    return started;
  }

  it('REFRESH reloads token and profile', async () => {
    const { actor } = await signedIn({ refreshUser: fakeActor(business) });
    actor.send({ type: 'REFRESH' });
    expect(actor.getSnapshot().matches({ authenticated: 'refreshing' })).toBe(true);
    expect(authStatus(actor.getSnapshot())).toBe('authenticated');
    const snapshot = await waitFor(actor, (s) => s.matches({ authenticated: 'idle' }));
    expect(snapshot.context.signedIn).toEqual(business);
  });

  it('a failed profile fetch during a refresh logs out (hard redirect to /, with the reason)', async () => {
    const { actor, actions, actors } = await signedIn({ refreshUser: fakeActor(new Error('Failed to fetch profile')) });
    actor.send({ type: 'REFRESH' });
    const snapshot = await waitFor(actor, (s) => s.matches('loggedOut'));
    expect(authStatus(snapshot)).toBe('guest');
    expect(actions.clearAuthData).toHaveBeenCalled();
    expect(actors.signOut.calls).toHaveLength(1);
    expect(actions.hardRedirect).toHaveBeenCalledWith({ to: '/' });
    expect(actions.flashToast).toHaveBeenCalledWith({ title: 'Error', description: 'Failed to fetch profile', variant: 'destructive' });
  });

  it('LOGOUT clears the auth data, signs out, keeps a "Logged out successfully" toast and hard-redirects to /', async () => {
    const { actor, actions, actors } = await signedIn();
    actor.send({ type: 'LOGOUT' });
    expect(actor.getSnapshot().matches('loggingOut')).toBe(true);
    expect(actions.clearAuthData).toHaveBeenCalledTimes(1);
    const snapshot = await waitFor(actor, (s) => s.matches('loggedOut'));
    expect(snapshot.context.signedIn).toBeNull();
    expect(actors.signOut.calls).toHaveLength(1);
    expect(actions.flashToast).toHaveBeenCalledWith(COPY.toasts.loggedOut);
    expect(actions.hardRedirect).toHaveBeenCalledWith({ to: '/' });
    expect(snapshot.status).toBe('done');
  });

  it('a failed sign-out keeps the user signed in and reports "Failed to log out. Please try again."', async () => {
    const { actor, actions } = await signedIn({ signOut: fakeActor(new Error('network')) });
    actor.send({ type: 'LOGOUT' });
    const snapshot = await waitFor(actor, (s) => s.matches({ authenticated: 'idle' }) && s.context.error !== null);
    expect(snapshot.context.error).toBe('Failed to log out. Please try again.');
    expect(actions.hardRedirect).not.toHaveBeenCalled();
  });

  it('AUTH_INVALID (an API 401) clears the auth data and makes the user a guest', async () => {
    const { actor, actions, actors } = await signedIn();
    actor.send({ type: 'AUTH_INVALID' });
    const snapshot = await waitFor(actor, settled);
    expect(snapshot.matches({ guest: 'idle' })).toBe(true);
    expect(snapshot.context.signedIn).toBeNull();
    expect(snapshot.context.error).toBe(COPY.auth.authFailed);
    expect(actions.clearAuthData).toHaveBeenCalled();
    expect(actors.signOut.calls).toHaveLength(1);
  });

  it('ignores LOGIN while signed in', async () => {
    const { actor, actors } = await signedIn();
    actor.send({ type: 'LOGIN', email: 'x@y.z', password: 'pw' });
    expect(actor.getSnapshot().matches({ authenticated: 'idle' })).toBe(true);
    expect(actors.signIn.calls).toHaveLength(0);
  });
});

describe('authMachine: guest refresh (after sign-up auto sign-in)', () => {
  it('picks up the new Cognito session', async () => {
    let calls = 0;
    const { actor } = start({
      restore: fakeActor(async () => {
        calls += 1;
        return calls === 1 ? null : token;
      }),
    });
    await waitFor(actor, settled);
    actor.send({ type: 'REFRESH' });
    expect(actor.getSnapshot().matches({ guest: 'restoring' })).toBe(true);
    const snapshot = await waitFor(actor, (s) => s.matches('authenticated'));
    expect(snapshot.context.signedIn).toEqual(regular);
  });

  it('stays a guest when there is still no sign-in', async () => {
    const { actor } = start();
    await waitFor(actor, settled);
    actor.send({ type: 'REFRESH' });
    const snapshot = await waitFor(actor, settled);
    expect(snapshot.matches({ guest: 'idle' })).toBe(true);
  });

  it('clears a broken sign-in found by the refresh', async () => {
    let calls = 0;
    const { actor, actions } = start({
      restore: fakeActor(async () => {
        calls += 1;
        if (calls === 1) return null;
        throw new Error(COPY.auth.invalidToken);
      }),
    });
    await waitFor(actor, settled);
    actor.send({ type: 'REFRESH' });
    await waitFor(actor, (s) => settled(s) && s.matches({ guest: 'idle' }) && calls === 2);
    expect(actions.clearAuthData).toHaveBeenCalled();
  });

  it('clears everything when loading the user after the refresh fails', async () => {
    let calls = 0;
    const { actor, actions } = start({
      restore: fakeActor(async () => (++calls === 1 ? null : token)),
      loadUser: fakeActor(new AuthError(COPY.auth.authFailed, 'rejected')),
    });
    await waitFor(actor, settled);
    actor.send({ type: 'REFRESH' });
    const snapshot = await waitFor(actor, (s) => settled(s) && s.context.error !== null);
    expect(snapshot.matches({ guest: 'idle' })).toBe(true);
    expect(actions.clearAuthData).toHaveBeenCalled();
  });
});
