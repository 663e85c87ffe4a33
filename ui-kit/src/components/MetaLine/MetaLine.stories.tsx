import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CalendarClock, MapPin } from 'lucide-react';
import { Badge } from '../Badge';
import { MetaLine } from './MetaLine';

const meta = {
  title: 'Components/MetaLine',
  component: MetaLine,
  args: {
    icon: <MapPin aria-hidden />,
    label: 'Location:',
    truncate: true,
    children: 'Laguna Beach, CA',
  },
  decorators: [
    (Story) => (
      <div style={{ width: 268 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MetaLine>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Location: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('Location: Laguna Beach, CA');
  },
};

/** A text too long for the line ends with an ellipsis; hovering shows all of it. */
export const Truncated: Story = {
  args: { children: 'Crystal Cove State Park, Newport Coast, Orange County, CA' },
  play: async ({ canvasElement }) => {
    const text = within(canvasElement).getByText(/Crystal Cove/);
    await expect(text).toHaveAttribute('title', 'Crystal Cove State Park, Newport Coast, Orange County, CA');
    await expect(text.scrollWidth).toBeGreaterThan(text.clientWidth);
  },
};

export const EndDate: Story = {
  args: { icon: <CalendarClock aria-hidden />, label: undefined, truncate: false, children: 'Ends Nov 27, 2026' },
};

/** Without an icon, holding a badge (the public card's "New"). */
export const WithBadge: Story = {
  args: {
    icon: undefined,
    label: undefined,
    truncate: false,
    children: (
      <Badge size="sm" tone="info">
        New
      </Badge>
    ),
  },
};
