import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { SAMPLE_MAILS } from '@spur/emails';
import type { OutboxMail } from '@spur/mocks/browser';
import OutboxPage from './OutboxPage';

const confirmed = { ...SAMPLE_MAILS.booking_confirmed, created_at: '2026-11-26T23:05:00.000Z' };
const cancelled = { ...SAMPLE_MAILS.booking_cancelled, created_at: '2026-11-26T23:40:00.000Z' };

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

export const WithMails: Story = {
  args: { readOutbox: async () => [cancelled, confirmed] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('article', { name: 'Booking confirmed: Sunset kayak tour' })).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(2);
    // Both mails laid out in their frames before the snapshot.
    const frames = canvas.getAllByTitle(/^Mail: /);
    await waitFor(() => expect(frames.map((frame) => frame.getAttribute('aria-busy'))).toEqual(['false', 'false']));
  },
};
