import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Select } from './Select';
import { inFormColumn } from '../../test/frame';

const categories = [
  { value: 'beach', label: 'Beaches' },
  { value: 'safari', label: 'Safaris' },
  { value: 'tour', label: 'Tours' },
  { value: 'wellness', label: 'Wellness' },
  { value: 'entertainment', label: 'Entertainment' },
];

const meta = {
  title: 'Primitives/Select',
  component: Select,
  args: { label: 'Category', name: 'category', options: categories, placeholder: 'Choose a category', onChange: fn() },
  decorators: [inFormColumn],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { defaultValue: '' },
  play: async ({ args, canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Category' });
    await userEvent.selectOptions(select, 'Tours');
    await expect(select).toHaveValue('tour');
    await expect(args.onChange).toHaveBeenCalledOnce();
    select.blur();
  },
};

export const WithValue: Story = { args: { defaultValue: 'wellness' } };

export const WithHint: Story = { args: { defaultValue: 'beach', hint: 'Guests filter deals by category.' } };

export const WithError: Story = {
  args: { defaultValue: '', required: true, error: 'Please choose a category.' },
};

export const Disabled: Story = { args: { defaultValue: 'safari', disabled: true } };

export const Required: Story = { args: { defaultValue: '', required: true } };
