import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SlotsLeft } from './SlotsLeft';

const meta = {
  title: 'Components/SlotsLeft',
  component: SlotsLeft,
  args: { slots: 8 },
} satisfies Meta<typeof SlotsLeft>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Many: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('8 slots left')).toBeVisible();
  },
};

/** Three or fewer: the warning colour. */
export const Few: Story = {
  args: { slots: 3 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('3 slots left')).toBeVisible();
  },
};

export const OneLeft: Story = {
  args: { slots: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('1 slot left')).toBeVisible();
  },
};

export const SoldOut: Story = {
  args: { slots: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No slots left')).toBeVisible();
  },
};
