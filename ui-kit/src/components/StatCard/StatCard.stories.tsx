import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CircleDollarSign, Tag, TrendingUp } from 'lucide-react';
import { theme } from '../../theme';
import { StatCard } from './StatCard';

const meta = {
  title: 'Primitives/StatCard',
  component: StatCard,
  args: { label: 'Total Deals', value: 12, icon: <Tag aria-hidden /> },
  decorators: [
    (Story, { parameters }) =>
      parameters.fullWidth ? (
        <Story />
      ) : (
        <div style={{ maxWidth: 320 }}>
          <Story />
        </div>
      ),
  ],
} satisfies Meta<typeof StatCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TotalDeals: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('term')).toHaveTextContent('Total Deals');
    await expect(canvas.getByRole('definition')).toHaveTextContent('12');
  },
};

export const TotalRevenue: Story = {
  args: {
    label: 'Total Revenue',
    value: '$1,240.00',
    icon: <CircleDollarSign aria-hidden />,
    hint: 'Paid bookings, not cancelled',
  },
};

export const ActiveDeals: Story = {
  args: { label: 'Active Deals', value: 9, icon: <TrendingUp aria-hidden />, hint: 'With slots left and not expired' },
};

export const WithoutIcon: Story = { args: { icon: undefined, value: 0 } };

export const DashboardRow: Story = {
  parameters: { fullWidth: true },
  render: () => (
    <div
      style={{
        display: 'grid',
        gap: theme.space[4],
        gridTemplateColumns: `repeat(auto-fit, minmax(${theme.sizes.categoryTile}, 1fr))`,
      }}
    >
      <StatCard label="Total Deals" value={12} icon={<Tag aria-hidden />} />
      <StatCard label="Total Revenue" value="$1,240.00" icon={<CircleDollarSign aria-hidden />} />
      <StatCard label="Active Deals" value={9} icon={<TrendingUp aria-hidden />} />
    </div>
  ),
};
