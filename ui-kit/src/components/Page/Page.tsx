import styled from 'styled-components';
import type { space } from '../../theme';
import { Container, type ContainerProps } from '../Container';

export interface PageProps extends ContainerProps {
  /** Space above the content, a `theme.space` step (default `0`: the page header brings its own). */
  paddingTop?: keyof typeof space;
}

const Root = styled(Container)<{ $paddingTop: keyof typeof space }>`
  padding-block: ${({ theme, $paddingTop }) => `${theme.space[$paddingTop]} ${theme.space[16]}`};
`;

/**
 * A screen's main column: a `Container` (page width, side padding) with room below the content
 * and, optionally, above it. Render it `as="main"` for the page's main landmark.
 */
export function Page({ paddingTop = 0, as = 'div', children, ...rest }: PageProps) {
  return (
    <Root $paddingTop={paddingTop} forwardedAs={as} {...rest}>
      {children}
    </Root>
  );
}
