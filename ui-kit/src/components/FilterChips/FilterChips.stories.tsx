import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { reportingLink } from '../../test/storyLink';
import { FilterChips } from './FilterChips';

const options = [
  { value: 'now', label: 'Now' },
  { value: 'today', label: 'Today' },
  { value: 'tomorrow', label: 'Tomorrow' },
  { value: 'weekend', label: 'This weekend' },
  { value: 'any', label: 'Any time' },
];

const meta = {
  title: 'Components/FilterChips',
  component: FilterChips,
  args: { label: 'When', options, value: 'any', onChange: fn() },
} satisfies Meta<typeof FilterChips>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AnyTime: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Any time' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Now' }));
    await expect(args.onChange).toHaveBeenCalledWith('now');
  },
};

export const Now: Story = {
  args: { value: 'now' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Now' })).toHaveAttribute('aria-pressed', 'true');
  },
};

/** Links to the filtered page: they work before the page's scripts run; the chosen one is the current page. */
export const Links: Story = {
  args: { value: 'today', hrefFor: (value: string) => `/deals?when=${value}`, renderLink: reportingLink(fn().mockName('navigate')) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'When' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Today' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Now' })).toHaveAttribute('href', '/deals?when=now');
  },
};

/** Links from another page (the home page's When): none is current. */
export const LinksNoneChosen: Story = {
  args: { value: null, hrefFor: (value: string) => `/deals?when=${value}` },
  play: async ({ canvasElement }) => {
    for (const link of within(canvasElement).getAllByRole('link')) await expect(link).not.toHaveAttribute('aria-current');
  },
};
