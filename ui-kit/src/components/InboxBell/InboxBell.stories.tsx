import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { InboxBell } from './InboxBell';
import { sampleInboxAlerts } from './samples';

const meta = {
  title: 'Components/InboxBell',
  component: InboxBell,
  args: { alerts: sampleInboxAlerts, unread: 1, onOpen: fn(), manageHref: '/alerts' },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof InboxBell>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed, one unread: the badge on the bell. */
export const Unread: Story = {
  play: async ({ canvasElement }) => {
    const bell = within(canvasElement).getByRole('button', { name: 'Alerts, 1 unread' });
    await expect(bell).toHaveTextContent('1');
  },
};

/** Opened: the last alerts, each linking to its deal; opening calls onOpen. */
export const Open: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Alerts, 1 unread' }));
    const list = within(await screen.findByRole('dialog', { name: 'Alerts' }));
    await expect(args.onOpen).toHaveBeenCalledOnce();
    await expect(list.getByText('New time')).toBeVisible();
    await expect(list.getByText('Price drop')).toBeVisible();
    await expect(list.getByText('Spot freed')).toBeVisible();
    await expect(list.getByText('New from Harborlight Spa')).toBeVisible();
    await expect(list.getByRole('link', { name: 'Sunset Kayak Tour' })).toHaveAttribute('href', '/deals/d1');
    await expect(list.getByText('Sat, Nov 28, 2:30 PM PST · 2.4 km away')).toBeVisible();
    await expect(list.getByText('$45.00')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { alerts: [], unread: 0 },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Alerts' }));
    await expect(await screen.findByText('No alerts yet')).toBeVisible();
    await expect(screen.getByRole('link', { name: 'Manage alerts' })).toHaveAttribute('href', '/alerts');
  },
};
