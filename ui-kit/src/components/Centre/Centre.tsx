import type { HTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';
import type { space } from '../../theme';

export interface CentreProps extends HTMLAttributes<HTMLDivElement> {
  /** What to centre, typically a spinner. */
  children?: ReactNode;
  /** Space above and below, a `theme.space` step (default `0`). */
  paddingBlock?: keyof typeof space;
  /** At least 40% of the viewport high, so a page that is still loading keeps its footer down. */
  tall?: boolean;
}

const Root = styled.div<{ $paddingBlock: keyof typeof space; $tall: boolean }>`
  display: flex;
  justify-content: center;
  align-items: center;
  padding-block: ${({ theme, $paddingBlock }) => theme.space[$paddingBlock]};
  ${({ $tall }) => $tall && 'min-height: 40vh;'}
`;

/** Centres its content on both axes: a loading spinner in a page, a tab or a section. */
export function Centre({ paddingBlock = 0, tall = false, children, ...rest }: CentreProps) {
  return (
    <Root $paddingBlock={paddingBlock} $tall={tall} {...rest}>
      {children}
    </Root>
  );
}
