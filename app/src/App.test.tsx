import { describe, expect, it, vi } from 'vitest';
import { screen, render, waitFor } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import { resetToasts } from '@spur/ui-kit';
import { App } from './App';
import { setFlashToast } from './flash';
import { authMachine } from './machines/authMachine';
import { routes } from './routes';
import { fakeActor } from './test/fakes';

const guestMachine = authMachine.provide({
  actors: { restore: fakeActor<string | null>(null) } as never,
  actions: { clearAuthData: () => {}, hardRedirect: () => {}, flashToast: () => {} },
});

describe('App', () => {
  it('renders the routes inside the providers and shows a flashed toast (e.g. after logout)', async () => {
    resetToasts();
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    setFlashToast({ title: 'Logged out successfully' });
    const router = createMemoryRouter(routes, { initialEntries: ['/nowhere'] });
    render(<App router={router} authMachine={guestMachine} />);
    expect(await screen.findByText('Oops! Page not found')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Logged out successfully')).toBeInTheDocument());
    expect(sessionStorage.getItem('spur:flash-toast')).toBeNull();
    log.mockRestore();
  });
});
