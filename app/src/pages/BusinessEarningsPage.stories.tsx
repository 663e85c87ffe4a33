import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { MESSAGES, endpoints, type Earnings } from '@spur/contract';
import { earningsLoadingHandler, earningsServerErrorHandler } from '@spur/mocks/handlers';
import BusinessEarningsPage from './BusinessEarningsPage';

const meta = {
  title: 'Pages/Business Earnings',
  component: BusinessEarningsPage,
  parameters: { layout: 'fullscreen', page: { url: '/business-dashboard/earnings', route: '/business-dashboard/earnings', auth: 'adventures' } },
} satisfies Meta<typeof BusinessEarningsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A business's earnings after a paid booking, a late cancellation and a cancelled session. */
const EARNINGS: Earnings = {
  fee_percent: 15,
  bookings: [
    {
      booking_id: '5eedf00d-0000-4000-8000-000000000003',
      paid_at: '2026-11-20T17:00:00.000Z',
      deal_id: '5eedf00d-0000-4000-8000-0000000000d1',
      deal_title: 'Bay Kayak Safari',
      starts_at: '2026-11-21T00:30:00.000Z',
      time_zone: 'America/Los_Angeles',
      traveller: 'Jordan Reyes',
      paid_cents: 5000,
      fee_cents: 750,
      refunded_cents: 0,
      net_cents: 4250,
      state: 'pending_experience',
    },
    {
      booking_id: '5eedf00d-0000-4000-8000-000000000002',
      paid_at: '2026-11-18T17:00:00.000Z',
      deal_id: '5eedf00d-0000-4000-8000-0000000000d2',
      deal_title: 'Harbor Sunset Cruise',
      starts_at: null,
      time_zone: 'America/Los_Angeles',
      traveller: MESSAGES.guestTraveller,
      paid_cents: 5000,
      fee_cents: 375,
      refunded_cents: 2500,
      net_cents: 2125,
      state: 'to_be_paid',
    },
    {
      booking_id: '5eedf00d-0000-4000-8000-000000000001',
      paid_at: '2026-11-02T17:00:00.000Z',
      deal_id: '5eedf00d-0000-4000-8000-0000000000d1',
      deal_title: 'Bay Kayak Safari',
      starts_at: '2026-11-03T00:30:00.000Z',
      time_zone: 'America/Los_Angeles',
      traveller: 'Maya Torres',
      paid_cents: 5000,
      fee_cents: 0,
      refunded_cents: 5000,
      net_cents: 0,
      state: 'refunded',
    },
  ],
  totals: {
    week: { paid_cents: 5000, fee_cents: 750, refunded_cents: 0, net_cents: 4250 },
    month: { paid_cents: 15000, fee_cents: 1125, refunded_cents: 7500, net_cents: 6375 },
    all_time: { paid_cents: 15000, fee_cents: 1125, refunded_cents: 7500, net_cents: 6375 },
  },
};
const earningsHandler = http.get(endpoints.businessEarnings.path, () => HttpResponse.json(EARNINGS));

export const WithEarnings: Story = {
  parameters: { msw: { handlers: { earnings: [earningsHandler] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Paid bookings, newest first' }, { timeout: 10_000 });
    await expect(within(table).getAllByRole('row')).toHaveLength(4);
    await expect(within(table).getByText('Pending the experience')).toBeVisible();
    await expect(within(table).getByText('To be paid')).toBeVisible();
    await expect(within(table).getAllByText('Refunded')).toHaveLength(2);
    await expect(canvas.getByText(/Total Revenue on your dashboard is what travellers paid/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Download CSV' })).toBeVisible();
  },
};

/** The demo's seed has no payment in the ledger: a business starts here. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No earnings yet' }, { timeout: 10_000 })).toBeVisible();
    await expect(canvas.getAllByText('Paid $0.00 · fee $0.00 · refunded $0.00')).toHaveLength(3);
    await expect(canvas.queryByRole('button', { name: 'Download CSV' })).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { earnings: [earningsLoadingHandler] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading your earnings...');
    await expect(canvas.getByRole('heading', { level: 1, name: 'Earnings' })).toBeVisible();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: { earnings: [earningsServerErrorHandler] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Your earnings could not be loaded' }, { timeout: 10_000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try Again' })).toBeVisible();
  },
};
