import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AlertForm } from './AlertForm';
import { sampleCategories } from './samples';
import { inFrame } from '../../test/frame';

const meta = {
  title: 'Components/AlertForm',
  component: AlertForm,
  args: {
    centreLabel: 'Laguna Beach, CA (default)',
    categories: sampleCategories,
    onUseMyPosition: fn(),
    onSubmit: fn(),
    defaultValues: { placeName: 'Laguna Beach' },
  },
  decorators: [inFrame({ maxWidth: 560 })],
} satisfies Meta<typeof AlertForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The default city, "Starting within 3 hours", 5 km. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Laguna Beach, CA (default)')).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Wellness' }));
    await userEvent.type(canvas.getByLabelText('Highest price, $ (optional)'), '40');
    await userEvent.click(canvas.getByRole('button', { name: 'Save alert' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ placeName: 'Laguna Beach', radiusKm: '5', window: 'within_3h', categories: ['wellness'], maxPrice: '40' });
  },
};

export const Locating: Story = {
  args: { locating: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Locating/ })).toBeDisabled();
  },
};

/** Each field with its contract message. */
export const Invalid: Story = {
  args: {
    errors: {
      place_name: 'Please name the place of this alert (at most 80 characters).',
      radius_km: 'The radius must be between 0.5 and 100 km.',
      max_price: 'The highest price must be more than $0 and at most $10,000.',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Place name')).toHaveAccessibleDescription('Please name the place of this alert (at most 80 characters).');
    await expect(canvas.getByLabelText('Radius (km)')).toHaveAccessibleDescription('The radius must be between 0.5 and 100 km.');
  },
};

export const Saving: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Saving/ })).toBeDisabled();
  },
};

export const Failed: Story = {
  args: { formError: 'You can save at most 20 alerts. Delete one to add another.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('You can save at most 20 alerts. Delete one to add another.');
  },
};
