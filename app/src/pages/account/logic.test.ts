import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors';
import { TokenError } from '../../auth/token';
import {
  bookingDetailsPath,
  bookingDetailsView,
  firstName,
  isAuthFailure,
  paramsWithTab,
  preferenceSwitch,
  preferenceUpdate,
  profileTabFromParams,
  serverMessage,
  validateLogin,
  validatePasswordChange,
  validatePreferenceEmail,
} from './logic';
import { sampleBooking } from '@spur/demo-data';

describe('firstName (the profile greeting)', () => {
  it('is the first word of the full name', () => {
    expect(firstName('Jordan Reyes')).toBe('Jordan');
    expect(firstName('  Maya   de la Torre ')).toBe('Maya');
    expect(firstName('Cher')).toBe('Cher');
  });

  it('is null when there is no name (the greeting is then "Hi, there")', () => {
    expect(firstName(null)).toBeNull();
    expect(firstName(undefined)).toBeNull();
    expect(firstName('')).toBeNull();
    expect(firstName('   ')).toBeNull();
  });
});

describe('profile tab in ?tab=', () => {
  const tabOf = (query: string) => profileTabFromParams(new URLSearchParams(query));

  it('reads the three tabs', () => {
    expect(tabOf('tab=profile')).toBe('profile');
    expect(tabOf('tab=bookings')).toBe('bookings');
    expect(tabOf('tab=settings')).toBe('settings');
  });

  it('falls back to Profile Info when missing or unknown', () => {
    expect(tabOf('')).toBe('profile');
    expect(tabOf('tab=')).toBe('profile');
    expect(tabOf('tab=BOOKINGS')).toBe('profile');
    expect(tabOf('tab=admin')).toBe('profile');
  });

  it('writes the tab, keeps other parameters and drops the parameter for the default tab', () => {
    const params = new URLSearchParams('ref=success&tab=settings');
    expect(paramsWithTab(params, 'bookings').toString()).toBe('ref=success&tab=bookings');
    expect(paramsWithTab(params, 'profile').toString()).toBe('ref=success');
    expect(params.toString()).toBe('ref=success&tab=settings'); // not mutated
  });
});

describe('email preference switches', () => {
  it('switching on asks for an address first', () => {
    expect(preferenceSwitch('marketing', true)).toEqual({ action: 'ask-email', kind: 'marketing' });
    expect(preferenceSwitch('booking', true)).toEqual({ action: 'ask-email', kind: 'booking' });
  });

  it('switching off sends the flag false and an empty address', () => {
    expect(preferenceSwitch('marketing', false)).toEqual({
      action: 'save',
      update: { marketing_emails: false, marketing_email: '' },
    });
    expect(preferenceSwitch('booking', false)).toEqual({
      action: 'save',
      update: { booking_updates: false, booking_email: '' },
    });
  });

  it('switching on sends the flag with the (trimmed) address', () => {
    expect(preferenceUpdate('marketing', true, ' me@example.com ')).toEqual({
      marketing_emails: true,
      marketing_email: 'me@example.com',
    });
    expect(preferenceUpdate('booking', true, 'me@example.com')).toEqual({
      booking_updates: true,
      booking_email: 'me@example.com',
    });
  });

  it('the dialog requires an address', () => {
    expect(validatePreferenceEmail('')).toBe('Please enter your email address.');
    expect(validatePreferenceEmail('  ')).toBe('Please enter your email address.');
    expect(validatePreferenceEmail('me@example.com')).toBeNull();
  });

  it('a missing token or a 401 means authentication is required', () => {
    expect(isAuthFailure(new TokenError('No JWT token available'))).toBe(true);
    expect(isAuthFailure(new ApiError('Authentication required', { status: 401 }))).toBe(true);
    expect(isAuthFailure(new ApiError('Something went wrong. Please try again.', { status: 500 }))).toBe(false);
    expect(isAuthFailure(new Error('offline'))).toBe(false);
  });
});

describe('bookingDetailsView', () => {
  const booking = sampleBooking();

  it('maps the booking, with the last 8 characters of the checkout id as confirmation id', () => {
    expect(bookingDetailsView(booking)).toEqual({
      id: booking.id,
      title: 'Beginner Surf Lesson at Thalia Street',
      description: 'Two hours with a certified instructor.',
      status: 'confirmed',
      cancelled: false,
      bookingTime: '2026-11-08T17:00:00.000Z',
      price: 89,
      refunded: null,
      location: 'Thalia Street Beach, Laguna Beach, CA',
      business: 'Laguna Coast Adventures',
      confirmationId: '0oQ5iWnE',
      sessionStartsAt: booking.session_starts_at,
      timeZone: booking.time_zone,
      voucherCode: 'A1J7QKW2',
      cancellable: true,
      canReview: false,
      review: null,
    });
  });

  it('a used voucher is not cancellable; reviewing follows the API', () => {
    expect(bookingDetailsView({ ...booking, checked_in_at: '2026-11-20T18:00:00.000Z' }).cancellable).toBe(false);
    expect(bookingDetailsView({ ...booking, status: 'cancelled' }).cancellable).toBe(false);
    expect(bookingDetailsView({ ...booking, can_review: true }).canReview).toBe(true);
  });

  it('knows a cancelled booking, and a booking without a checkout', () => {
    const view = bookingDetailsView({ ...booking, status: 'cancelled', confirmation_id: null });
    expect(view.cancelled).toBe(true);
    expect(view.confirmationId).toBeNull();
    // A cancelled booking's voucher is gone.
    expect(view.voucherCode).toBeNull();
    expect(bookingDetailsView({ ...booking, status: 'pending' }).cancelled).toBe(false);
  });

  it('carries what the cancellation refunded, 0 included', () => {
    expect(bookingDetailsView({ ...booking, status: 'cancelled', refunded_amount: 44.5 }).refunded).toBe(44.5);
    expect(bookingDetailsView({ ...booking, status: 'cancelled', refunded_amount: 0 }).refunded).toBe(0);
  });

  it('links to the details page', () => {
    expect(bookingDetailsPath(booking.id)).toBe(`/booking-details/${booking.id}`);
  });
});

describe('form rules', () => {
  it('login needs both fields (SPEC §5)', () => {
    expect(validateLogin('', '')).toBe('Please enter both email and password.');
    expect(validateLogin('traveler@spur.example', '')).toBe('Please enter both email and password.');
    expect(validateLogin('   ', 'secret')).toBe('Please enter both email and password.');
    expect(validateLogin('traveler@spur.example', 'secret')).toBeNull();
  });

  it('change password needs every field and matching new passwords', () => {
    expect(validatePasswordChange({ current: '', next: 'a', confirm: 'a' })).toBe('Please fill in all fields.');
    expect(validatePasswordChange({ current: 'x', next: 'a', confirm: 'b' })).toBe('Passwords do not match.');
    expect(validatePasswordChange({ current: 'x', next: 'a', confirm: 'a' })).toBeNull();
  });

  it('toasts carry the server message only when it explains a refusal', () => {
    expect(serverMessage(new ApiError('Please enter a valid phone number.', { status: 400 }))).toBe(
      'Please enter a valid phone number.',
    );
    expect(serverMessage(new ApiError('This booking is already cancelled.', { status: 409 }))).toBe(
      'This booking is already cancelled.',
    );
    expect(serverMessage(new ApiError('Something went wrong. Please try again.', { status: 500 }))).toBeUndefined();
    expect(serverMessage(new ApiError('Could not reach the server.', { kind: 'network' }))).toBeUndefined();
    expect(serverMessage(new Error('boom'))).toBeUndefined();
  });
});
