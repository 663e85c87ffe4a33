import { describe, expect, it, vi } from 'vitest';
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { configureApiClient, getProfile } from '../api';
import { authMachine, type AuthUser } from '../machines/authMachine';
import { deferred, fakeActor, fakeJwt, regularUser } from '../test/fakes';
import { AuthProvider } from './AuthProvider';
import { useAuth } from './AuthContext';

const token = fakeJwt();
const signedIn: AuthUser = { user: regularUser, email: regularUser.email, business: false };

function machine(overrides: Record<string, unknown> = {}) {
  const actions = { clearAuthData: vi.fn(), hardRedirect: vi.fn(), flashToast: vi.fn() };
  return {
    actions,
    machine: authMachine.provide({
      actors: {
        restore: fakeActor<string | null>(null),
        signIn: fakeActor<string, { email: string; password: string }>(token),
        loadUser: fakeActor<AuthUser, { token: string }>(signedIn),
        refreshUser: fakeActor<AuthUser>(signedIn),
        signOut: fakeActor<void>(undefined),
        ...overrides,
      } as never,
      actions: {
        clearAuthData: actions.clearAuthData,
        hardRedirect: (_, params) => actions.hardRedirect(params),
        flashToast: (_, params) => actions.flashToast(params),
      },
    }),
  };
}

function wrapperFor(m: ReturnType<typeof machine>['machine']) {
  return ({ children }: { children: ReactNode }) => (
    <AuthProvider machine={m} getToken={async () => token}>
      {children}
    </AuthProvider>
  );
}

describe('AuthProvider started from a server-rendered page\'s signed-in user', () => {
  const handed: AuthUser = { user: regularUser, email: regularUser.email, business: false };
  function Probe() {
    const { status, user } = useAuth();
    return <p>{`${status} ${user?.email ?? 'nobody'}`}</p>;
  }
  const renderHanded = (m: ReturnType<typeof machine>['machine']) =>
    render(
      <AuthProvider machine={m} getToken={async () => token} renderedFor={handed}>
        <Probe />
      </AuthProvider>,
    );

  it('is authenticated with that user from the first render, and stays so while the runner checks', async () => {
    const restore = deferred<string | null>();
    const { machine: m } = machine({ restore: fakeActor(() => restore.promise) });
    renderHanded(m);
    expect(screen.getByText(`authenticated ${regularUser.email}`)).toBeInTheDocument();
    // The runner arrives and reports its own start-up check ('loading'): the handed user stands.
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(screen.getByText(`authenticated ${regularUser.email}`)).toBeInTheDocument();
    await act(async () => restore.resolve(token));
    await waitFor(() => expect(screen.getByText(`authenticated ${regularUser.email}`)).toBeInTheDocument());
  });

  it('falls back to the guest when Amplify finds no sign-in', async () => {
    const { machine: m } = machine({ restore: fakeActor<string | null>(null) });
    renderHanded(m);
    expect(screen.getByText(`authenticated ${regularUser.email}`)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('guest nobody')).toBeInTheDocument());
  });
});

describe("AuthProvider started from a server-rendered page's guest (no sign-in cookie)", () => {
  function Probe() {
    const { status } = useAuth();
    return <p>{status}</p>;
  }

  it("is the guest from the first render, as the HTML's Log In and Sign Up show, and stays so while the runner checks", async () => {
    const restore = deferred<string | null>();
    const { machine: m } = machine({ restore: fakeActor(() => restore.promise) });
    render(
      <AuthProvider machine={m} getToken={async () => token} renderedFor="guest">
        <Probe />
      </AuthProvider>,
    );
    expect(screen.getByText('guest')).toBeInTheDocument();
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(screen.getByText('guest')).toBeInTheDocument();
    // An older build's sign-in the cookies did not hold yet: the runner finds it and signs in.
    await act(async () => restore.resolve(token));
    await waitFor(() => expect(screen.getByText('authenticated')).toBeInTheDocument());
  });
});

describe('AuthProvider / useAuth', () => {
  it('throws outside the provider', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useAuth())).toThrow(/AuthProvider/);
    log.mockRestore();
  });

  it('renders children at once while the start-up check runs', () => {
    const restore = deferred<string | null>();
    const { machine: m } = machine({ restore: fakeActor(() => restore.promise) });
    function Probe() {
      const { status } = useAuth();
      return <p>Public page ({status})</p>;
    }
    render(<Probe />, { wrapper: wrapperFor(m) });
    expect(screen.getByText('Public page (loading)')).toBeInTheDocument();
  });

  it('exposes an existing sign-in as authenticated', async () => {
    const { machine: m } = machine({ restore: fakeActor(token) });
    const { result } = renderHook(() => useAuth(), { wrapper: wrapperFor(m) });
    await waitFor(() => expect(result.current.status).toBe('authenticated'));
    expect(result.current.user).toEqual(regularUser);
    expect(result.current.email).toBe(regularUser.email);
    expect(result.current.isBusiness).toBe(false);
    await expect(result.current.getToken()).resolves.toBe(token);
  });

  it('login() resolves once signed in (waiting for the auth runner and the start-up check first)', async () => {
    const restore = deferred<string | null>();
    const { machine: m } = machine({ restore: fakeActor(() => restore.promise) });
    const { result } = renderHook(() => useAuth(), { wrapper: wrapperFor(m) });
    let done = false;
    // Called before the auth runner (lazily loaded with XState) has even mounted.
    void result.current.login('traveler@spur.example', 'pw').then(() => (done = true));
    await act(async () => {
      restore.resolve(null);
    });
    await waitFor(() => expect(done).toBe(true));
    expect(result.current.status).toBe('authenticated');
  });

  it('login() rejects with the error, and the user stays a guest', async () => {
    const { machine: m, actions } = machine({ signIn: fakeActor(new Error('Incorrect username or password.')) });
    const { result } = renderHook(() => useAuth(), { wrapper: wrapperFor(m) });
    await waitFor(() => expect(result.current.status).toBe('guest'));
    await act(async () => {
      await expect(result.current.login('a@b.co', 'bad')).rejects.toThrow('Incorrect username or password.');
    });
    expect(result.current.status).toBe('guest');
    expect(result.current.error).toBe('Incorrect username or password.');
    expect(actions.clearAuthData).toHaveBeenCalled();
  });

  it('logout() signs out and hard-redirects to /', async () => {
    const { machine: m, actions } = machine({ restore: fakeActor(token) });
    const { result } = renderHook(() => useAuth(), { wrapper: wrapperFor(m) });
    await waitFor(() => expect(result.current.status).toBe('authenticated'));
    await act(() => result.current.logout());
    expect(actions.hardRedirect).toHaveBeenCalledWith({ to: '/' });
    expect(result.current.status).toBe('guest');
  });

  it('logout() rejects when sign-out fails', async () => {
    const { machine: m } = machine({ restore: fakeActor(token), signOut: fakeActor(new Error('offline')) });
    const { result } = renderHook(() => useAuth(), { wrapper: wrapperFor(m) });
    await waitFor(() => expect(result.current.status).toBe('authenticated'));
    await act(async () => {
      await expect(result.current.logout()).rejects.toThrow('Failed to log out. Please try again.');
    });
    expect(result.current.status).toBe('authenticated');
  });

  it('refresh() reloads the profile (e.g. after the business upgrade)', async () => {
    const upgraded: AuthUser = { user: { ...regularUser, user_type: 'business' }, email: regularUser.email, business: true };
    const { machine: m } = machine({ restore: fakeActor(token), refreshUser: fakeActor(upgraded) });
    const { result } = renderHook(() => useAuth(), { wrapper: wrapperFor(m) });
    await waitFor(() => expect(result.current.status).toBe('authenticated'));
    await act(() => result.current.refresh());
    expect(result.current.isBusiness).toBe(true);
  });

  it('an API 401 on a bearer call makes the user a guest', async () => {
    const restoreClient = configureApiClient({
      tokenProvider: async () => token,
      fetch: async () => new Response(JSON.stringify({ message: 'Invalid or expired token' }), { status: 401, statusText: 'Unauthorized' }),
    });
    const { machine: m, actions } = machine({ restore: fakeActor(token) });
    const { result } = renderHook(() => useAuth(), { wrapper: wrapperFor(m) });
    await waitFor(() => expect(result.current.status).toBe('authenticated'));
    await act(async () => {
      await expect(getProfile()).rejects.toMatchObject({ status: 401 });
    });
    await waitFor(() => expect(result.current.status).toBe('guest'));
    expect(result.current.error).toBe('Authentication failed - please log in again');
    expect(actions.clearAuthData).toHaveBeenCalled();
    restoreClient();
  });
});
