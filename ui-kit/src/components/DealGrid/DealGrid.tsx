import { Children, isValidElement, type HTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';

export interface DealGridProps extends HTMLAttributes<HTMLElement> {
  /** The cards (DealCards, skeletons...). */
  children?: ReactNode;
  /** `ul` makes the grid a list: each child is wrapped in an `<li>` for you. */
  as?: 'div' | 'ul';
  /** Accessible name, useful with `as="ul"` (e.g. "Deals"). */
  'aria-label'?: string;
}

const Grid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[6]};
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  ${({ theme }) => theme.media.xl} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

const Item = styled.li`
  display: flex;
  min-width: 0;
  & > * { flex: 1; }
`;

/**
 * The responsive deal grid: 1 column on mobile, 2 from `sm`, 3 from `lg`, 4 from `xl`
 * (the theme's breakpoints).
 */
export function DealGrid({ as = 'div', children, ...rest }: DealGridProps) {
  if (as === 'ul') {
    return (
      <Grid as="ul" {...rest}>
        {Children.map(children, (child) =>
          child === null || child === undefined || child === false ? null : (
            <Item key={isValidElement(child) ? (child.key ?? undefined) : undefined}>{child}</Item>
          ),
        )}
      </Grid>
    );
  }
  return <Grid {...rest}>{children}</Grid>;
}
