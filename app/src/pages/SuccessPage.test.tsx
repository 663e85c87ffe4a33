import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { SAMPLE_USERS, type AuthValue } from '../auth';
import { renderRoutes } from '../test/render';
import SuccessPage, { successConfirmationId } from './SuccessPage';

const CHECKOUT_ID = 'cs_test_a1B2c3D4e5F6g7H8i9J0kLmNoPqRsTuVwXyZ12345678';

function renderSuccess(path: string, auth: Partial<AuthValue>) {
  return renderRoutes([{ path: '/success', element: <SuccessPage /> }], { path, auth });
}

describe('successConfirmationId', () => {
  it('is the last 8 characters of session_id, or null without one', () => {
    expect(successConfirmationId(new URLSearchParams(`session_id=${CHECKOUT_ID}`))).toBe('12345678');
    expect(successConfirmationId(new URLSearchParams('session_id=%20'))).toBeNull();
    expect(successConfirmationId(new URLSearchParams(''))).toBeNull();
  });
});

describe('SuccessPage (SPEC §2 /success)', () => {
  it('guest without a checkout id: the prompt to sign up or log in and the email note', () => {
    renderSuccess('/success', { status: 'guest' });
    expect(screen.getByRole('heading', { level: 1, name: 'Payment Successful!' })).toBeInTheDocument();
    expect(screen.queryByText(/Confirmation ID/)).not.toBeInTheDocument();
    expect(screen.getByText(/Create an account or sign in/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create Account' })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Browse More Deals' })).toHaveAttribute('href', '/deals');
    expect(screen.getByText(/confirmation email is on its way.*same email address/i)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Go to My Bookings' })).not.toBeInTheDocument();
  });

  it('guest with a checkout id: the confirmation id', () => {
    renderSuccess(`/success?session_id=${CHECKOUT_ID}`, { status: 'guest' });
    expect(screen.getByText('Confirmation ID:')).toBeInTheDocument();
    expect(screen.getByText('12345678')).toBeInTheDocument();
  });

  it('signed in: Go to My Bookings (bookings tab) and Browse More Deals, no guest prompt', () => {
    renderSuccess(`/success?session_id=${CHECKOUT_ID}`, { user: SAMPLE_USERS.regular });
    expect(screen.getByRole('link', { name: 'Go to My Bookings' })).toHaveAttribute('href', '/profile?tab=bookings');
    expect(screen.getByRole('link', { name: 'Browse More Deals' })).toHaveAttribute('href', '/deals');
    expect(screen.getByText('12345678')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Create Account' })).not.toBeInTheDocument();
    expect(screen.queryByText(/same email address/)).not.toBeInTheDocument();
  });

  it('does not wait for the sign-in check: renders at once, variant-specific parts once known', () => {
    renderSuccess(`/success?session_id=${CHECKOUT_ID}`, { status: 'loading' });
    expect(screen.getByRole('heading', { level: 1, name: 'Payment Successful!' })).toBeInTheDocument();
    expect(screen.getByText('12345678')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse More Deals' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Go to My Bookings' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Create Account' })).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
