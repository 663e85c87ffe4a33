import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { DEMO_ACCOUNTS } from '@spur/demo-data';
import ForgotPasswordPage from './ForgotPasswordPage';
import { connectStoryCognito, findToast, freshToasts } from './account/storyHelpers';

const meta = {
  title: 'Pages/ForgotPassword',
  component: ForgotPasswordPage,
  parameters: { layout: 'fullscreen', page: { url: '/forgot-password', auth: 'guest' } },
  beforeEach: freshToasts,
} satisfies Meta<typeof ForgotPasswordPage>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const EMAIL = DEMO_ACCOUNTS.traveler.email;

/** Step one, and the Cognito emulation's ForgotPassword through Amplify: step two. */
async function reachStepTwo(canvas: Canvas) {
  await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), EMAIL);
  await userEvent.click(canvas.getByRole('button', { name: 'Send Reset Code' }));
  await expect(await canvas.findByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
}

export const StepOne: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAttribute('type', 'email');
    await expect(canvas.getByRole('link', { name: 'Back to log in' })).toHaveAttribute('href', '/login');
  },
};

/** The email is required (SPEC §5). */
export const EmailRequired: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send Reset Code' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Please enter your email address.');
  },
};

export const StepTwo: Story = {
  beforeEach: connectStoryCognito,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await reachStepTwo(canvas);
    await findToast('Reset code sent');
    await expect(canvas.getByText(`We sent a verification code to ${EMAIL}. Enter it with your new password.`)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Verification Code' })).toBeVisible();
    await expect(canvas.getByLabelText(/^New Password/)).toHaveAttribute('type', 'password');
    await expect(canvas.getByLabelText(/^Confirm New Password/)).toHaveAttribute('type', 'password');
    await expect(canvas.getByRole('button', { name: 'Resend' })).toBeEnabled();
  },
};

/** Step two: every field is required, and the new passwords must match (SPEC §5). */
export const Mismatch: Story = {
  beforeEach: connectStoryCognito,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await reachStepTwo(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Reset Password' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Please fill in all fields.');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Verification Code' }), '123456');
    await userEvent.type(canvas.getByLabelText(/^New Password/), 'SpurDemo!2027');
    await userEvent.type(canvas.getByLabelText(/^Confirm New Password/), 'SpurDemo!2028');
    await userEvent.click(canvas.getByRole('button', { name: 'Reset Password' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Passwords do not match.');
  },
};
