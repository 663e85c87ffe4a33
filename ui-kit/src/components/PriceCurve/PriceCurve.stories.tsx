import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PriceCurve, type PriceCurvePoint } from './PriceCurve';

/** A drop from `list` to `floor` over `steps` quarter hours, as the price function steps it. */
function drop(list: number, floor: number, steps: number): PriceCurvePoint[] {
  return Array.from({ length: steps }, (_, step) => {
    const value = steps === 1 ? floor : Math.round((list - ((list - floor) * step) / (steps - 1)) * 100) / 100;
    const minutes = (steps - step) * 15;
    const label = minutes % 60 === 0 ? `${minutes / 60} h before` : minutes > 60 ? `${Math.floor(minutes / 60)} h ${minutes % 60} min before` : `${minutes} min before`;
    return { label, value, display: `$${value % 1 === 0 ? value : value.toFixed(2)}` };
  });
}

const meta = {
  title: 'Components/PriceCurve',
  component: PriceCurve,
  decorators: [(Story) => <div style={{ maxWidth: 420 }}><Story /></div>],
} satisfies Meta<typeof PriceCurve>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three hours from $60 towards $40: twelve quarter-hour steps. */
export const ThreeHours: Story = {
  args: {
    points: drop(60, 40, 12),
    caption: 'From 3 hours before the start the price falls every 15 minutes, from $60 to $40 at 15 minutes before it.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('figure')).toHaveAccessibleName(/from \$60 to \$40/);
    await expect(canvas.getByText('3 h before · $60')).toBeVisible();
    await expect(canvas.getByText('15 min before · $40')).toBeVisible();
  },
};

/** A day-long window: 96 thin steps. */
export const FullDay: Story = {
  args: {
    points: drop(120, 70, 96),
    caption: 'From 24 hours before the start the price falls every 15 minutes, from $120 to $70 at 15 minutes before it.',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('price-curve-bars').children).toHaveLength(96);
  },
};

/** A quarter-hour window drops straight to the floor. */
export const SingleStep: Story = {
  args: {
    points: drop(30, 25, 1),
    caption: 'In the last 15 minutes before the start the price is $25 instead of $30.',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('price-curve-bars').children).toHaveLength(1);
  },
};
