import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Switch } from './Switch';

const meta = {
  title: 'Primitives/Switch',
  component: Switch,
  args: { label: 'Marketing emails', onCheckedChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {
  play: async ({ args, canvasElement }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'Marketing emails' });
    await expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    await expect(toggle).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenCalledWith(true);
    await userEvent.keyboard(' ');
    await expect(toggle).not.toBeChecked();
    toggle.blur();
  },
};

export const On: Story = { args: { label: 'Booking updates', defaultChecked: true } };

export const Disabled: Story = { args: { disabled: true } };

export const DisabledOn: Story = { args: { label: 'Booking updates', disabled: true, defaultChecked: true } };

export const WithDescription: Story = {
  args: {
    label: 'Booking updates',
    description: 'Confirmations and changes to your bookings, sent to traveler@spur.example.',
    defaultChecked: true,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('switch', { name: 'Booking updates' })).toHaveAccessibleDescription(
      'Confirmations and changes to your bookings, sent to traveler@spur.example.',
    );
  },
};

export const Controlled: Story = {
  render: function Render(args) {
    const [checked, setChecked] = useState(false);
    return (
      <Switch
        {...args}
        checked={checked}
        onCheckedChange={(next) => {
          setChecked(next);
          args.onCheckedChange?.(next);
        }}
        description={checked ? 'You will receive offers.' : 'No offers will be sent.'}
      />
    );
  },
};
