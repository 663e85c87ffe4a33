import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button';
import { Card } from './Card';

const meta = {
  title: 'Primitives/Card',
  component: Card,
  args: {
    gap: 4,
    padding: 8,
    children: (
      <>
        <h2 id="card-title">Sunset kayak tour</h2>
        <p>Two hours on the bay with a guide, tonight at 7 pm.</p>
        <Button>Book Now</Button>
      </>
    ),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { as: 'section', 'aria-labelledby': 'card-title' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Sunset kayak tour' })).toBeInTheDocument();
  },
};

/** Lined up at the start, as the home page's cards. */
export const AlignedStart: Story = { args: { align: 'start', shadow: 'sm' } };

/** Centred, as a result card (payment complete, not found). */
export const Centred: Story = { args: { align: 'center', style: { textAlign: 'center' } } };

/** Among other cards of a page: smaller corners and shadow (the account screens' cards). */
const stacked = { radius: 'lg', shadow: 'sm', padding: 5, gap: 5 } as const;

export const Stacked: Story = { args: stacked };

export const Danger: Story = { args: { ...stacked, tone: 'danger' } };

export const Brand: Story = { args: { ...stacked, tone: 'brand' } };
