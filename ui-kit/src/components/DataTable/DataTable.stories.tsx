import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Badge } from '../Badge';
import { DataTable } from './DataTable';

const columns = [
  { id: 'deal', header: 'Deal' },
  { id: 'traveller', header: 'Traveller' },
  { id: 'paid', header: 'Paid', numeric: true },
  { id: 'net', header: 'Net', numeric: true },
];

const rows = [
  { id: 'b1', cells: { deal: 'Sunset Kayak Tour', traveller: 'Jordan Reyes', paid: '$50.00', net: '$42.50' } },
  { id: 'b2', cells: { deal: 'Sunrise Yoga on the Sand', traveller: 'Guest', paid: '$1,249.99', net: '$1,062.49' } },
];

const meta = {
  title: 'Primitives/DataTable',
  component: DataTable,
  args: { caption: 'Bookings paid', columns, rows },
} satisfies Meta<typeof DataTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Bookings paid' });
    await expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Deal', 'Traveller', 'Paid', 'Net']);
    await expect(within(table).getAllByRole('row')).toHaveLength(3);
    await expect(canvas.getByRole('cell', { name: '$1,062.49' })).toHaveStyle({ textAlign: 'right' });
  },
};

export const WithTotals: Story = {
  args: {
    footer: [
      { id: 'week', cells: { deal: 'This week', paid: '$50.00', net: '$42.50' } },
      { id: 'all', cells: { deal: 'All time', paid: '$1,299.99', net: '$1,104.99' } },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('rowheader', { name: 'All time' })).toBeInTheDocument();
    await expect(canvas.getByRole('cell', { name: '$1,104.99' })).toBeInTheDocument();
  },
};

export const WithBadges: Story = {
  args: {
    columns: [...columns, { id: 'state', header: 'State' }],
    rows: rows.map((row, index) => ({ ...row, cells: { ...row.cells, state: <Badge tone={index === 0 ? 'warning' : 'success'}>{index === 0 ? 'Pending' : 'To be paid'}</Badge> } })),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('To be paid')).toBeInTheDocument();
  },
};

export const VisibleCaption: Story = {
  args: { captionVisible: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Bookings paid')).toBeVisible();
  },
};

/** On a phone the table scrolls sideways inside its frame, which takes the keyboard's focus. */
export const Narrow: Story = {
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 240 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('region', { name: 'Bookings paid' })).toHaveFocus();
  },
};
