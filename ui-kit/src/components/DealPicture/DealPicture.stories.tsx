import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { DEAL_CATEGORIES, pictures } from '../../pictures';
import { Badge } from '../Badge';
import { DealPicture } from './DealPicture';
import { inCardColumn } from '../../test/frame';

const meta = {
  title: 'Components/DealPicture',
  component: DealPicture,
  args: { category: 'beach', position: 0, loading: 'eager' },
  argTypes: {
    category: { control: 'select', options: DEAL_CATEGORIES },
  },
  decorators: [inCardColumn],
} satisfies Meta<typeof DealPicture>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No image of its own: one of the category's pictures. */
export const CategoryPicture: Story = {
  args: { category: 'tour', position: 2 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toHaveAttribute('src', pictures.tour[2]);
  },
};

export const OwnImage: Story = {
  args: { image: pictures.wellness[1], alt: 'A pink lotus flower on a calm pond', category: 'wellness' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'A pink lotus flower on a calm pond' })).toBeVisible();
  },
};

/** The deal's image fails to load: the category picture takes its place. */
export const BrokenImage: Story = {
  args: { image: '/no-such-picture.jpg', category: 'safari', position: 1 },
  play: async ({ canvasElement }) => {
    // The fallback comes in once the browser reports the broken image.
    await waitFor(() => expect(canvasElement.querySelector('img')).toHaveAttribute('src', pictures.safari[1]));
  },
};

export const Discounted: Story = {
  args: { discount: 35 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('35% OFF')).toBeVisible();
  },
};

export const SoldOut: Story = {
  args: { soldOut: true, category: 'entertainment' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Sold out')).toBeVisible();
  },
};

/** Dimmed with extra badges (the dashboard's ended, sold-out deal), and a discount. */
export const WithBadges: Story = {
  args: {
    discount: 25,
    soldOut: true,
    dimmed: true,
    badges: (
      <Badge tone="neutral" variant="solid">
        Expired
      </Badge>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Expired')).toBeVisible();
    await expect(canvas.getByText('Sold out')).toBeVisible();
  },
};
