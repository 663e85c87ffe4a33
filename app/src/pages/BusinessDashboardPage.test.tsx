import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { MESSAGES, SUPPORT_EMAIL, type Deal } from '@spur/contract';
import { resetToasts, Toaster } from '@spur/ui-kit';
import type * as ApiModule from '../api';
import { ApiError } from '../api/errors';
import { businessUser } from '../test/fakes';
import { renderWithProviders } from '../test/render';
import { setDashboardClock } from './business/clock';
import BusinessDashboardPage from './BusinessDashboardPage';

const api = vi.hoisted(() => ({
  getMyDeals: vi.fn(),
  getBusinessStats: vi.fn(),
  createDeal: vi.fn(),
  updateDeal: vi.fn(),
  deleteDeal: vi.fn(),
  getBusinessReviews: vi.fn(),
  answerReview: vi.fn(),
  getPayoutStatus: vi.fn(),
}));
vi.mock('../api', async (importOriginal) => ({ ...(await importOriginal<typeof ApiModule>()), ...api }));

// The form tests type whole forms: give them room on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

const NOW = Date.parse('2026-11-20T17:00:00.000Z');

const makeDeal = (n: number, changes: Partial<Deal> = {}): Deal => ({
  id: `5eedde00-0000-4000-8000-00000000000${n}`,
  title: `Deal number ${n}`,
  description: `What happens on deal ${n}.`,
  price: 40 + n,
  original_price: null,
  category: 'tour',
  location: 'Laguna Beach, CA',
  latitude: 33.5427,
  longitude: -117.7854,
  distance_m: null,
  business_name: 'Laguna Coast Adventures',
  business_id: '5eedb500-0000-4000-8000-000000000001',
  available_slots: 5,
  image: null,
  bookingType: null,
  vendorShortname: null,
  rating: null,
  reviewCount: 0,
  expires_at: null,
  created_at: '2026-11-01T17:00:00.000Z',
  updated_at: '2026-11-01T17:00:00.000Z',
  time_zone: 'America/Los_Angeles',
  price_drop: null,
  has_sessions: false,
  next_session: null,
  more_sessions: 0,
  cancellation: { free_hours: 24, late_refund_percent: 0 },
  languages: ['en'],
  ...changes,
});

const kayak = makeDeal(1, {
  title: 'Sea Cave Kayak Tour',
  price: 59,
  original_price: 79,
  category: 'beach',
  rating: 4.5,
  reviewCount: 2,
  expires_at: '2026-11-27T17:00:00.000Z',
});
const jeep = makeDeal(2, { title: 'Desert Jeep Safari', available_slots: 0, category: 'safari' });
const ended = makeDeal(3, { title: 'Autumn Art Walk', expires_at: '2026-11-19T17:00:00.000Z' });

function renderPage() {
  return renderWithProviders(
    // A router for the header's Earnings link.
    <MemoryRouter>
      <BusinessDashboardPage />
      <Toaster portal={false} />
    </MemoryRouter>,
    { auth: { status: 'authenticated', user: businessUser } },
  );
}

/** The browser's confirm (happy-dom has none): answers `answer` and records the question. */
function stubConfirm(answer: boolean) {
  const confirm = vi.fn((_message?: string) => answer);
  Object.defineProperty(window, 'confirm', { value: confirm, configurable: true, writable: true });
  return confirm;
}

const card = (title: string) => screen.getByRole('article', { name: title });

let restoreClock: () => void;
beforeEach(() => {
  restoreClock = setDashboardClock(() => NOW);
  api.getMyDeals.mockResolvedValue([kayak, jeep, ended]);
  api.getBusinessStats.mockResolvedValue({ total_deals: 3, total_revenue: 1234.5, active_deals: 1, fee_percent: 15 });
  api.getPayoutStatus.mockResolvedValue({ state: 'payouts_on', requirements_due: [] });
});

afterEach(() => {
  restoreClock();
  Reflect.deleteProperty(window, 'confirm');
  vi.restoreAllMocks();
  vi.clearAllMocks();
  act(() => resetToasts());
});

describe('BusinessDashboardPage', () => {
  it('shows the header, the three figures with their hints, and the deal cards', async () => {
    renderPage();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your dashboard...');
    expect(await screen.findByRole('heading', { level: 1, name: 'Business Dashboard' })).toBeInTheDocument();
    await screen.findByText('Sea Cave Kayak Tour');
    expect(screen.getByText('adventures@spur.example', { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create Deal' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Quick Add' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Earnings' })).toHaveAttribute('href', '/business-dashboard/earnings');

    const figure = (label: string) => screen.getByText(label).closest('dl') as HTMLElement;
    expect(within(figure('Total Deals')).getByText('3')).toBeInTheDocument();
    expect(within(figure('Total Deals')).getByText('Every deal you have listed')).toBeInTheDocument();
    expect(within(figure('Total Revenue')).getByText('$1,234.50')).toBeInTheDocument();
    expect(within(figure('Total Revenue')).getByText('Paid bookings, not counting cancellations')).toBeInTheDocument();
    expect(within(figure('Active Deals')).getByText('1')).toBeInTheDocument();
    expect(within(figure('Active Deals')).getByText('Slots left and not expired')).toBeInTheDocument();

    expect(screen.getByText('3 deals')).toBeInTheDocument();
    const first = within(card('Sea Cave Kayak Tour'));
    expect(first.getByText('$59.00')).toBeInTheDocument();
    expect(first.getByText('$79.00')).toBeInTheDocument();
    expect(first.getByText('25% OFF')).toBeInTheDocument();
    expect(first.getByText('Beach')).toBeInTheDocument();
    expect(first.getByText('(2 reviews)')).toBeInTheDocument();
    expect(first.getByText('5 slots left')).toBeInTheDocument();
    expect(first.getByText('Ends Nov 27, 2026')).toBeInTheDocument();
    expect(first.queryByText('Expired')).not.toBeInTheDocument();
    expect(first.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(first.getByRole('button', { name: 'Delete' })).toBeInTheDocument();

    expect(within(card('Desert Jeep Safari')).getByText('Sold out')).toBeInTheDocument();
    expect(within(card('Desert Jeep Safari')).getByText('No slots left')).toBeInTheDocument();
    expect(within(card('Autumn Art Walk')).getByText('Expired')).toBeInTheDocument();
    expect(within(card('Autumn Art Walk')).getByText('Ended Nov 19, 2026')).toBeInTheDocument();
  });

  it('shows the payouts panel once the deals are loaded', async () => {
    renderPage();
    await screen.findByText('Sea Cave Kayak Tour');
    const payouts = within(screen.getByRole('region', { name: 'Payouts' }));
    expect(await payouts.findByText('Payouts on')).toBeInTheDocument();
    expect(payouts.getByRole('button', { name: 'Open payouts dashboard' })).toBeInTheDocument();
  });

  it('the figures fail alone: deals still show, with a Try Again for the figures', async () => {
    api.getBusinessStats.mockRejectedValueOnce(new ApiError(MESSAGES.internalError, { status: 500 }));
    renderPage();
    await screen.findByText('Sea Cave Kayak Tour');
    expect(screen.getByText('Your figures could not be loaded.')).toBeInTheDocument();
    expect(screen.getAllByText('—')).toHaveLength(5);
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('$1,234.50')).toBeInTheDocument();
    expect(screen.queryByText('Your figures could not be loaded.')).not.toBeInTheDocument();
  });

  describe('delete', () => {
    it('confirm false: nothing is sent and the deal stays', async () => {
      const confirm = stubConfirm(false);
      renderPage();
      await screen.findByText('Sea Cave Kayak Tour');
      await userEvent.click(within(card('Sea Cave Kayak Tour')).getByRole('button', { name: 'Delete' }));
      expect(confirm).toHaveBeenCalledWith('Are you sure you want to delete this deal?');
      expect(api.deleteDeal).not.toHaveBeenCalled();
      expect(card('Sea Cave Kayak Tour')).toBeInTheDocument();
      expect(api.getMyDeals).toHaveBeenCalledTimes(1);
    });

    it('confirm true: DELETE is sent, "Success" shows, the card goes and the dashboard refreshes', async () => {
      stubConfirm(true);
      api.deleteDeal.mockResolvedValue({ message: MESSAGES.dealDeleted });
      renderPage();
      await screen.findByText('Sea Cave Kayak Tour');
      api.getMyDeals.mockResolvedValue([jeep, ended]);
      api.getBusinessStats.mockResolvedValue({ total_deals: 2, total_revenue: 1234.5, active_deals: 0 });
      await userEvent.click(within(card('Sea Cave Kayak Tour')).getByRole('button', { name: 'Delete' }));
      expect(api.deleteDeal).toHaveBeenCalledWith(kayak.id);
      expect(await screen.findByText('Success')).toBeInTheDocument();
      expect(screen.getByText('Deal deleted.')).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByText('Sea Cave Kayak Tour')).not.toBeInTheDocument());
      await waitFor(() => expect(screen.getByText('2 deals')).toBeInTheDocument());
      expect(api.getMyDeals).toHaveBeenCalledTimes(2);
    });

    it('a failed delete keeps the deal and says "Error: Failed to delete deal. Please try again."', async () => {
      stubConfirm(true);
      api.deleteDeal.mockRejectedValue(new ApiError(MESSAGES.internalError, { status: 500 }));
      renderPage();
      await screen.findByText('Sea Cave Kayak Tour');
      await userEvent.click(within(card('Sea Cave Kayak Tour')).getByRole('button', { name: 'Delete' }));
      expect(await screen.findByText('Failed to delete deal. Please try again.')).toBeInTheDocument();
      expect(screen.getByText('Error')).toBeInTheDocument();
      expect(card('Sea Cave Kayak Tour')).toBeInTheDocument();
    });
  });

  describe('fetch failures (SPEC §8)', () => {
    it('403: the access-denied screen with contact-support text and the "Access Denied" toast', async () => {
      api.getMyDeals.mockRejectedValue(new ApiError(MESSAGES.businessRequired, { status: 403 }));
      renderPage();
      expect(await screen.findByRole('heading', { name: 'Access denied. Business account required.' })).toBeInTheDocument();
      expect(screen.getByText(new RegExp(`contact support at ${SUPPORT_EMAIL}`))).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', `mailto:${SUPPORT_EMAIL}`);
      expect(screen.getByText('Access Denied')).toBeInTheDocument();
      expect(screen.getByText('You need a business account to access this dashboard.')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Create Deal' })).not.toBeInTheDocument();
    });

    it('a message containing "Access denied" also shows the contact-support screen', async () => {
      api.getMyDeals.mockRejectedValue(new Error('Access denied. Business account required.'));
      renderPage();
      expect(await screen.findByText(/contact support/)).toBeInTheDocument();
    });

    it('other failures: "Error loading business dashboard" with Try Again, and the fetch toast', async () => {
      api.getMyDeals.mockRejectedValueOnce(new ApiError(MESSAGES.internalError, { status: 500 }));
      renderPage();
      expect(await screen.findByRole('heading', { name: 'Error loading business dashboard' })).toBeInTheDocument();
      expect(screen.getByText('Something went wrong. Please try again.')).toBeInTheDocument();
      expect(screen.getByText('Failed to fetch your deals. Please try again.')).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
      expect(await screen.findByText('Sea Cave Kayak Tour')).toBeInTheDocument();
      expect(api.getMyDeals).toHaveBeenCalledTimes(2);
    });
  });

  it('empty: "You have no deals yet" with a Create Deal that opens the full form', async () => {
    api.getMyDeals.mockResolvedValue([]);
    api.getBusinessStats.mockResolvedValue({ total_deals: 0, total_revenue: 0, active_deals: 0 });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'You have no deals yet' })).toBeInTheDocument();
    expect(screen.getByText('$0.00')).toBeInTheDocument();
    const buttons = screen.getAllByRole('button', { name: 'Create Deal' });
    await userEvent.click(buttons[buttons.length - 1] as HTMLElement);
    expect(await screen.findByRole('dialog', { name: 'Create Deal' })).toBeInTheDocument();
  });

  describe('create', () => {
    it('under the price: what the business receives after Spur’s fee', async () => {
      renderPage();
      await screen.findByText('Sea Cave Kayak Tour');
      await userEvent.click(screen.getByRole('button', { name: 'Quick Add' }));
      const dialog = within(await screen.findByRole('dialog', { name: 'Quick Add' }));
      await userEvent.type(dialog.getByLabelText(/^Price/), '50');
      expect(dialog.getByText('You receive $42.50 of $50.00')).toBeInTheDocument();
    });

    it('no "You receive" line when the figures failed', async () => {
      api.getBusinessStats.mockRejectedValueOnce(new ApiError(MESSAGES.internalError, { status: 500 }));
      renderPage();
      await screen.findByText('Sea Cave Kayak Tour');
      await userEvent.click(screen.getByRole('button', { name: 'Create Deal' }));
      const dialog = within(await screen.findByRole('dialog', { name: 'Create Deal' }));
      await userEvent.type(dialog.getByLabelText(/^Price/), '50');
      expect(dialog.queryByText(/You receive/)).not.toBeInTheDocument();
    });

    it('full form: a 400 shows the server message inline and toasts "Error: Failed to create deal. Please try again."', async () => {
      api.createDeal.mockRejectedValue(new ApiError(MESSAGES.validOriginalPrice, { status: 400 }));
      renderPage();
      await screen.findByText('Sea Cave Kayak Tour');
      await userEvent.click(screen.getByRole('button', { name: 'Create Deal' }));
      const dialog = within(await screen.findByRole('dialog', { name: 'Create Deal' }));
      expect(dialog.getByLabelText(/Location/)).toHaveValue('Laguna Beach, CA');
      expect(dialog.getByLabelText(/Available slots/)).toHaveValue(10);
      await userEvent.type(dialog.getByLabelText(/^Title/), 'Tide Pool Walk');
      await userEvent.type(dialog.getByLabelText(/^Description/), 'Look for sea stars.');
      await userEvent.type(dialog.getByLabelText(/^Price/), '30');
      await userEvent.type(dialog.getByLabelText(/^Original price/), '20');
      await userEvent.click(dialog.getByRole('button', { name: 'Create Deal' }));
      expect(await dialog.findByText('The original price must be higher than the price.')).toBeInTheDocument();
      expect(dialog.getByLabelText(/^Original price/)).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByText('Failed to create deal. Please try again.')).toBeInTheDocument();
      expect(api.createDeal).toHaveBeenCalledWith({
        title: 'Tide Pool Walk',
        description: 'Look for sea stars.',
        price: 30,
        category: 'tour',
        location: 'Laguna Beach, CA',
        original_price: 20,
        available_slots: 10,
        time_zone: 'America/Los_Angeles',
        cancellation: { free_hours: 24, late_refund_percent: 0 },
        languages: ['en'],
        latitude: 33.5427,
        longitude: -117.7854,
      });
    });

    it('full form: the cancellation terms, with the line travelers will read; a refund out of range is the server’s 400, shown inline', async () => {
      api.createDeal.mockRejectedValueOnce(new ApiError(MESSAGES.validRefundPercent, { status: 400 })).mockResolvedValueOnce(kayak);
      renderPage();
      await screen.findByText('Sea Cave Kayak Tour');
      await userEvent.click(screen.getAllByRole('button', { name: 'Create Deal' })[0]!);
      const dialog = within(await screen.findByRole('dialog', { name: 'Create Deal' }));
      await userEvent.type(dialog.getByLabelText(/^Title/), 'Sunset Sail');
      await userEvent.type(dialog.getByLabelText(/^Description/), 'Golden hour on the water.');
      await userEvent.type(dialog.getByLabelText(/^Price/), '60');
      expect(dialog.getByText('Travelers see: Free cancellation up to 24 hours before the start · then no refund')).toBeInTheDocument();
      await userEvent.selectOptions(dialog.getByLabelText('Free cancellation'), 'Up to 48 hours before the start');
      await userEvent.clear(dialog.getByLabelText(/^Refund after that/));
      await userEvent.type(dialog.getByLabelText(/^Refund after that/), '150');
      await userEvent.click(dialog.getByRole('button', { name: 'Create Deal' }));
      expect(await dialog.findByText(MESSAGES.validRefundPercent)).toBeInTheDocument();
      expect(dialog.getByLabelText(/^Refund after that/)).toHaveAttribute('aria-invalid', 'true');
      expect(api.createDeal).toHaveBeenLastCalledWith(expect.objectContaining({ cancellation: { free_hours: 48, late_refund_percent: 150 } }));
      await userEvent.clear(dialog.getByLabelText(/^Refund after that/));
      await userEvent.type(dialog.getByLabelText(/^Refund after that/), '50');
      expect(dialog.getByText('Travelers see: Free cancellation up to 48 hours before the start · then 50% refund')).toBeInTheDocument();
      await userEvent.click(dialog.getByRole('button', { name: 'Create Deal' }));
      await waitFor(() => expect(api.createDeal).toHaveBeenLastCalledWith(expect.objectContaining({ cancellation: { free_hours: 48, late_refund_percent: 50 } })));
    });

    it('full form: a price drop previews its curve, refuses a floor at or above the price, and is sent', async () => {
      api.createDeal.mockResolvedValue(kayak);
      renderPage();
      await screen.findByText('Sea Cave Kayak Tour');
      await userEvent.click(screen.getAllByRole('button', { name: 'Create Deal' })[0]!);
      const dialog = within(await screen.findByRole('dialog', { name: 'Create Deal' }));
      await userEvent.type(dialog.getByLabelText(/^Title/), 'Sunset Sail');
      await userEvent.type(dialog.getByLabelText(/^Description/), 'Golden hour on the water.');
      await userEvent.type(dialog.getByLabelText(/^Price/), '60');
      expect(dialog.getByLabelText('Venue time zone')).toHaveValue('America/Los_Angeles');
      await userEvent.click(dialog.getByRole('switch', { name: 'Last-minute price drop' }));
      expect(dialog.getByText('Enter a price and a lower floor to see how the price drops.')).toBeInTheDocument();
      await userEvent.type(dialog.getByLabelText(/^Lowest price/), '60');
      await userEvent.click(dialog.getByRole('button', { name: 'Create Deal' }));
      expect(await dialog.findByText('The floor price must be below the price.')).toBeInTheDocument();
      expect(dialog.getByLabelText(/^Lowest price/)).toHaveAttribute('aria-invalid', 'true');
      expect(api.createDeal).not.toHaveBeenCalled();
      await userEvent.clear(dialog.getByLabelText(/^Lowest price/));
      await userEvent.type(dialog.getByLabelText(/^Lowest price/), '40');
      await userEvent.selectOptions(dialog.getByLabelText('Starts dropping'), '60');
      expect(
        dialog.getByRole('figure', {
          name: 'From 1 hour before the start the price falls every 15 minutes, from $60 to $40 at 15 minutes before it.',
        }),
      ).toBeInTheDocument();
      await userEvent.click(dialog.getByRole('button', { name: 'Create Deal' }));
      await waitFor(() =>
        expect(api.createDeal).toHaveBeenCalledWith(expect.objectContaining({ price: 60, price_drop: { floor_price: 40, window_minutes: 60 } })),
      );
    });

    it('quick dialog: submit disabled until title and price; success toasts and refreshes', async () => {
      api.createDeal.mockResolvedValue(makeDeal(4, { title: 'Kayak' }));
      renderPage();
      await screen.findByText('Sea Cave Kayak Tour');
      await userEvent.click(screen.getByRole('button', { name: 'Quick Add' }));
      const dialog = within(await screen.findByRole('dialog', { name: 'Quick Add' }));
      const submit = dialog.getByRole('button', { name: 'Add Deal' });
      expect(submit).toBeDisabled();
      await userEvent.type(dialog.getByLabelText(/^Title/), '  Kayak ');
      expect(submit).toBeDisabled();
      await userEvent.type(dialog.getByLabelText(/^Price/), '0');
      expect(submit).toBeEnabled();
      await userEvent.click(submit);
      expect(dialog.getByText('Please enter a valid price.')).toBeInTheDocument();
      await userEvent.clear(dialog.getByLabelText(/^Price/));
      await userEvent.type(dialog.getByLabelText(/^Price/), '25');
      api.getMyDeals.mockResolvedValue([makeDeal(4, { title: 'Kayak' }), kayak, jeep, ended]);
      await userEvent.click(submit);
      expect(api.createDeal).toHaveBeenCalledWith({ title: 'Kayak', description: '', price: 25, category: 'tour' });
      expect(await screen.findByText('Deal created.')).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(await screen.findByRole('article', { name: 'Kayak' })).toBeInTheDocument();
    });
  });

  it('keyboard: a dialog opened with Enter closes with Escape and gives the focus back to its button', async () => {
    renderPage();
    await screen.findByText('Sea Cave Kayak Tour');
    const quickAdd = screen.getByRole('button', { name: 'Quick Add' });
    quickAdd.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Quick Add' });
    expect(within(dialog).getByLabelText(/^Title/)).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(quickAdd).toHaveFocus());

    const edit = within(card('Desert Jeep Safari')).getByRole('button', { name: 'Edit' });
    await userEvent.click(edit);
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Edit Deal' })).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(edit).toHaveFocus());
  });

  describe('edit', () => {
    it('prefilled; saving sends the changes and says "Success"', async () => {
      api.updateDeal.mockResolvedValue({ ...kayak, title: 'Sea Cave Kayak Tour at Dawn' });
      renderPage();
      await screen.findByText('Sea Cave Kayak Tour');
      await userEvent.click(within(card('Sea Cave Kayak Tour')).getByRole('button', { name: 'Edit' }));
      const dialog = within(await screen.findByRole('dialog', { name: 'Edit Deal' }));
      expect(dialog.getByLabelText(/^Title/)).toHaveValue('Sea Cave Kayak Tour');
      expect(dialog.getByLabelText(/^Price/)).toHaveValue(59);
      expect(dialog.getByLabelText(/^Original price/)).toHaveValue(79);
      expect(dialog.getByLabelText(/^Category/)).toHaveValue('beach');
      await userEvent.clear(dialog.getByLabelText(/^Description/));
      await userEvent.click(dialog.getByRole('button', { name: 'Save Changes' }));
      expect(dialog.getByText('Please fill in all fields.')).toBeInTheDocument();
      expect(dialog.getByLabelText(/^Description/)).toHaveFocus();
      expect(api.updateDeal).not.toHaveBeenCalled();
      await userEvent.type(dialog.getByLabelText(/^Description/), 'Through the caves.');
      // Fixing the field it named clears the message and the mark.
      expect(dialog.queryByText('Please fill in all fields.')).not.toBeInTheDocument();
      expect(dialog.getByLabelText(/^Description/)).not.toHaveAttribute('aria-invalid');
      await userEvent.type(dialog.getByLabelText(/^Title/), ' at Dawn');
      await userEvent.click(dialog.getByRole('button', { name: 'Save Changes' }));
      expect(api.updateDeal).toHaveBeenCalledWith(kayak.id, expect.objectContaining({ title: 'Sea Cave Kayak Tour at Dawn', description: 'Through the caves.' }));
      expect(api.updateDeal.mock.calls[0]?.[1]).not.toHaveProperty('expires_at');
      expect(await screen.findByText('Deal updated.')).toBeInTheDocument();
    });

    it('a failed save says "Error: Failed to update deal. Please try again." and keeps the dialog open', async () => {
      api.updateDeal.mockRejectedValue(new ApiError(MESSAGES.internalError, { status: 500 }));
      renderPage();
      await screen.findByText('Sea Cave Kayak Tour');
      await userEvent.click(within(card('Sea Cave Kayak Tour')).getByRole('button', { name: 'Edit' }));
      const dialog = within(await screen.findByRole('dialog', { name: 'Edit Deal' }));
      await userEvent.click(dialog.getByRole('button', { name: 'Save Changes' }));
      expect(await screen.findByText('Failed to update deal. Please try again.')).toBeInTheDocument();
      expect(screen.getByRole('dialog', { name: 'Edit Deal' })).toBeInTheDocument();
      expect(dialog.queryByText(MESSAGES.internalError)).not.toBeInTheDocument();
    });
  });

  describe('reviews', () => {
    const review = (n: number, answer: string | null = null) => ({
      id: `5eed7e00-0000-4000-8000-00000000010${n}`,
      deal_id: kayak.id,
      deal_title: kayak.title,
      rating: 5 - n,
      text: `Review number ${n}`,
      reviewer_name: n === 1 ? 'Priya N.' : 'Marcus B.',
      created_at: `2026-11-1${9 - n}T17:00:00.000Z`,
      answer,
      answered_at: answer && '2026-11-19T18:00:00.000Z',
    });

    async function openReviews() {
      renderPage();
      await screen.findByText('Sea Cave Kayak Tour');
      await userEvent.click(screen.getByRole('button', { name: 'Reviews' }));
      return within(await screen.findByRole('dialog', { name: 'Reviews of your deals' }));
    }

    it('lists the reviews of its deals; an answered one shows its answer and no Answer button', async () => {
      api.getBusinessReviews.mockResolvedValue([review(1), review(2, 'Thanks, Marcus!')]);
      const dialog = await openReviews();
      expect(await dialog.findByText('Review number 1')).toBeInTheDocument();
      expect(dialog.getAllByText('About Sea Cave Kayak Tour')).toHaveLength(2);
      expect(dialog.getByText('Response from Laguna Coast Adventures')).toBeInTheDocument();
      expect(dialog.getByText('Thanks, Marcus!')).toBeInTheDocument();
      expect(dialog.getAllByRole('button', { name: /^Answer/ })).toHaveLength(1);
    });

    it('answers once: an empty answer is refused in place, a sent one replaces the button', async () => {
      api.getBusinessReviews.mockResolvedValue([review(1)]);
      const { deal_title: _title, ...answered } = review(1, 'Thank you, Priya!');
      api.answerReview.mockResolvedValue(answered);
      const dialog = await openReviews();
      await userEvent.click(await dialog.findByRole('button', { name: 'Answer: Priya N., Sea Cave Kayak Tour' }));
      await userEvent.click(dialog.getByRole('button', { name: 'Send answer' }));
      expect(dialog.getByText(MESSAGES.answerRequired)).toBeInTheDocument();
      expect(api.answerReview).not.toHaveBeenCalled();
      await userEvent.type(dialog.getByRole('textbox', { name: 'Your answer' }), 'Thank you, Priya!');
      expect(dialog.getByText('17 / 1,000 characters')).toBeInTheDocument();
      await userEvent.click(dialog.getByRole('button', { name: 'Send answer' }));
      expect(await dialog.findByText('Thank you, Priya!')).toBeInTheDocument();
      expect(api.answerReview).toHaveBeenCalledWith(review(1).id, { answer: 'Thank you, Priya!' });
      expect(dialog.queryByRole('button', { name: /^Answer/ })).not.toBeInTheDocument();
      expect(dialog.getByText('About Sea Cave Kayak Tour')).toBeInTheDocument();
      expect(await screen.findByText('Your answer is on the deal page.')).toBeInTheDocument();
    });

    it("a refusal from the server is shown under the answer", async () => {
      api.getBusinessReviews.mockResolvedValue([review(1)]);
      api.answerReview.mockRejectedValue(new ApiError(MESSAGES.reviewAlreadyAnswered, { status: 409 }));
      const dialog = await openReviews();
      await userEvent.click(await dialog.findByRole('button', { name: /^Answer/ }));
      await userEvent.type(dialog.getByRole('textbox', { name: 'Your answer' }), 'Again');
      await userEvent.click(dialog.getByRole('button', { name: 'Send answer' }));
      expect(await dialog.findByRole('alert')).toHaveTextContent(MESSAGES.reviewAlreadyAnswered);
    });

    it('says when there are none yet', async () => {
      api.getBusinessReviews.mockResolvedValue([]);
      const dialog = await openReviews();
      expect(await dialog.findByText('No reviews yet. Guests can review once their time has ended or they were checked in.')).toBeInTheDocument();
    });
  });
});
