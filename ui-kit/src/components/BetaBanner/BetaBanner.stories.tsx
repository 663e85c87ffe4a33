import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BetaBanner } from './BetaBanner';
import { inFrame } from '../../test/frame';

const meta = {
  title: 'Primitives/BetaBanner',
  component: BetaBanner,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof BetaBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Beta notice' });
    await expect(region).toHaveTextContent('This site is a beta version and is still in development.');
  },
};

export const CustomText: Story = {
  args: { children: 'Demo mode: every verification code is 123456. Data resets when you reset the demo.' },
};

export const Mobile: Story = {
  decorators: [inFrame({ width: 320 })],
};
