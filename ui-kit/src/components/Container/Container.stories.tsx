import type { Meta, StoryObj } from '@storybook/react-vite';
import { theme } from '../../theme';
import { Container } from './Container';

const Box = () => (
  <div style={{ padding: theme.space[4], background: theme.colors.brand.muted, borderRadius: theme.radii.md }}>
    Content stays within the page width and keeps its side padding.
  </div>
);

const meta = {
  title: 'Primitives/Container',
  component: Container,
  parameters: { layout: 'fullscreen' },
  args: { children: <Box /> },
} satisfies Meta<typeof Container>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Narrow: Story = { args: { size: 'narrow' } };
