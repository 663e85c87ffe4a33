import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TimePicker, type TimeGroup } from './TimePicker';

const groups: TimeGroup[] = [
  {
    heading: 'Today',
    options: [
      { id: 's1', time: '12:10 PM', detail: '5 spots left', price: '$59', accessibleLabel: 'Today, 12:10 PM, Booking closed', disabledReason: 'Booking closed' },
      { id: 's2', time: '12:40 PM', detail: 'Last 2 spots', price: '$52.64', accessibleLabel: 'Today, 12:40 PM, Last 2 spots, $52.64' },
      { id: 's3', time: '5:30 PM', detail: '6 spots left', price: '$59', accessibleLabel: 'Today, 5:30 PM, 6 spots left, $59' },
      { id: 's4', time: '6:30 PM', detail: 'No spots left', price: '$59', accessibleLabel: 'Today, 6:30 PM, Sold out', disabledReason: 'Sold out' },
    ],
  },
  {
    heading: 'Tomorrow',
    options: [{ id: 's5', time: '9:00 AM', detail: '12 spots left', price: '$59', accessibleLabel: 'Tomorrow, 9:00 AM, 12 spots left, $59' }],
  },
];

const meta = {
  title: 'Components/TimePicker',
  component: TimePicker,
  args: { label: 'Choose a time', groups, value: null, onValueChange: fn(), emptyText: 'No upcoming times.' },
} satisfies Meta<typeof TimePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Sold-out and past-cut-off times stay visible, disabled, with the reason. */
export const WithDisabledOptions: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'Today, 6:30 PM, Sold out' })).toBeDisabled();
    await expect(canvas.getByRole('radio', { name: 'Today, 12:10 PM, Booking closed' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('radio', { name: 'Today, 5:30 PM, 6 spots left, $59' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('s3');
  },
};

export const Selected: Story = {
  args: { value: 's2' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radio', { name: 'Today, 12:40 PM, Last 2 spots, $52.64' })).toBeChecked();
  },
};

/** Every time disabled while the page's scripts are not running yet. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    for (const radio of within(canvasElement).getAllByRole('radio')) await expect(radio).toBeDisabled();
  },
};

export const Empty: Story = {
  args: { groups: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No upcoming times.')).toBeVisible();
  },
};
