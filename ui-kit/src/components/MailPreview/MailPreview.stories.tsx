import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { MailPreview } from './MailPreview';

const html = `<!DOCTYPE html><html><body style="font-family: Helvetica, Arial, sans-serif; padding: 24px">
<p style="color: #d9480f; font-size: 20px; font-weight: 700">Spur</p>
<h1 style="font-size: 22px">You're booked!</h1>
<p style="font-size: 24px; font-weight: 700; letter-spacing: 4px">Voucher code: K7QM-2XPA</p>
</body></html>`;

const meta = {
  title: 'Product/MailPreview',
  component: MailPreview,
  args: {
    subject: 'Booking confirmed: Sunset kayak tour',
    to: 'traveler@spur.example',
    sentAt: 'Nov 26, 3:05 PM',
    html,
    text: "You're booked!\n\nVoucher code: K7QM-2XPA",
  },
} satisfies Meta<typeof MailPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Booking confirmed: Sunset kayak tour' })).toBeVisible();
    const frame = canvas.getByTitle('Mail: Booking confirmed: Sunset kayak tour');
    await expect(frame).toHaveAttribute('sandbox', '');
    await waitFor(() => expect(frame).toHaveAttribute('aria-busy', 'false'));
  },
};

export const LongSubjectAndAddress: Story = {
  args: {
    subject: 'Cancelled by Bay Adventures Kayak & Paddleboard Rentals: Sunset kayak tour along the whole coast',
    to: 'a-very-long-booking-address-for-receipts@an-example-company.example',
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByTitle(/^Mail: /)).toHaveAttribute('aria-busy', 'false'));
  },
};
