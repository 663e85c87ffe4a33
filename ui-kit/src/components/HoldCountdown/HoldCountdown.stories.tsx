import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { HoldCountdown } from './HoldCountdown';

const meta = {
  title: 'Components/HoldCountdown',
  component: HoldCountdown,
  args: { secondsLeft: 14 * 60 + 32, onRetry: fn() },
} satisfies Meta<typeof HoldCountdown>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Running: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('timer')).toHaveTextContent('We hold your spot for 14:32');
  },
};

/** The last minute: the warning colour, and a screen reader hears it once. */
export const LastMinute: Story = {
  args: { secondsLeft: 42 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('timer')).toHaveTextContent('0:42');
    await expect(canvas.getByText('One minute left to pay before your spot is released.')).toBeInTheDocument();
  },
};

export const Expired: Story = {
  args: { secondsLeft: 0 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Your hold has expired');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
