import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ApiModule from '../api';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getToasts, resetToasts } from '@spur/ui-kit';
import type { EmailPreferences, User } from '@spur/contract';
import { ApiError } from '../api/errors';
import * as api from '../api';
import { authService } from '../auth/authService';
import { TokenError } from '../auth/token';
import { FLASH_TOAST_KEY } from '../flash';
import type { AuthValue } from '../auth';
import { renderRoutes } from '../test/render';
import { accountExit } from './account/DeleteAccount';
import { pageReload } from './account/ProfileInfoTab';
import ProfilePage from './ProfilePage';
import { SAMPLE_NOW, sampleBooking, sampleDeal, sampleSavedBusinesses, sampleSessions } from '@spur/demo-data';

vi.mock('../api', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiModule>()),
  updateProfile: vi.fn(),
  getMyBookings: vi.fn(),
  getMyWaitlist: vi.fn(),
  cancelBooking: vi.fn(),
  createReview: vi.fn(),
  getEmailPreferences: vi.fn(),
  getSavedDeals: vi.fn(),
  getSavedDealIds: vi.fn(),
  saveDeal: vi.fn(),
  unsaveDeal: vi.fn(),
  getSavedBusinesses: vi.fn(),
  getSavedBusinessIds: vi.fn(),
  unsaveBusiness: vi.fn(),
  updateEmailPreferences: vi.fn(),
  deleteAccount: vi.fn(),
}));

vi.mock('../auth/authService', () => ({ authService: { updatePassword: vi.fn() } }));

const mocked = vi.mocked(api);

const traveler: User = {
  id: '5eed0a00-0000-4000-8000-000000000003',
  email: 'traveler@spur.example',
  full_name: 'Jordan Reyes',
  phone_number: '(949) 555-0103',
  user_type: 'regular',
  created_at: '2026-01-01T00:00:00.000Z',
};
const business: User = { ...traveler, email: 'adventures@spur.example', full_name: 'Maya Torres', user_type: 'business' };

const preferences: EmailPreferences = {
  marketing_emails: false,
  booking_updates: true,
  alert_emails: true,
  marketing_email: '',
  booking_email: 'traveler@spur.example',
};

function renderProfile(path = '/profile', auth: Partial<AuthValue> = {}, now?: Date) {
  const value: Partial<AuthValue> = { status: 'authenticated', user: traveler, ...auth };
  return renderRoutes(
    [
      { path: '/profile', element: <ProfilePage /> },
      { path: '/deals', element: <p>Deals page</p> },
      { path: '/booking-details/:id', element: <p>Details page</p> },
      { path: '/waitlist-offers/:token', element: <p>Offer page</p> },
    ],
    { path, auth: value, ...(now ? { now } : {}) },
  );
}

/** The last toast shown, as `title: description`. */
const lastToast = () => {
  const toast = getToasts().at(-1);
  return toast ? `${toast.title}${toast.description ? `: ${toast.description}` : ''}` : undefined;
};

beforeEach(() => {
  resetToasts();
  mocked.getMyBookings.mockResolvedValue([]);
  mocked.getMyWaitlist.mockResolvedValue([]);
  mocked.getEmailPreferences.mockResolvedValue(preferences);
});

afterEach(() => {
  vi.clearAllMocks();
});

describe('ProfilePage header', () => {
  it('greets by first name; no badge for regular users', () => {
    renderProfile();
    expect(screen.getByRole('heading', { level: 1, name: 'Hi, Jordan' })).toBeInTheDocument();
    expect(screen.queryByText('Business Partner')).not.toBeInTheDocument();
  });

  it('greets "there" when the profile has no name', () => {
    renderProfile('/profile', { user: { ...traveler, full_name: null } });
    expect(screen.getByRole('heading', { level: 1, name: 'Hi, there' })).toBeInTheDocument();
  });

  it('shows the Business Partner badge and account type to business users', () => {
    renderProfile('/profile', { user: business, isBusiness: true });
    expect(screen.getByRole('heading', { level: 1, name: 'Hi, Maya' })).toBeInTheDocument();
    expect(screen.getAllByText('Business Partner')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Become a Business Partner' })).not.toBeInTheDocument();
  });

  it('shows "Loading..." until there is a profile', () => {
    renderProfile('/profile', { status: 'loading', user: null });
    expect(screen.getByText('Loading...')).toBeInTheDocument();
  });
});

describe('ProfilePage tabs and ?tab=', () => {
  const selected = () => screen.getByRole('tab', { selected: true });

  it('opens the tab the query names, Profile Info by default or for unknown values', () => {
    const { unmount } = renderProfile('/profile?tab=bookings');
    expect(selected()).toHaveTextContent('My Bookings');
    unmount();
    const second = renderProfile('/profile?tab=settings');
    expect(selected()).toHaveTextContent('Settings');
    second.unmount();
    const third = renderProfile('/profile?tab=nope');
    expect(selected()).toHaveTextContent('Profile Info');
    third.unmount();
    renderProfile('/profile');
    expect(selected()).toHaveTextContent('Profile Info');
  });

  it('writes the chosen tab into the query, and follows the query when it changes', async () => {
    const { router } = renderProfile('/profile');
    await userEvent.click(screen.getByRole('tab', { name: 'Settings' }));
    expect(router.state.location.search).toBe('?tab=settings');
    expect(selected()).toHaveTextContent('Settings');

    await userEvent.click(screen.getByRole('tab', { name: 'Profile Info' }));
    expect(router.state.location.search).toBe('');

    await act(() => router.navigate('/profile?tab=bookings'));
    expect(selected()).toHaveTextContent('My Bookings');
  });
});

describe('Profile Info', () => {
  it('saves name and phone, toasts "Profile Updated" and refreshes the signed-in user', async () => {
    const refresh = vi.fn(async () => {});
    mocked.updateProfile.mockResolvedValue({ ...traveler, full_name: 'Jordan R. Reyes' });
    renderProfile('/profile', { refresh });
    expect(screen.getByRole('textbox', { name: 'Full Name' })).toHaveValue('Jordan Reyes');
    expect(screen.getByText('traveler@spur.example')).toBeInTheDocument();
    expect(screen.getByText('Regular User')).toBeInTheDocument();

    const name = screen.getByRole('textbox', { name: 'Full Name' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Jordan R. Reyes');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(refresh).toHaveBeenCalled());
    expect(mocked.updateProfile).toHaveBeenCalledWith({ full_name: 'Jordan R. Reyes', phone_number: '(949) 555-0103' });
    expect(lastToast()).toBe('Profile Updated: Your profile has been saved.');
  });

  it('"Update failed" with the server\'s message, or "Could not update profile."', async () => {
    mocked.updateProfile.mockRejectedValueOnce(new ApiError('Please enter a valid phone number.', { status: 400 }));
    renderProfile();
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(lastToast()).toBe('Update failed: Please enter a valid phone number.'));

    mocked.updateProfile.mockRejectedValueOnce(new ApiError('Something went wrong. Please try again.', { status: 500 }));
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(lastToast()).toBe('Update failed: Could not update profile.'));
  });

  it('Become a Business Partner: upgrades, keeps "Account Upgraded!" for after the reload, reloads', async () => {
    const reload = vi.spyOn(pageReload, 'reload').mockImplementation(() => {});
    mocked.updateProfile.mockResolvedValue({ ...traveler, user_type: 'business' });
    renderProfile();
    await userEvent.click(screen.getByRole('button', { name: 'Become a Business Partner' }));
    await waitFor(() => expect(reload).toHaveBeenCalled());
    expect(mocked.updateProfile).toHaveBeenCalledWith({ user_type: 'business' });
    expect(JSON.parse(sessionStorage.getItem(FLASH_TOAST_KEY) ?? '{}')).toMatchObject({ title: 'Account Upgraded!' });
    expect(lastToast()).toBe('Account Upgraded!: You are now a Business Partner.');
  });

  it('"Upgrade Failed" when the server refuses', async () => {
    const reload = vi.spyOn(pageReload, 'reload').mockImplementation(() => {});
    mocked.updateProfile.mockRejectedValue(new ApiError('Something went wrong. Please try again.', { status: 500 }));
    renderProfile();
    await userEvent.click(screen.getByRole('button', { name: 'Become a Business Partner' }));
    await waitFor(() => expect(lastToast()).toBe('Upgrade Failed: Please try again.'));
    expect(reload).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Become a Business Partner' })).toBeEnabled();
  });
});

describe('My Bookings', () => {
  const surf = sampleBooking();
  const massage = sampleBooking({
    id: '5eedb000-0000-4000-8000-000000000003',
    title: 'Sea Salt Scrub & Massage, 80 Minutes',
    status: 'cancelled',
    price: 149,
  });

  it('shows the live waitlist places above the bookings: waiting, and an offer with Book now', async () => {
    const place = {
      token: '7b0c1c2e-5d1f-4c89-9a43-2f1e3d4c5b6a',
      deal_id: sampleSessions[0]!.deal_id,
      deal_title: 'Sunset Paddle',
      session_id: sampleSessions[0]!.id,
      session_starts_at: sampleSessions[0]!.starts_at,
      time_zone: 'America/Los_Angeles',
      status: 'waiting' as const,
      email: null,
      for_account: true,
      offer_expires_at: null,
      offer_amount: null,
      created_at: SAMPLE_NOW.toISOString(),
    };
    const offer = { ...place, token: '8b0c1c2e-5d1f-4c89-9a43-2f1e3d4c5b6a', deal_title: 'Harbor Cruise', status: 'offered' as const, offer_expires_at: new Date(SAMPLE_NOW.getTime() + 8 * 60_000).toISOString(), offer_amount: 4900 };
    mocked.getMyWaitlist.mockResolvedValue([offer, place]);
    const { router } = renderProfile('/profile?tab=bookings', {}, SAMPLE_NOW);
    const list = within(await screen.findByRole('list', { name: 'Your waitlists' }));
    expect(list.getByRole('link', { name: 'Sunset Paddle' })).toHaveAttribute('href', `/deals/${place.deal_id}`);
    expect(list.getByRole('heading', { name: "We'll e-mail you when a spot opens" })).toBeInTheDocument();
    expect(list.getByRole('heading', { name: 'A spot opened for you' })).toBeInTheDocument();
    await userEvent.click(list.getByRole('button', { name: 'Book now' }));
    expect(await screen.findByText('Offer page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/waitlist-offers/${offer.token}`);
  });

  it('lists bookings with status, price, a details link, and cancel only while not cancelled', async () => {
    mocked.getMyBookings.mockResolvedValue([surf, massage]);
    renderProfile('/profile?tab=bookings');
    const surfRow = within(await screen.findByRole('article', { name: surf.title }));
    expect(surfRow.getByText('Confirmed')).toBeInTheDocument();
    expect(surfRow.getByText('$89.00')).toBeInTheDocument();
    expect(surfRow.getByText('Two hours with a certified instructor.')).toBeInTheDocument();
    expect(surfRow.getByRole('link', { name: /View Details/ })).toHaveAttribute('href', `/booking-details/${surf.id}`);
    expect(surfRow.getByRole('button', { name: 'Cancel Booking' })).toBeInTheDocument();
    const massageRow = within(screen.getByRole('article', { name: massage.title }));
    expect(massageRow.getByText('Cancelled')).toBeInTheDocument();
    expect(massageRow.queryByRole('button', { name: 'Cancel Booking' })).not.toBeInTheDocument();
  });

  it('a booking of a deal with times shows the session’s day and time (venue time); an open-dated one none', async () => {
    const timed = sampleBooking({ id: '5eedb000-0000-4000-8000-000000000009', title: 'Sunset Paddle', session_id: sampleSessions[2]!.id, session_starts_at: sampleSessions[2]!.starts_at });
    mocked.getMyBookings.mockResolvedValue([timed, surf]);
    renderProfile('/profile?tab=bookings', {}, SAMPLE_NOW);
    const row = within(await screen.findByRole('article', { name: 'Sunset Paddle' }));
    expect(row.getByText(/Today 5:30 PM/)).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: surf.title })).queryByText(/Today|Tomorrow/)).not.toBeInTheDocument();
  });

  it('shows the empty state with Browse Deals', async () => {
    const { router } = renderProfile('/profile?tab=bookings');
    expect(await screen.findByText('No bookings yet')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Browse Deals' }));
    expect(router.state.location.pathname).toBe('/deals');
  });

  it('toasts the fetch error and retries', async () => {
    mocked.getMyBookings.mockRejectedValueOnce(new ApiError('Something went wrong. Please try again.', { status: 500 }));
    renderProfile('/profile?tab=bookings');
    await waitFor(() => expect(lastToast()).toBe('Error: Failed to fetch your bookings. Please try again.'));
    mocked.getMyBookings.mockResolvedValueOnce([surf]);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: surf.title })).toBeInTheDocument();
  });

  it('a booking that can be reviewed offers "Leave a review": the dialog posts it, thanks, and the list reloads', async () => {
    mocked.getMyBookings.mockResolvedValueOnce([{ ...surf, can_review: true }, massage]).mockResolvedValueOnce([surf, massage]);
    mocked.createReview.mockResolvedValue({} as never);
    renderProfile('/profile?tab=bookings');
    const surfRow = within(await screen.findByRole('article', { name: surf.title }));
    expect(within(screen.getByRole('article', { name: massage.title })).queryByRole('button', { name: 'Leave a review' })).not.toBeInTheDocument();
    await userEvent.click(surfRow.getByRole('button', { name: 'Leave a review' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Leave a review' }));
    await userEvent.click(dialog.getByText('5 stars'));
    await userEvent.click(dialog.getByRole('button', { name: 'Post review' }));
    await waitFor(() => expect(lastToast()).toBe('Thank you! Your review is on the deal page.'));
    expect(mocked.createReview).toHaveBeenCalledWith(surf.id, { rating: 5, text: '' });
    await waitFor(() => expect(mocked.getMyBookings).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Leave a review' })).not.toBeInTheDocument());
  });

  it('cancels after confirmation, toasts "Booking Cancelled" and reloads the list', async () => {
    mocked.getMyBookings.mockResolvedValueOnce([surf]).mockResolvedValueOnce([{ ...surf, status: 'cancelled' }]);
    mocked.cancelBooking.mockResolvedValue({ ...surf, status: 'cancelled' } as never);
    renderProfile('/profile?tab=bookings');
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel Booking' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel this booking?' });
    expect(mocked.cancelBooking).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel Booking' }));
    await waitFor(() => expect(lastToast()).toBe('Booking Cancelled: Your booking has been cancelled.'));
    expect(mocked.cancelBooking).toHaveBeenCalledWith(surf.id);
    await waitFor(() => expect(screen.getByText('Cancelled')).toBeInTheDocument());
    expect(mocked.getMyBookings).toHaveBeenCalledTimes(2);
  });

  it('"Keep Booking" closes the dialog without cancelling', async () => {
    mocked.getMyBookings.mockResolvedValue([surf]);
    renderProfile('/profile?tab=bookings');
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel Booking' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Keep Booking' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(mocked.cancelBooking).not.toHaveBeenCalled();
  });

  it('"Cancellation Failed" with the server\'s message or the default', async () => {
    mocked.getMyBookings.mockResolvedValue([surf]);
    mocked.cancelBooking.mockRejectedValueOnce(new ApiError('This booking is already cancelled.', { status: 409 }));
    renderProfile('/profile?tab=bookings');
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel Booking' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel Booking' }));
    await waitFor(() => expect(lastToast()).toBe('Cancellation Failed: This booking is already cancelled.'));

    mocked.cancelBooking.mockRejectedValueOnce(new ApiError('Something went wrong. Please try again.', { status: 500 }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel Booking' }));
    await waitFor(() => expect(lastToast()).toBe('Cancellation Failed: Failed to cancel booking. Please try again.'));
  });
});

describe('Settings: email preferences', () => {
  async function openSettings(prefs: EmailPreferences = preferences) {
    mocked.getEmailPreferences.mockResolvedValue(prefs);
    renderProfile('/profile?tab=settings');
    return screen.findByRole('switch', { name: 'Marketing emails' });
  }

  it('shows the preferences from the server', async () => {
    const marketing = await openSettings();
    expect(marketing).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Booking updates' })).toBeChecked();
    expect(screen.getByText(/Sent to traveler@spur.example/)).toBeInTheDocument();
  });

  it('switching on opens the dialog, prefilled with the account email, and saves flag + address', async () => {
    mocked.updateEmailPreferences.mockResolvedValue({ ...preferences, marketing_emails: true, marketing_email: 'me@example.com' });
    await userEvent.click(await openSettings());
    const dialog = await screen.findByRole('dialog', { name: 'Turn on marketing emails' });
    const email = within(dialog).getByRole('textbox', { name: 'Email address' });
    expect(email).toHaveValue('traveler@spur.example');
    expect(mocked.updateEmailPreferences).not.toHaveBeenCalled();

    await userEvent.clear(email);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Turn On' }));
    expect(within(dialog).getByText('Please enter your email address.')).toBeInTheDocument();
    expect(mocked.updateEmailPreferences).not.toHaveBeenCalled();

    await userEvent.type(email, 'me@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Turn On' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(mocked.updateEmailPreferences).toHaveBeenCalledWith({ marketing_emails: true, marketing_email: 'me@example.com' });
    expect(lastToast()).toBe('Email preference updated');
    expect(screen.getByRole('switch', { name: 'Marketing emails' })).toBeChecked();
  });

  it('cancelling the dialog leaves the switch off and sends nothing', async () => {
    await userEvent.click(await openSettings());
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('switch', { name: 'Marketing emails' })).not.toBeChecked();
    expect(mocked.updateEmailPreferences).not.toHaveBeenCalled();
  });

  it('switching off sends false and an empty address: "Preferences updated"', async () => {
    mocked.updateEmailPreferences.mockResolvedValue({ ...preferences, booking_updates: false, booking_email: '' });
    await openSettings();
    await userEvent.click(screen.getByRole('switch', { name: 'Booking updates' }));
    await waitFor(() => expect(lastToast()).toBe('Preferences updated'));
    expect(mocked.updateEmailPreferences).toHaveBeenCalledWith({ booking_updates: false, booking_email: '' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Booking updates' })).not.toBeChecked();
  });

  it('switches alert e-mails on their own, to the account\'s address', async () => {
    mocked.updateEmailPreferences.mockResolvedValue({ ...preferences, alert_emails: false });
    await openSettings();
    const alerts = screen.getByRole('switch', { name: 'Alerts' });
    expect(alerts).toBeChecked();
    expect(alerts).toHaveAccessibleDescription('New times, price drops and freed spots of your saved deals and alerts, and new deals of your saved businesses, to your account\'s address when push is off.');
    await userEvent.click(alerts);
    await waitFor(() => expect(lastToast()).toBe('Preferences updated'));
    expect(mocked.updateEmailPreferences).toHaveBeenCalledWith({ alert_emails: false });
    expect(screen.getByRole('switch', { name: 'Alerts' })).not.toBeChecked();
  });

  it('leads to the alerts page', async () => {
    renderProfile('/profile?tab=settings');
    expect(screen.getByRole('heading', { name: 'Alerts' })).toBeInTheDocument();
    expect(screen.getByText('New times, price drops and freed spots near a place you choose, on this device, by e-mail and in the bell.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Manage alerts' })).toHaveAttribute('href', '/alerts');
  });

  it('"Update failed" when the server refuses', async () => {
    mocked.updateEmailPreferences.mockRejectedValue(new ApiError('Something went wrong. Please try again.', { status: 500 }));
    await openSettings();
    await userEvent.click(screen.getByRole('switch', { name: 'Booking updates' }));
    await waitFor(() => expect(lastToast()).toBe('Update failed: Please try again.'));
    expect(screen.getByRole('switch', { name: 'Booking updates' })).toBeChecked();
  });

  it('"Authentication required" when there is no token', async () => {
    mocked.updateEmailPreferences.mockRejectedValue(new TokenError('No JWT token available'));
    await openSettings();
    await userEvent.click(screen.getByRole('switch', { name: 'Booking updates' }));
    await waitFor(() =>
      expect(lastToast()).toBe('Authentication required: Please log in to update email preferences.'),
    );
  });
});

describe('Saved', () => {
  beforeEach(() => {
    mocked.getSavedBusinesses.mockResolvedValue([]);
    mocked.getSavedBusinessIds.mockResolvedValue({ business_ids: [] });
  });

  it('lists the saved deals as cards with filled hearts; a heart unsaves', async () => {
    mocked.getSavedDeals.mockResolvedValue([sampleDeal]);
    mocked.getSavedDealIds.mockResolvedValue({ deal_ids: [sampleDeal.id] });
    mocked.unsaveDeal.mockResolvedValue({ saved: false });
    renderProfile('/profile?tab=saved');
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('Saved');
    const grid = await screen.findByRole('list', { name: 'Saved deals' });
    expect(within(grid).getByRole('heading', { name: sampleDeal.title })).toBeInTheDocument();
    await userEvent.click(await within(grid).findByRole('button', { name: 'Saved', pressed: true }));
    expect(mocked.unsaveDeal).toHaveBeenCalledWith(sampleDeal.id);
    expect(within(grid).getByRole('button', { name: 'Save deal', pressed: false })).toBeInTheDocument();
  });

  it('says there is nothing saved yet, with a way to the deals', async () => {
    mocked.getSavedDeals.mockResolvedValue([]);
    mocked.getSavedDealIds.mockResolvedValue({ deal_ids: [] });
    renderProfile('/profile?tab=saved');
    expect(await screen.findByRole('heading', { name: 'No saved deals yet' })).toBeInTheDocument();
    expect(screen.getByText('Tap the heart on a deal to keep it here and hear about a new time, a price drop or a freed spot.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Browse Deals' }));
    expect(await screen.findByText('Deals page')).toBeInTheDocument();
  });

  it('lists the saved businesses with their live deals, linked; "Saved" unsaves one', async () => {
    mocked.getSavedDeals.mockResolvedValue([]);
    mocked.getSavedBusinesses.mockResolvedValue(sampleSavedBusinesses);
    mocked.getSavedBusinessIds.mockResolvedValue({ business_ids: sampleSavedBusinesses.map((business) => business.id) });
    mocked.unsaveBusiness.mockResolvedValue({ saved: false });
    renderProfile('/profile?tab=saved');
    const section = await screen.findByRole('region', { name: 'Saved businesses' });
    expect(within(section).getByText('Their new deals and new times come to your alerts.')).toBeInTheDocument();
    const list = await within(section).findByRole('list', { name: 'Saved businesses' });
    const [laguna, spa] = within(list).getAllByRole('listitem').filter((item) => item.parentElement === list);
    expect(within(laguna!).getByRole('heading', { level: 3, name: 'Laguna Coast Adventures' })).toBeInTheDocument();
    expect(within(laguna!).getByText('7 live deals')).toBeInTheDocument();
    const links = within(within(laguna!).getByRole('list', { name: 'Deals of Laguna Coast Adventures' }));
    expect(links.getByRole('link', { name: 'Beginner Surf Lesson at Thalia Street' })).toHaveAttribute('href', `/deals/${sampleSavedBusinesses[0]!.deals[0]!.id}`);
    expect(links.getAllByRole('link')).toHaveLength(3);
    expect(links.getByText('and 4 more')).toBeInTheDocument();
    expect(within(spa!).getByText('No live deals right now')).toBeInTheDocument();
    expect(within(spa!).queryByRole('list')).not.toBeInTheDocument();
    await userEvent.click(await within(spa!).findByRole('button', { name: 'Saved: Harborlight Spa' }));
    expect(mocked.unsaveBusiness).toHaveBeenCalledWith(sampleSavedBusinesses[1]!.id);
    expect(within(spa!).getByRole('button', { name: 'Save business: Harborlight Spa' })).toHaveTextContent('Save business');
  });

  it('says there is no saved business yet, and how to save one', async () => {
    mocked.getSavedDeals.mockResolvedValue([sampleDeal]);
    mocked.getSavedDealIds.mockResolvedValue({ deal_ids: [sampleDeal.id] });
    renderProfile('/profile?tab=saved');
    const section = await screen.findByRole('region', { name: 'Saved businesses' });
    expect(await within(section).findByText('No saved businesses yet. Choose "Save business" on a deal to hear when its business adds a deal or a time.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Saved deals' })).toBeInTheDocument();
  });

  it('offers Retry when the saved businesses fail to load', async () => {
    mocked.getSavedDeals.mockResolvedValue([]);
    mocked.getSavedBusinesses.mockRejectedValueOnce(new ApiError('Something went wrong. Please try again.', { status: 500 }));
    renderProfile('/profile?tab=saved');
    const section = await screen.findByRole('region', { name: 'Saved businesses' });
    expect(await within(section).findByText('We could not load your saved businesses')).toBeInTheDocument();
    await userEvent.click(within(section).getByRole('button', { name: 'Retry' }));
    expect(await within(section).findByText(/^No saved businesses yet/)).toBeInTheDocument();
  });

  it('offers Retry when the list fails', async () => {
    mocked.getSavedDeals.mockRejectedValueOnce(new ApiError('Something went wrong. Please try again.', { status: 500 }));
    mocked.getSavedDealIds.mockResolvedValue({ deal_ids: [] });
    renderProfile('/profile?tab=saved');
    expect(await screen.findByText('We could not load your saved deals')).toBeInTheDocument();
    mocked.getSavedDeals.mockResolvedValue([]);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'No saved deals yet' })).toBeInTheDocument();
  });
});

describe('Settings: change password', () => {
  const updatePassword = vi.mocked(authService.updatePassword);

  async function fill(current: string, next: string, confirm: string) {
    renderProfile('/profile?tab=settings');
    await userEvent.type(screen.getByLabelText(/^Current Password/), current);
    await userEvent.type(screen.getByLabelText(/^New Password/), next);
    await userEvent.type(screen.getByLabelText(/^Confirm New Password/), confirm);
    await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
  }

  it('rejects different new passwords', async () => {
    await fill('SpurDemo!2026', 'SpurDemo!2027', 'SpurDemo!2028');
    expect(screen.getByRole('alert')).toHaveTextContent('Passwords do not match.');
    expect(updatePassword).not.toHaveBeenCalled();
  });

  it('changes the password through the auth service and clears the form', async () => {
    updatePassword.mockResolvedValue();
    await fill('SpurDemo!2026', 'SpurDemo!2027', 'SpurDemo!2027');
    await waitFor(() => expect(lastToast()).toBe('Password changed: Your password has been updated.'));
    expect(updatePassword).toHaveBeenCalledWith('SpurDemo!2026', 'SpurDemo!2027');
    expect(screen.getByLabelText(/^Current Password/)).toHaveValue('');
  });

  it('shows what the identity provider said when it fails', async () => {
    updatePassword.mockRejectedValue(Object.assign(new Error('Incorrect username or password.'), { name: 'NotAuthorizedException' }));
    await fill('wrong', 'SpurDemo!2027', 'SpurDemo!2027');
    await waitFor(() => expect(lastToast()).toBe('Password change failed: Incorrect username or password.'));
    expect(screen.getByRole('alert')).toHaveTextContent('Incorrect username or password.');
  });
});

describe('Settings: delete account', () => {
  it('confirms, deletes on the server, clears local data, logs out, and flashes "Account deleted"', async () => {
    localStorage.setItem('userEmail', 'traveler@spur.example');
    localStorage.setItem('jwtToken', 'eyJ.x.y');
    const logout = vi.fn(async () => {
      sessionStorage.setItem(FLASH_TOAST_KEY, JSON.stringify({ title: 'Logged out successfully' }));
    });
    mocked.deleteAccount.mockResolvedValue({ message: 'Your account has been deleted.' } as never);
    renderProfile('/profile?tab=settings', { logout });
    await userEvent.click(screen.getByRole('button', { name: 'Delete Account' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete your account?' });
    expect(mocked.deleteAccount).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete Account' }));
    await waitFor(() => expect(logout).toHaveBeenCalled());
    expect(mocked.deleteAccount).toHaveBeenCalled();
    expect(localStorage.getItem('userEmail')).toBeNull();
    expect(localStorage.getItem('jwtToken')).toBeNull();
    await waitFor(() =>
      expect(JSON.parse(sessionStorage.getItem(FLASH_TOAST_KEY) ?? '{}')).toEqual({ title: 'Account deleted' }),
    );
  });

  it('still leaves when signing out fails after the account is gone', async () => {
    const hardRedirect = vi.spyOn(accountExit, 'hardRedirect').mockImplementation(() => {});
    mocked.deleteAccount.mockResolvedValue({ message: 'Your account has been deleted.' } as never);
    renderProfile('/profile?tab=settings', { logout: vi.fn(async () => Promise.reject(new Error('Failed to log out.'))) });
    await userEvent.click(screen.getByRole('button', { name: 'Delete Account' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete Account' }));
    await waitFor(() => expect(hardRedirect).toHaveBeenCalledWith('/'));
    expect(JSON.parse(sessionStorage.getItem(FLASH_TOAST_KEY) ?? '{}')).toEqual({ title: 'Account deleted' });
  });

  it('"Failed to delete account. Please try again." and stays signed in', async () => {
    const logout = vi.fn(async () => {});
    mocked.deleteAccount.mockRejectedValue(new ApiError('Something went wrong. Please try again.', { status: 500 }));
    renderProfile('/profile?tab=settings', { logout });
    await userEvent.click(screen.getByRole('button', { name: 'Delete Account' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete Account' }));
    await waitFor(() => expect(lastToast()).toBe('Error: Failed to delete account. Please try again.'));
    expect(logout).not.toHaveBeenCalled();
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });
});
