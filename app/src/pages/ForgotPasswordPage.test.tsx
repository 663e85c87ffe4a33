import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as DemoModeModule from '../demo/demoMode';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getToasts, resetToasts } from '@spur/ui-kit';
import { authService } from '../auth/authService';
import { renderRoutes } from '../test/render';
import ForgotPasswordPage from './ForgotPasswordPage';

vi.mock('../auth/authService', () => ({ authService: { resetPassword: vi.fn(), confirmResetPassword: vi.fn() } }));
vi.mock('../demo/demoMode', async (importOriginal) => ({
  ...(await importOriginal<typeof DemoModeModule>()),
  isDemoMode: vi.fn(() => true),
}));

const auth = vi.mocked(authService);
const EMAIL = 'traveler@spur.example';

function renderReset() {
  return renderRoutes(
    [
      { path: '/forgot-password', element: <ForgotPasswordPage /> },
      { path: '/login', element: <p>Login page</p> },
    ],
    { path: '/forgot-password', auth: { status: 'guest' } },
  );
}

async function reachStepTwo() {
  await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), EMAIL);
  await userEvent.click(screen.getByRole('button', { name: 'Send Reset Code' }));
  await screen.findByRole('heading', { level: 1, name: 'Choose a new password' });
}

async function fillStepTwo(code: string, next: string, confirm: string) {
  if (code) await userEvent.type(screen.getByRole('textbox', { name: 'Verification Code' }), code);
  if (next) await userEvent.type(screen.getByLabelText(/^New Password/), next);
  if (confirm) await userEvent.type(screen.getByLabelText(/^Confirm New Password/), confirm);
  await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
}

const lastToast = () => getToasts().at(-1);

beforeEach(() => {
  resetToasts();
  auth.resetPassword.mockResolvedValue();
});
afterEach(() => vi.clearAllMocks());

describe('ForgotPasswordPage', () => {
  it('requires the email, then sends the code: "Reset code sent", step two with the demo note', async () => {
    renderReset();
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Code' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter your email address.');
    expect(auth.resetPassword).not.toHaveBeenCalled();
    await reachStepTwo();
    expect(auth.resetPassword).toHaveBeenCalledWith(EMAIL);
    expect(lastToast()?.title).toBe('Reset code sent');
    expect(screen.getByText('Demo mode: your code is 123456')).toBeInTheDocument();
  });

  it('step two: all fields, then matching passwords', async () => {
    renderReset();
    await reachStepTwo();
    await fillStepTwo('', '', '');
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all fields.');
    await fillStepTwo('123456', 'SpurDemo!2027', 'SpurDemo!2028');
    expect(screen.getByRole('alert')).toHaveTextContent('Passwords do not match.');
    expect(auth.confirmResetPassword).not.toHaveBeenCalled();
  });

  it('"Password reset successful" and back to /login', async () => {
    auth.confirmResetPassword.mockResolvedValue();
    const { router } = renderReset();
    await reachStepTwo();
    await fillStepTwo('123456', 'SpurDemo!2027', 'SpurDemo!2027');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(auth.confirmResetPassword).toHaveBeenCalledWith(EMAIL, '123456', 'SpurDemo!2027');
    expect(lastToast()?.title).toBe('Password reset successful');
  });

  it('"Password reset failed" with the provider\'s message', async () => {
    auth.confirmResetPassword.mockRejectedValue(new Error('Invalid verification code provided, please try again.'));
    renderReset();
    await reachStepTwo();
    await fillStepTwo('000000', 'SpurDemo!2027', 'SpurDemo!2027');
    await waitFor(() =>
      expect(lastToast()).toMatchObject({ title: 'Password reset failed', description: 'Invalid verification code provided, please try again.' }),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid verification code provided, please try again.');
  });

  it('Resend sends the code again; "Failed to resend code." when it cannot', async () => {
    renderReset();
    await reachStepTwo();
    await userEvent.click(screen.getByRole('button', { name: 'Resend' }));
    await waitFor(() => expect(auth.resetPassword).toHaveBeenCalledTimes(2));
    auth.resetPassword.mockRejectedValueOnce(new Error('Attempt limit exceeded, please try after some time.'));
    await userEvent.click(await screen.findByRole('button', { name: 'Resend' }));
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Error', description: 'Failed to resend code.' }));
  });
});
