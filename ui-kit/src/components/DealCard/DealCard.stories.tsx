import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DEAL_CATEGORIES, pictures } from '../../pictures';
import { DealCard } from './DealCard';
import { DealCardSkeleton } from './DealCardSkeleton';
import { inCardColumn } from '../../test/frame';

const meta = {
  title: 'Components/DealCard',
  component: DealCard,
  args: {
    title: 'Sunset Kayak Tour along the Coves',
    price: 49,
    originalPrice: null,
    category: 'beach',
    position: 0,
    slots: 8,
    location: 'Laguna Beach, CA',
    rating: 4.8,
    reviewCount: 124,
    onBook: fn(),
  },
  argTypes: {
    category: { control: 'select', options: DEAL_CATEGORIES },
  },
  decorators: [inCardColumn],
} satisfies Meta<typeof DealCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Book Now' }));
    await expect(args.onBook).toHaveBeenCalledOnce();
  },
};

export const Discounted: Story = {
  args: { originalPrice: 75 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('35% OFF')).toBeVisible();
    await expect(canvas.getByText('$75.00')).toBeVisible();
  },
};

export const NoOriginalPrice: Story = {
  args: { originalPrice: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText(/% OFF/)).not.toBeInTheDocument();
  },
};

export const NoRating: Story = {
  args: { rating: null, reviewCount: 0, category: 'wellness', title: 'Sound Bath & Guided Meditation' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('New')).toBeVisible();
    await expect(canvas.queryByText(/reviews/)).not.toBeInTheDocument();
  },
};

export const OneSlotLeft: Story = {
  args: { slots: 1, category: 'safari', title: 'Wildlife Park Jeep Safari', originalPrice: 120, price: 89 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('1 slot left')).toBeVisible();
  },
};

export const SoldOut: Story = {
  args: { slots: 0, category: 'entertainment', title: 'Jazz Night at the Pier', price: 35 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Sold out')).toBeVisible();
    const book = canvas.getByRole('button', { name: 'Book Now' });
    await expect(book).toBeDisabled();
    await userEvent.click(book, { pointerEventsCheck: 0 });
    await expect(args.onBook).not.toHaveBeenCalled();
  },
};

export const LongTitle: Story = {
  args: {
    title:
      'Full-Day Guided Coastal Hike with Tide Pool Exploration, Picnic Lunch on the Bluffs and Sunset Photography Workshop',
    location: 'Crystal Cove State Park, Newport Coast, Orange County, CA',
    category: 'tour',
    position: 1,
  },
};

export const NoImage: Story = {
  args: { image: null, category: 'tour', position: 2, title: 'Hot Air Balloon Sunrise Flight' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toHaveAttribute('src', pictures.tour[2]);
  },
};

export const OwnImage: Story = {
  args: {
    image: pictures.wellness[1],
    imageAlt: 'A pink lotus flower on a calm pond',
    category: 'wellness',
    title: 'Lotus Pond Yoga Morning',
    price: 25,
    originalPrice: 40,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'A pink lotus flower on a calm pond' })).toBeVisible();
  },
};

export const Booking: Story = {
  args: { booking: true },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: /Processing/ });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(args.onBook).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  render: () => <DealCardSkeleton label="Loading deal" />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading deal');
  },
};

export const Grid: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 960 }}>
        <Story />
      </div>
    ),
  ],
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 24 }}>
      <DealCard {...args} originalPrice={75} />
      <DealCard {...args} category="safari" position={1} title="Elephant Sanctuary Visit" rating={null} reviewCount={0} />
      <DealCardSkeleton />
    </div>
  ),
};
