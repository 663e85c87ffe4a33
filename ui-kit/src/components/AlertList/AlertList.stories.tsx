import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AlertList } from './AlertList';
import { sampleAlerts } from './samples';
import { inFrame } from '../../test/frame';

const meta = {
  title: 'Components/AlertList',
  component: AlertList,
  args: { alerts: sampleAlerts, onDelete: fn() },
  decorators: [inFrame({ maxWidth: 560 })],
} satisfies Meta<typeof AlertList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Within 2.5 km · This weekend · Beach, Wellness · Up to $40.00')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Delete the alert for Home' }));
    await expect(args.onDelete).toHaveBeenCalledWith('al2');
  },
};

export const Deleting: Story = {
  args: { deletingId: 'al1' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Deleting\.\.\./ })).toBeDisabled();
  },
};

export const Empty: Story = {
  args: { alerts: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No saved alerts yet.')).toBeVisible();
  },
};
