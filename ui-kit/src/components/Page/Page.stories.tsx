import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { theme } from '../../theme';
import { Page } from './Page';

const Box = () => (
  <div style={{ padding: theme.space[4], background: theme.colors.brand.muted, borderRadius: theme.radii.md }}>
    The page's content, with room below it.
  </div>
);

const meta = {
  title: 'Primitives/Page',
  component: Page,
  parameters: { layout: 'fullscreen' },
  args: { as: 'main', children: <Box /> },
} satisfies Meta<typeof Page>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('main')).toHaveTextContent("The page's content");
  },
};

/** Room above the content too, for pages without a page header. */
export const WithTopSpace: Story = { args: { paddingTop: 12 } };

export const Narrow: Story = { args: { size: 'narrow', paddingTop: 12 } };

/** Sections in a column, a space step apart (the dashboard's pages). */
export const Sections: Story = {
  args: {
    gap: 6,
    children: (
      <>
        <Box />
        <Box />
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(getComputedStyle(within(canvasElement).getByRole('main')).rowGap).toBe(theme.space[6]);
  },
};
