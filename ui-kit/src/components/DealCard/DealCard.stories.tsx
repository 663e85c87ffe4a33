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

/** The deal was taken off sale while the card was on screen (issue 10): it stays in place, greyed out. */
export const NoLongerAvailable: Story = {
  args: { removed: true, startLabel: 'Today 6:30 PM', lastSpotsAt: 3, slots: 4 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No longer available')).toBeVisible();
    await expect(canvas.queryByText('4 spots left')).not.toBeInTheDocument();
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

/** Book Now disabled while the page's scripts are not running yet. */
export const BookDisabled: Story = {
  args: { bookDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Book Now' })).toBeDisabled();
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

/** The visitor's position is known: the distance follows the place, which is cut first when long. */
export const WithDistance: Story = {
  args: {
    location: 'Crystal Cove State Park, Newport Coast, CA',
    distanceLabel: '2.4 km',
    startLabel: 'Starts in 40 min',
    startDateTime: '2026-11-24T20:40:00.000Z',
    startTone: 'soon',
    slots: 6,
    lastSpotsAt: 3,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('2.4 km')).toBeVisible();
    await expect(canvas.getByText('Crystal Cove State Park, Newport Coast, CA').closest('p')).toHaveTextContent(
      'Location: Crystal Cove State Park, Newport Coast, CA·, 2.4 km away',
    );
  },
};

/** A session within the hour: the start is emphasised; other times follow. */
export const StartsSoon: Story = {
  args: { startLabel: 'Starts in 40 min', startDateTime: '2026-11-24T20:40:00.000Z', startTone: 'soon', moreTimes: 3, slots: 6, lastSpotsAt: 3 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Starts in 40 min')).toBeVisible();
    await expect(canvas.getByText('· +3 more times')).toBeVisible();
    await expect(canvas.getByText('6 spots left')).toBeVisible();
  },
};

export const LaterToday: Story = {
  args: { startLabel: 'Today 5:30 PM', startDateTime: '2026-11-25T01:30:00.000Z', slots: 9, lastSpotsAt: 3 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Today 5:30 PM')).toBeVisible();
  },
};

export const Tomorrow: Story = {
  args: { startLabel: 'Tomorrow 9:00 AM', startDateTime: '2026-11-25T17:00:00.000Z', moreTimes: 1, slots: 12, lastSpotsAt: 3 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('· +1 more time')).toBeVisible();
  },
};

/** Three spots or fewer: "Last 2 spots" in the warning colour. */
export const LastSpots: Story = {
  args: { startLabel: 'Starts in 25 min', startTone: 'soon', slots: 2, lastSpotsAt: 3 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Last 2 spots')).toBeVisible();
  },
};

export const SoldOutSession: Story = {
  args: { startLabel: 'Today 6:30 PM', slots: 0, lastSpotsAt: 3 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('Sold out')).toHaveLength(2);
    await expect(canvas.getByRole('button', { name: 'Book Now' })).toBeDisabled();
  },
};

/** A last-minute price drop is running: the current price, and where it is heading. */
export const PriceDropping: Story = {
  args: { price: 52.64, originalPrice: 79, startLabel: 'Today 2:45 PM', priceDropLabel: 'Price drops to $45 by 2:30 PM', slots: 4, lastSpotsAt: 3 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('$52.64')).toBeVisible();
    await expect(canvas.getByText('Price drops to $45 by 2:30 PM')).toBeVisible();
  },
};

/** No set times: valid any time until the deal ends. The spec's slot wording stays. */
export const OpenDated: Story = {
  args: { startLabel: 'Any time until Dec 31', startTone: 'open', slots: 8 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Any time until Dec 31')).toBeVisible();
    await expect(canvas.getByText('8 slots left')).toBeVisible();
  },
};

/** The title links to the deal's page; Book Now stays a separate button. */
export const LinkedTitle: Story = {
  args: { href: '/deals/5eedde00-0000-4000-8000-000000000001', startLabel: 'Today 5:30 PM' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Sunset Kayak Tour along the Coves' });
    await expect(link).toHaveAttribute('href', '/deals/5eedde00-0000-4000-8000-000000000001');
  },
};

/** A signed-in person's saved deal: the filled heart over the picture. */
export const Saved: Story = {
  args: { saved: true, onToggleSave: fn() },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Saved', pressed: true }));
    await expect(args.onToggleSave).toHaveBeenCalledOnce();
  },
};

/** Not saved yet (or a guest): the hollow heart. */
export const NotSaved: Story = {
  args: { saved: false, onToggleSave: fn() },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Save deal', pressed: false })).toBeVisible();
  },
};

/** Given in several languages (the app names them in the page's language): one line under the place, cut when long. */
export const WithLanguages: Story = {
  args: {
    languages: ['English', 'Spanish', 'Chinese'],
    startLabel: 'Today 5:30 PM',
    startDateTime: '2026-11-25T01:30:00.000Z',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('English · Spanish · Chinese')).toBeVisible();
    await expect(canvas.getByTitle('English, Spanish, Chinese').closest('p')).toHaveTextContent(/^Languages: /);
  },
};
