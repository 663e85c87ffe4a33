import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { DEMO_PASSWORD } from '@spur/demo-data';
import SignUpPage from './SignUpPage';
import { connectStoryCognito, findToast, freshToasts } from './account/storyHelpers';

const meta = {
  title: 'Pages/SignUp',
  component: SignUpPage,
  parameters: { layout: 'fullscreen', page: { url: '/signup', auth: 'guest' } },
  beforeEach: freshToasts,
} satisfies Meta<typeof SignUpPage>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

const NEW_EMAIL = 'new.explorer@spur.example';

async function fillStepOne(canvas: Canvas, { email = NEW_EMAIL, password = DEMO_PASSWORD, confirm = DEMO_PASSWORD } = {}) {
  await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), email);
  await userEvent.type(canvas.getByLabelText(/^Password/), password);
  await userEvent.type(canvas.getByLabelText(/^Confirm Password/), confirm);
  await userEvent.click(canvas.getByRole('button', { name: 'Sign Up' }));
}

/** Step one, and the Cognito emulation's SignUp through Amplify: step two. */
async function reachStepTwo(canvas: Canvas) {
  await fillStepOne(canvas);
  await expect(await canvas.findByRole('heading', { level: 1, name: 'Verify your account' })).toBeVisible();
}

export const StepOne: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAttribute('type', 'email');
    await expect(canvas.getByLabelText(/^Password/)).toHaveAttribute('type', 'password');
    await expect(canvas.getByLabelText(/^Confirm Password/)).toHaveAttribute('type', 'password');
    await expect(canvas.getByText(/Your email is your login ID and cannot be changed later/)).toHaveTextContent(
      /contact support/,
    );
    await expect(canvas.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  },
};

/** Every field is required, and the passwords must match (SPEC §5). */
export const Mismatch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign Up' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Please fill in all fields.');
    await fillStepOne(canvas, { confirm: 'SpurDemo!2027' });
    await expect(canvas.getByRole('alert')).toHaveTextContent('Passwords do not match.');
    await expect(canvas.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
  },
};

export const StepTwo: Story = {
  beforeEach: connectStoryCognito,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await reachStepTwo(canvas);
    await expect(canvas.getByText(`We sent a verification code to ${NEW_EMAIL}. Enter it below to finish signing up.`)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Verification Code' })).toHaveValue('');
    // Resend really asks the identity provider for a new code (PRODUCT.md).
    await findToast('Verification code sent');
    await userEvent.click(canvas.getByRole('button', { name: 'Resend' }));
    await findToast('Code resent');
    await expect(canvas.getByRole('button', { name: 'Resend' })).toBeEnabled();
  },
};

/** An empty code, then a wrong one: the emulation answers CodeMismatchException. */
export const WrongCode: Story = {
  beforeEach: connectStoryCognito,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await reachStepTwo(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Please enter the verification code.');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Verification Code' }), '000000');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    const toast = await findToast('Verification failed');
    await expect(within(toast).getByText('Invalid verification code. Please try again.')).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Invalid verification code. Please try again.');
  },
};
