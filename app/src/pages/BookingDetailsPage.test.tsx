import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ApiModule from '../api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getToasts, resetToasts } from '@spur/ui-kit';
import * as api from '../api';
import { ApiError } from '../api/errors';
import { regularUser } from '../test/fakes';
import { renderRoutes } from '../test/render';
import BookingDetailsPage from './BookingDetailsPage';
import { SAMPLE_NOW, sampleBooking, sampleSessions } from '@spur/demo-data';

vi.mock('../api', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiModule>()),
  getBooking: vi.fn(),
  cancelBooking: vi.fn(),
  createReview: vi.fn(),
}));

const mocked = vi.mocked(api);

const surf = sampleBooking();

function renderDetails(entries: string[] = [`/booking-details/${surf.id}`], now?: Date) {
  const { router, ...rest } = renderRoutes(
    [
      { path: '/booking-details/:id', element: <BookingDetailsPage /> },
      { path: '/profile', element: <p>Profile page</p> },
      { path: '/deals', element: <p>Deals page</p> },
      { path: '/success', element: <p>Success page</p> },
    ],
    { path: entries[0], auth: { status: 'authenticated', user: regularUser }, ...(now ? { now } : {}) },
  );
  return { router, ...rest };
}

beforeEach(() => {
  resetToasts();
  localStorage.clear();
});
afterEach(() => vi.clearAllMocks());

describe('BookingDetailsPage', () => {
  it('shows the booking: title, description, status, date, price, place, business, confirmation id', async () => {
    mocked.getBooking.mockResolvedValue(surf);
    renderDetails();
    const card = within(await screen.findByRole('article', { name: surf.title }));
    expect(mocked.getBooking).toHaveBeenCalledWith(surf.id, expect.anything());
    expect(screen.getByRole('heading', { level: 1, name: 'Booking Details' })).toBeInTheDocument();
    expect(card.getByText('Two hours with a certified instructor.')).toBeInTheDocument();
    expect(card.getByText('Confirmed')).toBeInTheDocument();
    expect(card.getByText('Nov 8, 2026')).toBeInTheDocument();
    expect(card.getByText('$89.00')).toBeInTheDocument();
    expect(card.getByText('Thalia Street Beach, Laguna Beach, CA')).toBeInTheDocument();
    expect(card.getByText('Laguna Coast Adventures')).toBeInTheDocument();
    expect(card.getByText('0oQ5iWnE')).toBeInTheDocument();
    expect(card.getByRole('link', { name: 'Back to Profile' })).toHaveAttribute('href', '/profile?tab=bookings');
    expect(card.getByRole('link', { name: 'Browse More Deals' })).toHaveAttribute('href', '/deals');
    expect(card.getByRole('button', { name: 'Cancel Booking' })).toBeInTheDocument();
  });

  it('a booking of a deal with times: "When" with the session’s day and time, the booking date still "Booked on"', async () => {
    mocked.getBooking.mockResolvedValue({ ...surf, session_id: sampleSessions[4]!.id, session_starts_at: sampleSessions[4]!.starts_at });
    renderDetails(undefined, SAMPLE_NOW);
    const card = within(await screen.findByRole('article', { name: surf.title }));
    expect(card.getByText('When')).toBeInTheDocument();
    expect(card.getByText(/^Tomorrow 9:00 AM/)).toBeInTheDocument();
    expect(card.getByText('Booked on')).toBeInTheDocument();
    expect(card.getByText('Nov 8, 2026')).toBeInTheDocument();
  });

  it('an open-dated booking has no "When"', async () => {
    mocked.getBooking.mockResolvedValue(surf);
    renderDetails();
    await screen.findByRole('article', { name: surf.title });
    expect(screen.queryByText('When')).not.toBeInTheDocument();
  });

  it('has no cancel action for a cancelled booking, and says when there is no confirmation id yet', async () => {
    mocked.getBooking.mockResolvedValue({ ...surf, status: 'cancelled', confirmation_id: null });
    renderDetails();
    const card = within(await screen.findByRole('article', { name: surf.title }));
    expect(card.getByText('Cancelled')).toBeInTheDocument();
    expect(card.getByText('Not available yet')).toBeInTheDocument();
    expect(card.queryByRole('button', { name: 'Cancel Booking' })).not.toBeInTheDocument();
  });

  it('cancels after confirmation and shows the booking cancelled', async () => {
    mocked.getBooking.mockResolvedValueOnce(surf).mockResolvedValueOnce({ ...surf, status: 'cancelled' });
    mocked.cancelBooking.mockResolvedValue({ ...surf, status: 'cancelled' } as never);
    renderDetails();
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel Booking' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel this booking?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel Booking' }));
    await waitFor(() => expect(getToasts().at(-1)?.title).toBe('Booking Cancelled'));
    expect(mocked.cancelBooking).toHaveBeenCalledWith(surf.id);
    await waitFor(() => expect(screen.getByText('Cancelled')).toBeInTheDocument());
  });

  it('"Booking not found" on a 404, with the same ways out', async () => {
    mocked.getBooking.mockRejectedValue(new ApiError('Booking not found', { status: 404 }));
    const { router } = renderDetails();
    expect(await screen.findByRole('heading', { name: 'Booking not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse More Deals' })).toHaveAttribute('href', '/deals');
    await userEvent.click(screen.getByRole('link', { name: 'Back to Profile' }));
    expect(router.state.location.pathname).toBe('/profile');
    expect(router.state.location.search).toBe('?tab=bookings');
  });

  it('shows the error with Retry, which loads again', async () => {
    mocked.getBooking.mockRejectedValueOnce(new ApiError('Something went wrong. Please try again.', { status: 500 }));
    mocked.getBooking.mockResolvedValueOnce(surf);
    renderDetails();
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: surf.title })).toBeInTheDocument();
  });

  it('a confirmed booking shows its voucher: the QR (loaded on demand) and the code in two groups', async () => {
    mocked.getBooking.mockResolvedValue(surf);
    renderDetails();
    const voucher = within(await screen.findByRole('region', { name: 'Your voucher' }));
    expect(voucher.getByTestId('voucher-code')).toHaveTextContent('A1J7-QKW2');
    expect(voucher.getByText('Show this code at the venue. It works once.')).toBeInTheDocument();
    const qr = voucher.getByRole('img', { name: 'QR code of voucher A1J7-QKW2' });
    await waitFor(() => expect(qr.querySelector('svg')).not.toBeNull());
  });

  it.each([
    ['cancelled', { status: 'cancelled' as const }],
    ['pending', { status: 'pending' as const, voucher_code: null }],
  ])('a %s booking shows no voucher', async (_label, overrides) => {
    mocked.getBooking.mockResolvedValue({ ...surf, ...overrides });
    renderDetails();
    await screen.findByRole('article', { name: surf.title });
    expect(screen.queryByRole('region', { name: 'Your voucher' })).not.toBeInTheDocument();
  });

  it('offline, shows the voucher kept from the last visit, saying it is the saved copy (no cancel then)', async () => {
    mocked.getBooking.mockResolvedValueOnce(surf);
    const first = renderDetails();
    await screen.findByRole('region', { name: 'Your voucher' });
    first.unmount();
    mocked.getBooking.mockRejectedValue(new ApiError('Network error', { kind: 'network' }));
    renderDetails();
    const voucher = within(await screen.findByRole('region', { name: 'Your voucher' }));
    expect(voucher.getByRole('status')).toHaveTextContent('Offline: this is the copy saved on this device.');
    expect(voucher.getByTestId('voucher-code')).toHaveTextContent('A1J7-QKW2');
    expect(screen.queryByRole('button', { name: 'Cancel Booking' })).not.toBeInTheDocument();
  });

  it('offline with no saved copy of this booking: the error', async () => {
    mocked.getBooking.mockRejectedValue(new ApiError('Network error', { kind: 'network' }));
    renderDetails();
    expect(await screen.findByText('Network error')).toBeInTheDocument();
  });

  it('shows "Loading booking..." while it loads', () => {
    mocked.getBooking.mockReturnValue(new Promise(() => {}));
    renderDetails();
    expect(screen.getByText('Loading booking...')).toBeInTheDocument();
  });

  it('Back goes to My Bookings when the page was opened directly', async () => {
    mocked.getBooking.mockResolvedValue(surf);
    const { router } = renderDetails();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/profile?tab=bookings');
  });

  it('Back goes back in history otherwise', async () => {
    mocked.getBooking.mockResolvedValue(surf);
    const { router } = renderDetails(['/success']);
    await router.navigate(`/booking-details/${surf.id}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/success'));
  });

  describe('reviews', () => {
    const review = {
      id: '5eed7e00-0000-4000-8000-000000000099',
      deal_id: surf.deal_id,
      rating: 4,
      text: 'Stood up on my third wave!',
      reviewer_name: 'Jordan R.',
      created_at: '2026-11-20T20:00:00.000Z',
      answer: null,
      answered_at: null,
    };

    it('no "Leave a review" before it applies', async () => {
      mocked.getBooking.mockResolvedValue(surf);
      renderDetails();
      await screen.findByRole('article', { name: surf.title });
      expect(screen.queryByRole('button', { name: 'Leave a review' })).not.toBeInTheDocument();
    });

    it('"Leave a review" opens the form; no stars is refused in place; posted, the review shows and the toast thanks', async () => {
      const checkedIn = { ...surf, checked_in_at: '2026-11-20T18:00:00.000Z', can_review: true };
      mocked.getBooking.mockResolvedValueOnce(checkedIn).mockResolvedValue({ ...checkedIn, can_review: false, review });
      mocked.createReview.mockResolvedValue(review);
      renderDetails();
      await userEvent.click(await screen.findByRole('button', { name: 'Leave a review' }));
      const dialog = within(await screen.findByRole('dialog', { name: 'Leave a review' }));
      expect(dialog.getByText(`How was ${surf.title}? Your review is shown on the deal page with your first name and last initial.`)).toBeInTheDocument();
      await userEvent.click(dialog.getByRole('button', { name: 'Post review' }));
      expect(dialog.getByText('Please choose a rating from 1 to 5 stars.')).toBeInTheDocument();
      expect(mocked.createReview).not.toHaveBeenCalled();

      await userEvent.click(dialog.getByText('4 stars'));
      await userEvent.type(dialog.getByRole('textbox', { name: 'Your review (optional)' }), 'Stood up on my third wave!');
      expect(dialog.getByText('26 / 1,000 characters')).toBeInTheDocument();
      await userEvent.click(dialog.getByRole('button', { name: 'Post review' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(mocked.createReview).toHaveBeenCalledWith(surf.id, { rating: 4, text: 'Stood up on my third wave!' });
      expect(getToasts()).toContainEqual(expect.objectContaining({ title: 'Thank you! Your review is on the deal page.' }));
      const yours = within(await screen.findByRole('region', { name: 'Your review' }));
      expect(yours.getByText('Rated 4 out of 5')).toBeInTheDocument();
      expect(yours.getByText('Stood up on my third wave!')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Leave a review' })).not.toBeInTheDocument();
    });

    it("a refusal from the server is shown in the form", async () => {
      mocked.getBooking.mockResolvedValue({ ...surf, can_review: true });
      mocked.createReview.mockRejectedValue(new ApiError('You have already reviewed this booking.', { status: 409 }));
      renderDetails();
      await userEvent.click(await screen.findByRole('button', { name: 'Leave a review' }));
      const dialog = within(await screen.findByRole('dialog'));
      await userEvent.click(dialog.getByText('5 stars'));
      await userEvent.click(dialog.getByRole('button', { name: 'Post review' }));
      expect(await dialog.findByRole('alert')).toHaveTextContent('You have already reviewed this booking.');
    });

    it("shows the review with the business's answer, and a used voucher offers no cancel", async () => {
      mocked.getBooking.mockResolvedValue({ ...surf, checked_in_at: '2026-11-20T18:00:00.000Z', review: { ...review, answer: 'Thanks, Jordan!' } });
      renderDetails();
      const yours = within(await screen.findByRole('region', { name: 'Your review' }));
      expect(yours.getByText('Response from Laguna Coast Adventures')).toBeInTheDocument();
      expect(yours.getByText('Thanks, Jordan!')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Cancel Booking' })).not.toBeInTheDocument();
    });
  });
});
