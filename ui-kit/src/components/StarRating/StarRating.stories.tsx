import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StarRating } from './StarRating';

const meta = {
  title: 'Components/StarRating',
  component: StarRating,
  args: { rating: 4.8, reviewCount: 124 },
} satisfies Meta<typeof StarRating>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Rated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('4.8')).toBeVisible();
    await expect(canvas.getByText('(124 reviews)')).toBeVisible();
  },
};

export const OneReview: Story = {
  args: { rating: 5, reviewCount: 1 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('5.0')).toBeVisible();
    await expect(canvas.getByText('(1 review)')).toBeVisible();
  },
};
