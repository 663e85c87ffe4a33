import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PriceTag } from './PriceTag';

const meta = {
  title: 'Components/PriceTag',
  component: PriceTag,
  args: { price: 49 },
} satisfies Meta<typeof PriceTag>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Regular: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('$49.00')).toBeVisible();
    await expect(canvasElement.querySelector('s')).toBeNull();
  },
};

export const Discounted: Story = {
  args: { originalPrice: 75 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('$75.00').closest('s')).not.toBeNull();
  },
};

/** An original price not above the price is no discount: only the price shows. */
export const NoRealDiscount: Story = {
  args: { originalPrice: 45 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText('$45.00')).not.toBeInTheDocument();
  },
};
