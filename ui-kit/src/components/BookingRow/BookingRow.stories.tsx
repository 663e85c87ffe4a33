import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BookingRow } from './BookingRow';

const meta = {
  title: 'Components/BookingRow',
  component: BookingRow,
  args: {
    title: 'Sunset Kayak Tour',
    description: 'Paddle the hidden coves of Laguna Beach at golden hour with a local guide. Kayaks and life vests included.',
    status: 'confirmed',
    bookingTime: '2026-11-22T12:00:00.000Z',
    timeZone: 'UTC',
    price: 49,
    detailsHref: '#/booking-details/6f1c2b1e',
    onCancel: fn(),
  },
  argTypes: {
    status: { control: 'select', options: ['confirmed', 'pending', 'cancelled', 'refunded'] },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 760 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BookingRow>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Confirmed: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Confirmed')).toBeVisible();
    await expect(canvas.getByText('Nov 22, 2026')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel Booking' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

export const Pending: Story = {
  args: { status: 'pending', title: 'Wildlife Park Jeep Safari', price: 89, bookingTime: '2026-12-03T12:00:00.000Z' },
};

export const Cancelled: Story = {
  args: { status: 'cancelled', title: 'Jazz Night at the Pier', price: 35 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: /Cancel/ })).not.toBeInTheDocument();
  },
};

export const UnknownStatus: Story = {
  args: { status: 'refunded' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Refunded')).toBeVisible();
  },
};

export const LongDescription: Story = {
  args: {
    title: 'Full-Day Guided Coastal Hike with Tide Pool Exploration and Picnic Lunch on the Bluffs',
    description:
      'Start at Crystal Cove with a naturalist guide, explore the tide pools at low tide, climb to the bluffs for a picnic lunch with ocean views, then continue along the coastal trail to Pelican Point. Bring sturdy shoes, sunscreen and a camera; water and snacks are provided throughout the day, and transport back to the start is included.',
  },
};

export const Cancelling: Story = {
  args: { cancelling: true },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: /Cancelling/ });
    await expect(button).toBeDisabled();
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

export const List: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      <BookingRow {...args} />
      <BookingRow {...args} status="pending" title="Hot Air Balloon Sunrise Flight" price={189} />
      <BookingRow {...args} status="cancelled" title="Sound Bath & Guided Meditation" price={25} />
    </div>
  ),
};

/** A past session (or a used voucher): the booking can be reviewed. */
export const CanReview: Story = {
  args: { when: 'Yesterday, 9:00 AM', onReview: fn(), onCancel: undefined },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Leave a review' }));
    await expect(args.onReview).toHaveBeenCalledOnce();
  },
};

/** A booked session: when it takes place, beside the date it was booked. */
export const WithSessionTime: Story = {
  args: { when: 'Tomorrow, 9:00 AM' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Tomorrow, 9:00 AM')).toBeVisible();
  },
};
