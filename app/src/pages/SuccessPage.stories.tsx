import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import SuccessPage from './SuccessPage';

const CHECKOUT_ID = 'cs_test_a1B2c3D4e5F6g7H8i9J0kLmNoPqRsTuVwXyZ12345678';

const meta = {
  title: 'Pages/Success',
  component: SuccessPage,
  parameters: { layout: 'fullscreen', page: { url: '/success' } },
} satisfies Meta<typeof SuccessPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A guest without a checkout id: no confirmation id; create an account or sign in. */
export const Guest: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(within(canvasElement).getByRole('main'));
    await expect(canvas.getByRole('heading', { level: 1, name: 'Payment Successful!' })).toBeVisible();
    await expect(canvas.queryByText(/Confirmation ID/)).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Create Account' })).toHaveAttribute('href', '/signup');
    await expect(canvas.getByRole('link', { name: 'Log In' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Browse More Deals' })).toHaveAttribute('href', '/deals');
    await expect(canvas.getByText(/sign up with the same email/i)).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Go to My Bookings' })).not.toBeInTheDocument();
  },
};

/** Back from the payment page as a guest: the confirmation id is the checkout id's last 8 characters. */
export const GuestWithSession: Story = {
  parameters: { page: { url: `/success?session_id=${CHECKOUT_ID}` } },
  play: async ({ canvasElement }) => {
    const canvas = within(within(canvasElement).getByRole('main'));
    await expect(canvas.getByText('Confirmation ID:')).toBeVisible();
    await expect(canvas.getByText('12345678')).toBeVisible();
  },
};

/** Signed in: Go to My Bookings (the bookings tab) and Browse More Deals. */
export const LoggedIn: Story = {
  parameters: { page: { url: `/success?session_id=${CHECKOUT_ID}`, auth: 'traveler' } },
  play: async ({ canvasElement }) => {
    const canvas = within(within(canvasElement).getByRole('main'));
    await expect(canvas.getByRole('link', { name: 'Go to My Bookings' })).toHaveAttribute('href', '/profile?tab=bookings');
    await expect(canvas.getByRole('link', { name: 'Browse More Deals' })).toHaveAttribute('href', '/deals');
    await expect(canvas.getByText('12345678')).toBeVisible();
    await expect(canvas.queryByText(/sign up with the same email/i)).not.toBeInTheDocument();
  },
};

/** Before the sign-in check has answered: the page is there at once, without either variant. */
export const SessionLoading: Story = {
  parameters: { page: { url: `/success?session_id=${CHECKOUT_ID}`, auth: 'loading' } },
  play: async ({ canvasElement }) => {
    const canvas = within(within(canvasElement).getByRole('main'));
    await expect(canvas.getByRole('heading', { level: 1, name: 'Payment Successful!' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Browse More Deals' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Go to My Bookings' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: 'Create Account' })).not.toBeInTheDocument();
  },
};
