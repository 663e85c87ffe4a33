import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CalendarCheck, Tag } from 'lucide-react';
import { Button } from '../Button';
import { EmptyState } from './EmptyState';

const showAll = fn();

const meta = {
  title: 'Primitives/EmptyState',
  component: EmptyState,
  args: { title: 'No deals available right now.' },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { args: { icon: <Tag aria-hidden /> } };

export const FilteredWithAction: Story = {
  args: {
    title: 'No deals found for your search.',
    description: 'Try another search term or browse every deal.',
    action: (
      <Button variant="outline" onClick={showAll}>
        Show All Deals
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'No deals found for your search.' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Show All Deals' }));
    await expect(showAll).toHaveBeenCalledOnce();
    canvas.getByRole('button', { name: 'Show All Deals' }).blur();
  },
};

export const WithDescription: Story = {
  args: {
    icon: <CalendarCheck aria-hidden />,
    title: 'No bookings yet',
    description: 'When you book an experience it will show up here.',
    headingLevel: 3,
  },
};

export const WithoutIcon: Story = { args: { icon: null, title: 'Nothing to show' } };
