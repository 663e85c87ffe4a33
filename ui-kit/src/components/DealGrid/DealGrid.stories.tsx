import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { theme } from '../../theme';
import { DealGrid } from './DealGrid';

const titles = [
  'Sunset Kayak Tour',
  'Tide Pool Walk',
  'Surf Lesson for Beginners',
  'Coastal Yoga at Dawn',
  'Gallery Night Pass',
  'Whale Watching Cruise',
  'Stand-up Paddle Rental',
  'Cliffside Wine Tasting',
];

/** A stand-in card so the grid can be reviewed without the DealCard component. */
function Tile({ title }: { title: string }) {
  return (
    <article
      style={{
        padding: theme.space[4],
        minHeight: theme.sizes.dealImage,
        background: theme.colors.surface.card,
        border: `1px solid ${theme.colors.border.subtle}`,
        borderRadius: theme.radii.lg,
        boxShadow: theme.shadows.sm,
      }}
    >
      <h3 style={{ fontSize: theme.fontSizes.md }}>{title}</h3>
    </article>
  );
}

const meta = {
  title: 'Primitives/DealGrid',
  component: DealGrid,
  args: { children: titles.map((title) => <Tile key={title} title={title} />) },
} satisfies Meta<typeof DealGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Resize the canvas (or use the viewport toolbar) to see 1, 2, 3 and 4 columns. */
export const Default: Story = {};

export const AsList: Story = {
  args: { as: 'ul', 'aria-label': 'Deals' },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Deals' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(titles.length);
  },
};

export const FewItems: Story = { args: { children: titles.slice(0, 2).map((title) => <Tile key={title} title={title} />) } };

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  args: { children: titles.slice(0, 3).map((title) => <Tile key={title} title={title} />) },
};
