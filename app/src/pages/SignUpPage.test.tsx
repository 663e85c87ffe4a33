import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ApiModule from '../api';
import type * as DemoModeModule from '../demo/demoMode';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getToasts, resetToasts } from '@spur/ui-kit';
import * as api from '../api';
import { authService } from '../auth/authService';
import { isDemoMode } from '../demo/demoMode';
import { fakeJwt, regularUser } from '../test/fakes';
import { renderRoutes } from '../test/render';
import SignUpPage from './SignUpPage';

vi.mock('../auth/authService', () => ({
  authService: {
    signUp: vi.fn(),
    confirmSignUp: vi.fn(),
    resendSignUpCode: vi.fn(),
    autoSignIn: vi.fn(),
    getIdToken: vi.fn(),
    fetchUserAttributes: vi.fn(),
  },
}));
vi.mock('../api', async (importOriginal) => ({ ...(await importOriginal<typeof ApiModule>()), initUser: vi.fn() }));
vi.mock('../demo/demoMode', async (importOriginal) => ({
  ...(await importOriginal<typeof DemoModeModule>()),
  isDemoMode: vi.fn(() => false),
}));

const auth = vi.mocked(authService);
const EMAIL = 'new.explorer@spur.example';
const PASSWORD = 'SpurDemo!2026';

function renderSignUp(refresh = vi.fn(async () => {})) {
  const result = renderRoutes(
    [
      { path: '/signup', element: <SignUpPage /> },
      { path: '/login', element: <p>Login page</p> },
      { path: '/', element: <p>Home page</p> },
    ],
    { path: '/signup', auth: { status: 'guest', refresh } },
  );
  return { ...result, refresh };
}

async function submitStepOne(confirm = PASSWORD) {
  await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), EMAIL);
  await userEvent.type(screen.getByLabelText(/^Password/), PASSWORD);
  await userEvent.type(screen.getByLabelText(/^Confirm Password/), confirm);
  await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
}

const toastTitles = () => getToasts().map((toast) => toast.title);

beforeEach(() => {
  resetToasts();
  auth.signUp.mockResolvedValue({ userConfirmed: false });
  auth.resendSignUpCode.mockResolvedValue();
});
afterEach(() => vi.clearAllMocks());

describe('SignUpPage', () => {
  it('step one: email field, the login-ID warning, a link to log in', async () => {
    const { router } = renderSignUp();
    expect(screen.getByRole('heading', { level: 1, name: 'Create your account' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('type', 'email');
    expect(screen.getByText(/cannot be changed later/)).toHaveTextContent(/contact support at support@spurdeals.com/);
    await userEvent.click(screen.getByRole('link', { name: 'Log in' }));
    expect(router.state.location.pathname).toBe('/login');
  });

  it('validates: all fields, then matching passwords', async () => {
    renderSignUp();
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all fields.');
    await submitStepOne('Different!2026');
    expect(screen.getByRole('alert')).toHaveTextContent('Passwords do not match.');
    expect(auth.signUp).not.toHaveBeenCalled();
  });

  it('"Sign up failed": the provider\'s message inline, the spec\'s text in the toast', async () => {
    auth.signUp.mockRejectedValue(Object.assign(new Error('An account with the given email already exists.'), { name: 'UsernameExistsException' }));
    renderSignUp();
    await submitStepOne();
    await waitFor(() =>
      expect(getToasts().at(-1)).toMatchObject({ title: 'Sign up failed', description: 'There was a problem creating your account.' }),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('An account with the given email already exists.');
    expect(screen.getByRole('heading', { level: 1, name: 'Create your account' })).toBeInTheDocument();
  });

  it('step two: "Verify your account", the demo code note in demo mode, a Resend that resends', async () => {
    vi.mocked(isDemoMode).mockReturnValue(true);
    renderSignUp();
    await submitStepOne();
    expect(await screen.findByRole('heading', { level: 1, name: 'Verify your account' })).toBeInTheDocument();
    expect(auth.signUp).toHaveBeenCalledWith(EMAIL, PASSWORD);
    expect(toastTitles()).toContain('Verification code sent');
    expect(screen.getByText('Demo mode: your code is 123456')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Resend' }));
    await waitFor(() => expect(toastTitles().at(-1)).toBe('Code resent'));
    expect(auth.resendSignUpCode).toHaveBeenCalledWith(EMAIL);
  });

  it('no demo code note outside demo mode', async () => {
    vi.mocked(isDemoMode).mockReturnValue(false);
    renderSignUp();
    await submitStepOne();
    await screen.findByRole('heading', { level: 1, name: 'Verify your account' });
    expect(screen.queryByText(/Demo mode/)).not.toBeInTheDocument();
  });

  it('requires the code, and says so when it is wrong', async () => {
    auth.confirmSignUp.mockRejectedValue(Object.assign(new Error('Invalid verification code provided, please try again.'), { name: 'CodeMismatchException' }));
    renderSignUp();
    await submitStepOne();
    await screen.findByRole('heading', { level: 1, name: 'Verify your account' });
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter the verification code.');
    await userEvent.type(screen.getByRole('textbox', { name: 'Verification Code' }), '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() =>
      expect(getToasts().at(-1)).toMatchObject({ title: 'Verification failed', description: 'Invalid verification code. Please try again.' }),
    );
  });

  it('verifies, signs in, waits, initialises the user and goes home', async () => {
    auth.confirmSignUp.mockResolvedValue({ autoSignIn: true });
    auth.autoSignIn.mockResolvedValue(true);
    auth.getIdToken.mockResolvedValue(fakeJwt());
    auth.fetchUserAttributes.mockResolvedValue({ email: EMAIL });
    vi.mocked(api.initUser).mockResolvedValue({ ...regularUser, email: EMAIL });
    const { router, refresh } = renderSignUp();
    await submitStepOne();
    await userEvent.type(await screen.findByRole('textbox', { name: 'Verification Code' }), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('button', { name: /Verifying/ })).toBeDisabled();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), { timeout: 4000 });
    expect(auth.confirmSignUp).toHaveBeenCalledWith(EMAIL, '123456');
    expect(refresh).toHaveBeenCalled();
  });

  it('"Account verified" and /login when there is no automatic sign-in', async () => {
    auth.confirmSignUp.mockResolvedValue({ autoSignIn: false });
    const { router } = renderSignUp();
    await submitStepOne();
    await userEvent.type(await screen.findByRole('textbox', { name: 'Verification Code' }), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(getToasts().at(-1)?.title).toBe('Account verified');
  });

  it('"Account verified but database error" when the init call fails, and still home', async () => {
    auth.confirmSignUp.mockResolvedValue({ autoSignIn: true });
    auth.autoSignIn.mockResolvedValue(true);
    auth.getIdToken.mockResolvedValue(fakeJwt());
    auth.fetchUserAttributes.mockResolvedValue({ email: EMAIL });
    vi.mocked(api.initUser).mockRejectedValue(new Error('Internal Server Error'));
    const { router } = renderSignUp();
    await submitStepOne();
    await userEvent.type(await screen.findByRole('textbox', { name: 'Verification Code' }), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), { timeout: 4000 });
    expect(getToasts().at(-1)).toMatchObject({ title: 'Account verified but database error', variant: 'destructive' });
  });
});
