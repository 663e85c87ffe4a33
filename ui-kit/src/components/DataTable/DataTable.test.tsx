import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithTheme } from '../../test/render';
import { DataTable } from './DataTable';

const columns = [
  { id: 'deal', header: 'Deal' },
  { id: 'paid', header: 'Paid', numeric: true },
];

describe('DataTable', () => {
  it('names the table and its scrolling region by the caption, and lays cells under their columns', () => {
    renderWithTheme(<DataTable caption="Bookings paid" columns={columns} rows={[{ id: 'b1', cells: { deal: 'Kayak', paid: '$50.00' } }]} />);
    const table = screen.getByRole('table', { name: 'Bookings paid' });
    expect(screen.getByRole('region', { name: 'Bookings paid' })).toHaveAttribute('tabindex', '0');
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Deal', 'Paid']);
    expect(within(table).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['Kayak', '$50.00']);
  });

  it('leaves a missing cell empty and makes the first cell of a summary row its header', () => {
    renderWithTheme(
      <DataTable caption="Totals" columns={columns} rows={[{ id: 'b1', cells: { deal: 'Kayak' } }]} footer={[{ id: 'all', cells: { deal: 'All time', paid: '$50.00' } }]} />,
    );
    expect(screen.getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['Kayak', '', '$50.00']);
    expect(screen.getByRole('rowheader')).toHaveTextContent('All time');
  });

  it('no rows: the headers alone', () => {
    renderWithTheme(<DataTable caption="Nothing yet" columns={columns} rows={[]} />);
    expect(screen.getAllByRole('row')).toHaveLength(1);
  });
});
