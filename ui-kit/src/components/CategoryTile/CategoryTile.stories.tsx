import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Binoculars, Landmark, Music, Sparkles, TreePalm } from 'lucide-react';
import { pictures } from '../../pictures';
import { reportingLink } from '../../test/storyLink';
import { CategoryTile } from './CategoryTile';

const meta = {
  title: 'Components/CategoryTile',
  component: CategoryTile,
  args: { name: 'Beaches', category: 'beach', image: pictures.beach[0], icon: <TreePalm />, onSelect: fn() },
  decorators: [
    (Story) => (
      <div style={{ width: 220 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CategoryTile>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Beaches: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Beaches' }));
    await expect(args.onSelect).toHaveBeenCalledWith('beach');
  },
};

export const Safaris: Story = {
  args: { name: 'Safaris', category: 'safari', image: pictures.safari[0], icon: <Binoculars /> },
};

export const Tours: Story = {
  args: { name: 'Tours', category: 'tour', image: pictures.tour[0], icon: <Landmark /> },
};

export const Wellness: Story = {
  args: { name: 'Wellness', category: 'wellness', image: pictures.wellness[0], icon: <Sparkles /> },
};

export const Entertainment: Story = {
  args: { name: 'Entertainment', category: 'entertainment', image: pictures.entertainment[0], icon: <Music /> },
};

export const WithoutIcon: Story = { args: { icon: undefined, image: undefined } };

/** Reached with Tab, selected with Enter and with Space. */
export const Focused: Story = {
  play: async ({ args, canvasElement }) => {
    const tile = within(canvasElement).getByRole('button', { name: 'Beaches' });
    await userEvent.tab();
    await expect(tile).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenLastCalledWith('beach');
    await userEvent.keyboard(' ');
    await expect(args.onSelect).toHaveBeenCalledTimes(2);
  },
};

export const AllCategories: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 1100 }}>
        <Story />
      </div>
    ),
  ],
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(5, 1fr)', gap: 16 }}>
      <CategoryTile {...args} name="Beaches" category="beach" image={pictures.beach[0]} icon={<TreePalm />} />
      <CategoryTile {...args} name="Safaris" category="safari" image={pictures.safari[0]} icon={<Binoculars />} />
      <CategoryTile {...args} name="Tours" category="tour" image={pictures.tour[0]} icon={<Landmark />} />
      <CategoryTile {...args} name="Wellness" category="wellness" image={pictures.wellness[0]} icon={<Sparkles />} />
      <CategoryTile {...args} name="Entertainment" category="entertainment" image={pictures.entertainment[0]} icon={<Music />} />
    </div>
  ),
};

/** A link to the category's page (the home page's tiles): it works before the page's scripts run. */
export const AsLink: Story = {
  args: { onSelect: undefined, href: '/deals?category=beach', renderLink: reportingLink(fn().mockName('navigate')) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Beaches' })).toHaveAttribute('href', '/deals?category=beach');
  },
};
