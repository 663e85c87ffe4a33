import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import CancelPage from './CancelPage';

const meta = {
  title: 'Pages/Cancel',
  component: CancelPage,
  parameters: { layout: 'fullscreen', page: { url: '/cancel' } },
} satisfies Meta<typeof CancelPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(within(canvasElement).getByRole('main'));
    await expect(canvas.getByRole('heading', { level: 1, name: 'Payment Cancelled' })).toBeVisible();
    await expect(canvas.getByText('No charges have been made.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Browse More Deals' })).toHaveAttribute('href', '/deals');
    await expect(canvas.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  },
};
