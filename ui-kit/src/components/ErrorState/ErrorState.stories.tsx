import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ErrorState } from './ErrorState';

const meta = {
  title: 'Primitives/ErrorState',
  component: ErrorState,
  args: { message: 'Failed to load deals. Please check your connection.', onRetry: fn() },
} satisfies Meta<typeof ErrorState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to load deals.');
    const retry = canvas.getByRole('button', { name: 'Retry' });
    await userEvent.click(retry);
    await expect(args.onRetry).toHaveBeenCalledOnce();
    retry.blur();
  },
};

export const AccessDenied: Story = {
  args: {
    title: 'Access denied. Business account required.',
    message: 'Contact support to upgrade your account to a business partner account.',
    onRetry: undefined,
  },
};

export const Retrying: Story = { args: { retrying: true } };
