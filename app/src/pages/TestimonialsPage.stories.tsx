import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import TestimonialsPage from './TestimonialsPage';

const meta = {
  title: 'Pages/Testimonials',
  component: TestimonialsPage,
  parameters: { layout: 'fullscreen', page: { url: '/testimonials' } },
} satisfies Meta<typeof TestimonialsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(within(canvasElement).getByRole('main'));
    await expect(canvas.getByRole('heading', { level: 1, name: 'What Our Customers Are Saying' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Coming Soon' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Back' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  },
};

/** Clicking the panel's Coming Soon shows the "Coming Soon" toast. */
export const ComingSoonToast: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Coming Soon' }));
    const notifications = within(canvasElement.ownerDocument.body).getByRole('region', { name: 'Notifications (F8)' });
    await expect(await within(notifications).findByText('Coming Soon')).toBeVisible();
    await expect(within(notifications).getByText('Customer stories are on their way.')).toBeVisible();
  },
};
