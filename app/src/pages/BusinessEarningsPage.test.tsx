import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { MESSAGES } from '@spur/contract';
import { sampleEarnings } from '@spur/demo-data';
import type * as ApiModule from '../api';
import { ApiError } from '../api/errors';
import { businessUser } from '../test/fakes';
import { renderWithProviders } from '../test/render';
import BusinessEarningsPage from './BusinessEarningsPage';

const api = vi.hoisted(() => ({ getBusinessEarnings: vi.fn(), getPayoutStatus: vi.fn() }));
vi.mock('../api', async (importOriginal) => ({ ...(await importOriginal<typeof ApiModule>()), ...api }));

const zero = { paid_cents: 0, fee_cents: 0, refunded_cents: 0, net_cents: 0 };
const EARNINGS = sampleEarnings();

function renderPage() {
  return renderWithProviders(
    <MemoryRouter>
      <BusinessEarningsPage />
    </MemoryRouter>,
    { auth: { status: 'authenticated', user: businessUser }, now: new Date('2026-11-20T18:00:00.000Z') },
  );
}

beforeEach(() => {
  api.getPayoutStatus.mockResolvedValue({ state: 'not_connected', requirements_due: [] });
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.clearAllMocks();
});

describe('BusinessEarningsPage', () => {
  it('says where payouts stand, as the payout account is', async () => {
    api.getBusinessEarnings.mockResolvedValue(EARNINGS);
    api.getPayoutStatus.mockResolvedValueOnce({ state: 'payouts_on', requirements_due: [] });
    const { unmount } = renderPage();
    expect(await screen.findByText('Payouts are on: your net goes to your payout account once each experience has begun.')).toBeInTheDocument();
    unmount();
    api.getPayoutStatus.mockResolvedValueOnce({ state: 'onboarding_incomplete', requirements_due: ['external_account'] });
    renderPage();
    expect(await screen.findByText('Your payout account is not finished yet: your net is kept for you and paid out once it is.')).toBeInTheDocument();
  });

  it('shows no payouts line while the payout account cannot be read', async () => {
    api.getBusinessEarnings.mockResolvedValue(EARNINGS);
    api.getPayoutStatus.mockRejectedValue(new ApiError(MESSAGES.internalError, { status: 500 }));
    renderPage();
    expect(await screen.findByRole('table', { name: 'Paid bookings, newest first' })).toBeInTheDocument();
    expect(screen.queryByText(/^Payouts|payout account/)).not.toBeInTheDocument();
  });

  it('loading, then how Total Revenue relates to the net, the totals and one row per paid booking', async () => {
    api.getBusinessEarnings.mockResolvedValue(EARNINGS);
    renderPage();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your earnings...');
    expect(screen.getByRole('heading', { level: 1, name: 'Earnings' })).toBeInTheDocument();
    expect(screen.getByText('What travellers paid for your deals, Spur’s fee, refunds and what you receive.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to dashboard' })).toHaveAttribute('href', '/business-dashboard');

    expect(
      await screen.findByText(
        'Total Revenue on your dashboard is what travellers paid for bookings that are not cancelled. You receive what they paid minus Spur’s 15% fee and any refunds: that is your net.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Payouts to your bank account are not connected yet: your net is kept for you and paid out once they are.')).toBeInTheDocument();

    const totals = within(screen.getByRole('region', { name: 'Your totals' }));
    const figure = (label: string) => within(totals.getByText(label).closest('dl') as HTMLElement);
    expect(figure('This week').getByText('$42.50')).toBeInTheDocument();
    expect(figure('This week').getByText('Paid $50.00 · fee $7.50 · refunded $0.00')).toBeInTheDocument();
    expect(figure('This month').getByText('$63.75')).toBeInTheDocument();
    expect(figure('All time').getByText('Paid $150.00 · fee $11.25 · refunded $75.00')).toBeInTheDocument();

    const table = screen.getByRole('table', { name: 'Paid bookings, newest first' });
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Date',
      'Deal',
      'Time',
      'Traveller',
      'Paid',
      'Fee',
      'Refunded',
      'Net',
      'State',
    ]);
    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first!).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      'Nov 20, 2026',
      'Bay Kayak Safari',
      'Fri, Nov 20, 4:30 PM',
      'Jordan Reyes',
      '$50.00',
      '$7.50',
      '$0.00',
      '$42.50',
      'Pending the experience',
    ]);
    expect(within(second!).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      'Nov 18, 2026',
      'Harbor Sunset Cruise',
      'Open date',
      'Guest',
      '$50.00',
      '$3.75',
      '$25.00',
      '$21.25',
      'To be paid',
    ]);
  });

  it('a booking paid out, and one whose refund after the payout reversed part of it', async () => {
    const [paid, reversed] = EARNINGS.bookings;
    api.getBusinessEarnings.mockResolvedValue({ ...EARNINGS, bookings: [{ ...paid!, state: 'paid' }, { ...reversed!, state: 'reversed' }] });
    renderPage();
    const table = await screen.findByRole('table', { name: 'Paid bookings, newest first' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first!).getAllByRole('cell').at(-1)).toHaveTextContent('Paid out');
    expect(within(second!).getAllByRole('cell').at(-1)).toHaveTextContent('Reversed');
  });

  it('Download CSV saves the same rows as a file named by the day', async () => {
    api.getBusinessEarnings.mockResolvedValue(EARNINGS);
    const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:earnings');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe('spur-earnings-2026-11-20.csv');
      expect(this.href).toBe('blob:earnings');
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Download CSV' }));
    expect(click).toHaveBeenCalledOnce();
    // As a browser reads it: the byte order mark (for spreadsheets) is not text.
    const csv = new TextDecoder().decode(await (created.mock.calls[0]![0] as Blob).arrayBuffer());
    expect(csv.split('\r\n')[0]).toBe('Booking,Date,Deal,Time,Traveller,Paid,Fee,Refunded,Net,State');
    expect(csv).toContain(`${EARNINGS.bookings[1]!.booking_id},2026-11-18T17:00:00.000Z,Harbor Sunset Cruise,Open date,Guest,50.00,3.75,25.00,21.25,To be paid`);
  });

  it('empty: "No earnings yet", zero totals, no download', async () => {
    api.getBusinessEarnings.mockResolvedValue({ ...EARNINGS, bookings: [], totals: { week: zero, month: zero, all_time: zero } });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'No earnings yet' })).toBeInTheDocument();
    expect(screen.getByText('When a traveller pays for one of your deals, the booking shows here with Spur’s fee and what you receive.')).toBeInTheDocument();
    expect(screen.getAllByText('Paid $0.00 · fee $0.00 · refunded $0.00')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Download CSV' })).not.toBeInTheDocument();
  });

  it('error: the message with Try Again, which loads again', async () => {
    api.getBusinessEarnings.mockRejectedValueOnce(new ApiError(MESSAGES.internalError, { status: 500 })).mockResolvedValueOnce(EARNINGS);
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Your earnings could not be loaded' })).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.internalError)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('table', { name: 'Paid bookings, newest first' })).toBeInTheDocument();
  });
});
