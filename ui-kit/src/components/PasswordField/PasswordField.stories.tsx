import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PasswordField } from './PasswordField';
import { inFormColumn } from '../../test/frame';

const meta = {
  title: 'Primitives/PasswordField',
  component: PasswordField,
  args: { label: 'Password', name: 'password', onChange: fn() },
  decorators: [inFormColumn],
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithValue: Story = {
  args: { defaultValue: 'SpurDemo!2026' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Password');
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(input).toHaveAttribute('type', 'text');
    const toggle = canvas.getByRole('button', { name: 'Hide password' });
    await userEvent.click(toggle);
    await expect(input).toHaveAttribute('type', 'password');
    toggle.blur();
  },
};

export const Visible: Story = { args: { defaultValue: 'SpurDemo!2026', defaultVisible: true } };

export const NewPassword: Story = {
  args: { label: 'New Password', autoComplete: 'new-password', required: true },
};

export const WithError: Story = {
  args: { label: 'Confirm Password', defaultValue: 'SpurDemo!', error: 'Passwords do not match.' },
};

export const Disabled: Story = { args: { defaultValue: 'SpurDemo!2026', disabled: true } };
