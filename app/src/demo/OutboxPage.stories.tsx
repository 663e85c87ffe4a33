import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { SAMPLE_MAILS } from '@spur/emails';
import type { OutboxMail } from '@spur/mocks/browser';
import OutboxPage from './OutboxPage';

const confirmed = { ...SAMPLE_MAILS.booking_confirmed, created_at: '2026-11-26T23:05:00.000Z' };

const meta = {
  title: 'Pages/Demo Outbox',
  component: OutboxPage,
  args: { readOutbox: async (): Promise<OutboxMail[]> => [] },
  parameters: { layout: 'fullscreen', page: { url: '/demo/outbox' } },
} satisfies Meta<typeof OutboxPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No e-mails yet')).toBeVisible();
  },
};

// One mail: Chromium does not paint a sandboxed (cross-origin) frame that is wholly below the
// fold, so a second one would be blank in the snapshot. The order of several is unit-tested.
export const WithAMail: Story = {
  args: { readOutbox: async () => [confirmed] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('article', { name: 'Booking confirmed: Sunset kayak tour' })).toBeVisible();
    const frame = canvas.getByTitle('Mail: Booking confirmed: Sunset kayak tour');
    await waitFor(() => expect(frame).toHaveAttribute('aria-busy', 'false'));
  },
};
