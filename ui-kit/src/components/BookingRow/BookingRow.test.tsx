import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test/render';
import { theme } from '../../theme';
import type { RenderLink } from '../../utils/renderLink';
import { BookingRow, bookingStatusLabel, bookingStatusTone, type BookingRowProps } from './BookingRow';

const base: BookingRowProps = {
  title: 'Sunset Kayak Tour',
  description: 'Paddle the coves of Laguna Beach at golden hour with a local guide.',
  status: 'confirmed',
  bookingTime: '2026-11-22T12:00:00.000Z',
  timeZone: 'UTC',
  price: 49,
  detailsHref: '/booking-details/b-1',
};

describe('bookingStatusTone / bookingStatusLabel', () => {
  it('maps the three statuses and leaves anything else neutral', () => {
    expect(bookingStatusTone('confirmed')).toBe('success');
    expect(bookingStatusTone('pending')).toBe('warning');
    expect(bookingStatusTone('cancelled')).toBe('danger');
    expect(bookingStatusTone('Cancelled')).toBe('danger');
    expect(bookingStatusTone('refunded')).toBe('neutral');
    expect(bookingStatusTone('')).toBe('neutral');
  });

  it('capitalises the status for display', () => {
    expect(bookingStatusLabel('confirmed')).toBe('Confirmed');
    expect(bookingStatusLabel('PARTIALLY_REFUNDED')).toBe('Partially refunded');
    expect(bookingStatusLabel('  ')).toBe('Unknown');
  });
});

describe('BookingRow', () => {
  it('shows title, description, status, date and price', () => {
    renderWithTheme(<BookingRow {...base} />);
    expect(screen.getByRole('article', { name: 'Sunset Kayak Tour' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Sunset Kayak Tour' })).toBeInTheDocument();
    expect(screen.getByText(/Paddle the coves/)).toBeInTheDocument();
    expect(screen.getByText('Confirmed')).toBeInTheDocument();
    expect(screen.getByText('Nov 22, 2026')).toHaveAttribute('dateTime', base.bookingTime);
    expect(screen.getByText('$49.00')).toBeInTheDocument();
  });

  it('colours each status through Badge', () => {
    const { rerender } = renderWithTheme(<BookingRow {...base} status="pending" />);
    expect(getComputedStyle(screen.getByText('Pending')).color.toUpperCase()).toBe(theme.colors.status.pending.fg);
    rerender(<BookingRow {...base} status="waitlisted" />);
    expect(getComputedStyle(screen.getByText('Waitlisted')).color.toUpperCase()).toBe(theme.colors.status.neutral.fg);
  });

  it('"Leave a review" calls onReview, and is absent without it', async () => {
    const onReview = vi.fn();
    const { rerender } = renderWithTheme(<BookingRow {...base} onReview={onReview} />);
    const review = screen.getByRole('button', { name: 'Leave a review' });
    expect(review).toHaveAccessibleDescription('Sunset Kayak Tour');
    await userEvent.click(review);
    expect(onReview).toHaveBeenCalledOnce();
    rerender(<BookingRow {...base} />);
    expect(screen.queryByRole('button', { name: 'Leave a review' })).not.toBeInTheDocument();
  });

  it('cancel control calls onCancel', async () => {
    const onCancel = vi.fn();
    renderWithTheme(<BookingRow {...base} onCancel={onCancel} />);
    const cancel = screen.getByRole('button', { name: 'Cancel Booking' });
    expect(cancel).toHaveAccessibleDescription('Sunset Kayak Tour');
    await userEvent.click(cancel);
    expect(onCancel).toHaveBeenCalledOnce();
  });

  it('hides the cancel control when the booking is cancelled', () => {
    renderWithTheme(<BookingRow {...base} status="cancelled" onCancel={() => {}} />);
    expect(screen.queryByRole('button', { name: /Cancel/ })).not.toBeInTheDocument();
    expect(screen.getByText('Cancelled')).toBeInTheDocument();
  });

  it('while cancelling the control is busy and ignores clicks', async () => {
    const onCancel = vi.fn();
    renderWithTheme(<BookingRow {...base} onCancel={onCancel} cancelling />);
    const button = screen.getByRole('button', { name: /Cancelling/ });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('links to the details with a plain anchor by default', () => {
    renderWithTheme(<BookingRow {...base} />);
    expect(screen.getByRole('link', { name: 'View Details for Sunset Kayak Tour' })).toHaveAttribute(
      'href',
      '/booking-details/b-1',
    );
  });

  it('renders the details link through renderLink', () => {
    const renderLink: RenderLink = ({ href, children }) => (
      <a href={`#router${href}`} data-router="yes">
        {children}
      </a>
    );
    renderWithTheme(<BookingRow {...base} renderLink={renderLink} />);
    const link = screen.getByRole('link', { name: /View Details/ });
    expect(link).toHaveAttribute('href', '#router/booking-details/b-1');
    expect(link).toHaveAttribute('data-router', 'yes');
  });

  it('has no link or cancel control when neither is given', () => {
    renderWithTheme(<BookingRow {...base} detailsHref={undefined} />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows an unparsable booking time as is', () => {
    renderWithTheme(<BookingRow {...base} bookingTime="soon" />);
    expect(screen.getByText('soon')).toBeInTheDocument();
  });
});

describe('BookingRow session time', () => {
  it('shows when the booked session takes place, as a fact of its own', () => {
    renderWithTheme(<BookingRow {...base} when="Tomorrow, 9:00 AM PST" />);
    expect(screen.getByText('When')).toBeInTheDocument();
    expect(screen.getByText('Tomorrow, 9:00 AM PST')).toBeInTheDocument();
  });
});
