import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ProfileTabs, type ProfileTab } from './ProfileTabs';

const panel = (text: string) => <p style={{ margin: 0 }}>{text}</p>;

const meta = {
  title: 'Components/ProfileTabs',
  component: ProfileTabs,
  args: {
    profile: panel('Full name, phone number, email and account type.'),
    bookings: panel('Your bookings appear here.'),
    settings: panel('Email preferences, password and account deletion.'),
    onValueChange: fn(),
  },
  argTypes: {
    value: { control: 'inline-radio', options: ['profile', 'bookings', 'settings'] },
    defaultValue: { control: 'inline-radio', options: ['profile', 'bookings', 'settings'] },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 720 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProfileTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ProfileInfo: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Profile Info' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(canvas.getByRole('tab', { name: 'My Bookings' }));
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Your bookings appear here.');
    await expect(args.onValueChange).toHaveBeenCalledWith('bookings');
    await userEvent.click(canvas.getByRole('tab', { name: 'Profile Info' }));
  },
};

export const MyBookings: Story = {
  args: { defaultValue: 'bookings' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('tabpanel')).toHaveTextContent('Your bookings appear here.');
  },
};

/** With the saved deals (the app passes them for signed-in people). */
export const Saved: Story = {
  args: { defaultValue: 'saved', saved: panel('Your saved deals appear here.') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('tab', { name: 'Saved' })).toHaveAttribute('aria-selected', 'true');
    await expect(within(canvasElement).getByRole('tabpanel')).toHaveTextContent('Your saved deals appear here.');
  },
};

export const Settings: Story = {
  args: { defaultValue: 'settings' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('tabpanel')).toHaveTextContent('Email preferences');
  },
};

/** Arrow keys move between tabs (and wrap around), selecting as they go. */
export const KeyboardNavigation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Profile Info' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'My Bookings' })).toHaveFocus();
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Your bookings appear here.');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Settings' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: 'Profile Info' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: 'Settings' })).toHaveFocus();
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Email preferences');
  },
};

/** The parent owns the tab (as the profile page does with `?tab=`). */
export const Controlled: Story = {
  render: function ControlledTabs(args) {
    const [tab, setTab] = useState<ProfileTab>('bookings');
    return (
      <div style={{ display: 'grid', gap: 12 }}>
        <p style={{ margin: 0 }}>
          URL: <code>/profile?tab={tab}</code>
        </p>
        <ProfileTabs
          {...args}
          value={tab}
          onValueChange={(next) => {
            setTab(next);
            args.onValueChange?.(next);
          }}
        />
      </div>
    );
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('/profile?tab=bookings')).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'Settings' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('settings');
    await expect(canvas.getByText('/profile?tab=settings')).toBeVisible();
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Email preferences');
  },
};

/** On a 375 px phone the three tabs fit side by side (no icons), nothing scrolls out of view. */
export const Phone: Story = {
  parameters: { testRunner: { viewport: { width: 375, height: 480 } } },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('tablist');
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
    for (const name of ['Profile Info', 'My Bookings', 'Settings']) {
      await expect(within(list).getByRole('tab', { name })).toBeVisible();
    }
  },
};
