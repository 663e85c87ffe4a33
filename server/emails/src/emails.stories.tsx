import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import type { QueuedMail } from '@spur/domain';
import { MailFrame } from './MailFrame';
import { renderMail } from './render';
import { SAMPLE_APP_URL, SAMPLE_MAILS } from './samples';

/** Each story renders one kind's sample with the real templates before it shows. */
const renderSample = (mail: QueuedMail) => async () => {
  const { subject, html } = await renderMail(mail, SAMPLE_APP_URL);
  return { subject, html };
};

const meta = {
  title: 'Emails/Templates',
  component: MailFrame,
  args: { subject: '', html: '' },
  render: (_args, { loaded }) => <MailFrame subject={loaded.subject as string} html={loaded.html as string} />,
  // The snapshot waits until the frame has laid out the mail.
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByTitle(/^Mail: /)).toHaveAttribute('aria-busy', 'false'));
  },
} satisfies Meta<typeof MailFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const BookingConfirmed: Story = {
  loaders: [renderSample(SAMPLE_MAILS.booking_confirmed)],
  play: async ({ canvasElement }) => {
    const frame = within(canvasElement).getByTitle('Mail: Booking confirmed: Sunset kayak tour') as HTMLIFrameElement;
    await expect(frame.srcdoc).toContain('alt="QR code of voucher K7QM-2XPA"');
    await waitFor(() => expect(frame).toHaveAttribute('aria-busy', 'false'));
  },
};

export const BookingCancelled: Story = { loaders: [renderSample(SAMPLE_MAILS.booking_cancelled)] };

export const SessionCancelled: Story = { loaders: [renderSample(SAMPLE_MAILS.session_cancelled)] };

export const Reminder: Story = { loaders: [renderSample(SAMPLE_MAILS.reminder)] };

export const WaitlistOffer: Story = { loaders: [renderSample(SAMPLE_MAILS.waitlist_offer)] };

export const Alert: Story = {
  loaders: [renderSample(SAMPLE_MAILS.alert)],
  play: async ({ canvasElement }) => {
    const frame = within(canvasElement).getByTitle('Mail: Price drop: Sunset kayak tour') as HTMLIFrameElement;
    await expect(frame.srcdoc).toContain('See the deal');
    await waitFor(() => expect(frame).toHaveAttribute('aria-busy', 'false'));
  },
};
