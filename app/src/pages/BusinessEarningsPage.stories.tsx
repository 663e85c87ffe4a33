import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { endpoints } from '@spur/contract';
import { sampleEarnings } from '@spur/demo-data';
import { earningsLoadingHandler, earningsServerErrorHandler } from '@spur/mocks/handlers';
import BusinessEarningsPage from './BusinessEarningsPage';

const meta = {
  title: 'Pages/Business Earnings',
  component: BusinessEarningsPage,
  parameters: { layout: 'fullscreen', page: { url: '/business-dashboard/earnings', route: '/business-dashboard/earnings', auth: 'adventures' } },
} satisfies Meta<typeof BusinessEarningsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const earningsHandler = http.get(endpoints.businessEarnings.path, () => HttpResponse.json(sampleEarnings()));

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

/** After the experiences: one booking's net paid out, and a late cancellation's refund that reversed part of its transfer. */
export const PaidOutAndReversed: Story = {
  parameters: {
    msw: {
      handlers: {
        earnings: [
          http.get(endpoints.businessEarnings.path, () => {
            const earnings = sampleEarnings();
            const [paid, reversed, refunded] = earnings.bookings;
            return HttpResponse.json({ ...earnings, bookings: [{ ...paid!, state: 'paid' }, { ...reversed!, state: 'reversed' }, refunded!] });
          }),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table', { name: 'Paid bookings, newest first' }, { timeout: 10_000 });
    await expect(within(table).getByText('Paid out')).toBeVisible();
    await expect(within(table).getByText('Reversed')).toBeVisible();
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
