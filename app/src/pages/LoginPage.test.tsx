import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getToasts, resetToasts } from '@spur/ui-kit';
import type { AuthValue } from '../auth';
import { renderRoutes } from '../test/render';
import LoginPage from './LoginPage';

function renderLogin(auth: Partial<AuthValue> = {}) {
  return renderRoutes(
    [
      { path: '/login', element: <LoginPage /> },
      { path: '/signup', element: <p>Sign-up page</p> },
      { path: '/forgot-password', element: <p>Reset page</p> },
    ],
    { path: '/login', auth: { status: 'guest', ...auth } },
  );
}

const lastToast = () => getToasts().at(-1);
const emailField = () => screen.getByRole('textbox', { name: 'Email or Username' });
const passwordField = () => screen.getByLabelText(/^Password/);

beforeEach(() => resetToasts());

describe('LoginPage', () => {
  it('has the fields, the login-ID note and the links', async () => {
    const { router } = renderLogin();
    expect(emailField()).toHaveAccessibleDescription('Your email is your permanent login ID');
    expect(passwordField()).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('link', { name: 'Forgot password?' }));
    expect(router.state.location.pathname).toBe('/forgot-password');
  });

  it('links to sign-up', async () => {
    const { router } = renderLogin();
    await userEvent.click(screen.getByRole('link', { name: 'Sign up' }));
    expect(router.state.location.pathname).toBe('/signup');
  });

  it('requires both fields before calling login', async () => {
    const login = vi.fn(async () => {});
    renderLogin({ login });
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter both email and password.');
    await userEvent.type(passwordField(), 'SpurDemo!2026');
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter both email and password.');
    expect(login).not.toHaveBeenCalled();
  });

  it('logs in and toasts "Login successful: Welcome back to Spur!"', async () => {
    const login = vi.fn(async () => {});
    renderLogin({ login });
    await userEvent.type(emailField(), ' traveler@spur.example ');
    await userEvent.type(passwordField(), 'SpurDemo!2026');
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Login successful', description: 'Welcome back to Spur!' }));
    expect(login).toHaveBeenCalledWith('traveler@spur.example', 'SpurDemo!2026');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('is busy while logging in', async () => {
    let finish!: () => void;
    const login = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    renderLogin({ login });
    await userEvent.type(emailField(), 'traveler@spur.example');
    await userEvent.type(passwordField(), 'SpurDemo!2026');
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
    expect(screen.getByRole('button', { name: /Logging in/ })).toBeDisabled();
    finish();
    await waitFor(() => expect(lastToast()?.title).toBe('Login successful'));
  });

  it('"Login failed" with the provider\'s message, shown inline too', async () => {
    const login = vi.fn(async () => Promise.reject(new Error('Incorrect username or password.')));
    renderLogin({ login });
    await userEvent.type(emailField(), 'traveler@spur.example');
    await userEvent.type(passwordField(), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
    await waitFor(() =>
      expect(lastToast()).toMatchObject({ title: 'Login failed', description: 'Incorrect username or password.', variant: 'destructive' }),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Incorrect username or password.');
    expect(screen.getByRole('button', { name: 'Log In' })).toBeEnabled();
  });

  it('"Please check your credentials and try again." when the provider gives no message', async () => {
    const login = vi.fn(async () => Promise.reject(new Error('')));
    renderLogin({ login });
    await userEvent.type(emailField(), 'traveler@spur.example');
    await userEvent.type(passwordField(), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
    await waitFor(() =>
      expect(lastToast()).toMatchObject({ title: 'Login failed', description: 'Please check your credentials and try again.' }),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Please check your credentials and try again.');
  });
});
