import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ArrowLeft, Plus } from 'lucide-react';
import { Button } from '../Button';
import { PageHeader } from './PageHeader';

const goBack = fn();
const createDeal = fn();

const meta = {
  title: 'Primitives/PageHeader',
  component: PageHeader,
  args: { title: 'All Deals', subtitle: 'Browse all available experiences' },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'All Deals' })).toBeInTheDocument();
  },
};

export const SearchResults: Story = {
  args: { subtitle: 'Search results for "kayak" in beach' },
};

export const WithBack: Story = {
  args: {
    back: (
      <Button variant="ghost" size="sm" icon={<ArrowLeft aria-hidden />} onClick={goBack}>
        Back to Home
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const back = within(canvasElement).getByRole('button', { name: 'Back to Home' });
    await userEvent.click(back);
    await expect(goBack).toHaveBeenCalledOnce();
    back.blur();
  },
};

export const WithActions: Story = {
  args: {
    title: 'Business Dashboard',
    subtitle: 'Manage your deals',
    actions: (
      <Button icon={<Plus aria-hidden />} onClick={createDeal}>
        Create Deal
      </Button>
    ),
  },
};

export const TitleOnly: Story = { args: { title: 'Payment Cancelled', subtitle: undefined } };
