import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';

/** One column: its id (the key of each row's cells), its header, and whether it holds figures. */
export interface DataTableColumn {
  id: string;
  header: ReactNode;
  /** Figures: right-aligned with tabular digits, so amounts line up by the cent. */
  numeric?: boolean;
}

/** One row: a stable id and its cells by column id (a missing cell is empty). */
export interface DataTableRow {
  id: string;
  cells: Record<string, ReactNode>;
}

export interface DataTableProps {
  /** What the table lists, read first by screen readers (and the name of its scrolling region). */
  caption: string;
  /** Shows the caption above the table; otherwise it is for screen readers only. */
  captionVisible?: boolean;
  columns: readonly DataTableColumn[];
  rows: readonly DataTableRow[];
  /** Summary rows under the body (totals), each cell under its column; the first cell is the row's header. */
  footer?: readonly DataTableRow[];
  /** Class name for the scrolling frame. */
  className?: string;
}

/** Scrolls sideways on narrow screens; focusable so keyboard users can scroll it too. */
const Frame = styled.div`
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.border.subtle};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface.card};
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.border.focus};
    outline-offset: 2px;
  }
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text.primary};
`;

const Caption = styled.caption<{ $visible: boolean }>`
  ${({ $visible, theme }) =>
    $visible
      ? css`
          padding: ${theme.space[3]} ${theme.space[4]};
          text-align: left;
          font-weight: ${theme.fontWeights.semibold};
        `
      : css`
          position: absolute;
          width: 1px;
          height: 1px;
          overflow: hidden;
          clip-path: inset(50%);
          white-space: nowrap;
        `}
`;

const cell = css<{ $numeric: boolean }>`
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  text-align: ${({ $numeric }) => ($numeric ? 'right' : 'left')};
  font-variant-numeric: ${({ $numeric }) => ($numeric ? 'tabular-nums' : 'normal')};
  white-space: ${({ $numeric }) => ($numeric ? 'nowrap' : 'normal')};
  vertical-align: top;
`;

const HeaderCell = styled.th<{ $numeric: boolean }>`
  ${cell}
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text.secondary};
  background: ${({ theme }) => theme.colors.surface.sunken};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border.subtle};
`;

const BodyCell = styled.td<{ $numeric: boolean }>`
  ${cell}
  border-bottom: 1px solid ${({ theme }) => theme.colors.border.subtle};
`;

const FooterHeader = styled.th<{ $numeric: boolean }>`
  ${cell}
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const FooterCell = styled.td<{ $numeric: boolean }>`
  ${cell}
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Foot = styled.tfoot`
  background: ${({ theme }) => theme.colors.surface.sunken};
`;

/**
 * A table of records with a caption, column headers, figures aligned by the cent and optional
 * summary rows (totals). It only lays out what it is given: no sorting, paging or fetching.
 */
export function DataTable({ caption, captionVisible = false, columns, rows, footer, className }: DataTableProps) {
  return (
    <Frame className={className} role="region" aria-label={caption} tabIndex={0}>
      <Table>
        <Caption $visible={captionVisible}>{caption}</Caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <HeaderCell key={column.id} scope="col" $numeric={Boolean(column.numeric)}>
                {column.header}
              </HeaderCell>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              {columns.map((column) => (
                <BodyCell key={column.id} $numeric={Boolean(column.numeric)}>
                  {row.cells[column.id]}
                </BodyCell>
              ))}
            </tr>
          ))}
        </tbody>
        {footer && footer.length > 0 && (
          <Foot>
            {footer.map((row) => (
              <tr key={row.id}>
                {columns.map((column, index) =>
                  index === 0 ? (
                    <FooterHeader key={column.id} scope="row" $numeric={Boolean(column.numeric)}>
                      {row.cells[column.id]}
                    </FooterHeader>
                  ) : (
                    <FooterCell key={column.id} $numeric={Boolean(column.numeric)}>
                      {row.cells[column.id]}
                    </FooterCell>
                  ),
                )}
              </tr>
            ))}
          </Foot>
        )}
      </Table>
    </Frame>
  );
}
