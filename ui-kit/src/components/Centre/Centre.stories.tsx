import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Spinner } from '../Spinner';
import { Centre } from './Centre';

const meta = {
  title: 'Primitives/Centre',
  component: Centre,
  parameters: { layout: 'fullscreen' },
  args: { children: <Spinner label="Loading..." size="lg" /> },
} satisfies Meta<typeof Centre>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading...');
  },
};

/** Room above and below, as in a tab that is loading. */
export const WithPadding: Story = { args: { paddingBlock: 12 } };

/** A whole page that is loading: at least 40% of the viewport high. */
export const Tall: Story = { args: { tall: true, paddingBlock: 8 } };
