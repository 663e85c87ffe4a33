import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BadgeCheck } from 'lucide-react';
import { Badge, type BadgeTone } from './Badge';

const tones: BadgeTone[] = ['neutral', 'brand', 'success', 'warning', 'danger', 'info'];

const meta = {
  title: 'Primitives/Badge',
  component: Badge,
  args: { children: 'Confirmed', tone: 'success' },
  argTypes: {
    tone: { control: 'inline-radio', options: tones },
    variant: { control: 'inline-radio', options: ['subtle', 'solid'] },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Confirmed')).toBeVisible();
  },
};

export const Tones: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {tones.map((tone) => (
        <Badge key={tone} {...args} tone={tone}>
          {tone}
        </Badge>
      ))}
    </div>
  ),
};

export const Solid: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {tones.map((tone) => (
        <Badge key={tone} {...args} tone={tone} variant="solid">
          {tone}
        </Badge>
      ))}
    </div>
  ),
};

export const BookingStatuses: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      <Badge tone="success">Confirmed</Badge>
      <Badge tone="warning">Pending</Badge>
      <Badge tone="danger">Cancelled</Badge>
      <Badge tone="neutral">Refunded</Badge>
    </div>
  ),
};

export const Small: Story = { args: { size: 'sm', tone: 'brand', variant: 'solid', children: '33% OFF' } };

export const WithIcon: Story = {
  args: { tone: 'brand', children: 'Business Partner', icon: <BadgeCheck aria-hidden /> },
};
