import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { DEMO_ACCOUNTS } from '@spur/demo-data';
import LoginPage from './LoginPage';
import { connectStoryCognito, findToast, freshToasts, withLiveAuth } from './account/storyHelpers';

const meta = {
  title: 'Pages/Login',
  component: LoginPage,
  parameters: { layout: 'fullscreen', page: { url: '/login', auth: 'guest' } },
  beforeEach: freshToasts,
} satisfies Meta<typeof LoginPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Email or Username' })).toHaveAccessibleDescription('Your email is your permanent login ID');
    await expect(canvas.getByLabelText(/^Password/)).toHaveAttribute('type', 'password');
    await expect(canvas.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
    await expect(canvas.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
    await expect(canvas.getByRole('button', { name: 'Log In' })).toBeEnabled();
  },
};

/** Both fields are required (SPEC §5). */
export const ValidationError: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Log In' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Please enter both email and password.');
    // Only one field filled is still not enough.
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email or Username' }), DEMO_ACCOUNTS.traveler.email);
    await userEvent.click(canvas.getByRole('button', { name: 'Log In' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please enter both email and password.');
  },
};

/** A wrong password, answered by the Cognito emulation through Amplify and the app's session. */
export const Failure: Story = {
  decorators: [withLiveAuth],
  beforeEach: connectStoryCognito,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email or Username' }), DEMO_ACCOUNTS.traveler.email);
    await userEvent.type(canvas.getByLabelText(/^Password/), 'not-the-password');
    await userEvent.click(canvas.getByRole('button', { name: 'Log In' }));
    const toast = await findToast('Login failed');
    await expect(within(toast).getByText('Incorrect username or password.')).toBeVisible();
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Incorrect username or password.');
    await expect(canvas.getByRole('button', { name: 'Log In' })).toBeEnabled();
  },
};
