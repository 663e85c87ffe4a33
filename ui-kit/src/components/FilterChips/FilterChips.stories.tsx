import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FilterChips } from './FilterChips';

const options = [
  { value: 'now', label: 'Now' },
  { value: 'today', label: 'Today' },
  { value: 'tomorrow', label: 'Tomorrow' },
  { value: 'weekend', label: 'This weekend' },
  { value: 'any', label: 'Any time' },
];

const meta = {
  title: 'Components/FilterChips',
  component: FilterChips,
  args: { label: 'When', options, value: 'any', onChange: fn() },
} satisfies Meta<typeof FilterChips>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AnyTime: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Any time' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Now' }));
    await expect(args.onChange).toHaveBeenCalledWith('now');
  },
};

export const Now: Story = {
  args: { value: 'now' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Now' })).toHaveAttribute('aria-pressed', 'true');
  },
};
