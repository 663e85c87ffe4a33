import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextField } from './TextField';
import { inFormColumn } from '../../test/frame';

const meta = {
  title: 'Primitives/TextField',
  component: TextField,
  args: { label: 'Full name', name: 'full_name', onChange: fn() },
  decorators: [inFormColumn],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Full name' });
    await userEvent.type(input, 'Ana');
    await expect(input).toHaveValue('Ana');
    await expect(args.onChange).toHaveBeenCalledTimes(3);
    input.blur();
  },
};

export const WithValue: Story = { args: { defaultValue: 'Ana Rivera' } };

export const WithPlaceholder: Story = { args: { label: 'Phone number', type: 'tel', placeholder: '(555) 123-4567' } };

export const WithHint: Story = {
  args: {
    label: 'Email or Username',
    name: 'email',
    hint: 'Your email is your permanent login ID',
    autoComplete: 'username',
  },
};

export const WithError: Story = {
  args: { label: 'Email', type: 'email', defaultValue: 'ana@', error: 'Please enter a valid email address.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Please enter a valid email address.');
  },
};

export const Disabled: Story = { args: { label: 'Email', defaultValue: 'traveler@spur.example', disabled: true } };

export const Required: Story = {
  args: { label: 'Email', type: 'email', required: true, autoComplete: 'email' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: /Email/ })).toBeRequired();
  },
};
