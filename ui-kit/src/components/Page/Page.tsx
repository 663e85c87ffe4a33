import styled from 'styled-components';
import type { space } from '../../theme';
import { Container, type ContainerProps } from '../Container';

export interface PageProps extends ContainerProps {
  /** Space above the content, a `theme.space` step (default `0`: the page header brings its own). */
  paddingTop?: keyof typeof space;
  /** Lays the children out in a column this far apart, a `theme.space` step (default: as they flow). */
  gap?: keyof typeof space;
}

const Root = styled(Container)<{ $paddingTop: keyof typeof space; $gap?: keyof typeof space }>`
  padding-block: ${({ theme, $paddingTop }) => `${theme.space[$paddingTop]} ${theme.space[16]}`};
  ${({ theme, $gap }) => $gap !== undefined && `display: flex; flex-direction: column; gap: ${theme.space[$gap]};`}
`;

/**
 * A screen's main column: a `Container` (page width, side padding) with room below the content
 * and, optionally, above it; with `gap`, its sections in a column. Render it `as="main"` for the
 * page's main landmark.
 */
export function Page({ paddingTop = 0, gap, as = 'div', children, ...rest }: PageProps) {
  return (
    <Root $paddingTop={paddingTop} $gap={gap} forwardedAs={as} {...rest}>
      {children}
    </Root>
  );
}
