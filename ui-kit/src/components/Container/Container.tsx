import type { HTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';

export interface ContainerProps extends HTMLAttributes<HTMLDivElement> {
  /** Content to centre. */
  children?: ReactNode;
  /** Maximum width: `default` for pages (`theme.sizes.container`), `narrow` for forms (`theme.sizes.narrow`). */
  size?: 'default' | 'narrow';
  /** Element to render, e.g. `main` or `section`. */
  as?: 'div' | 'main' | 'section' | 'header' | 'footer';
}

const Root = styled.div<{ $size: NonNullable<ContainerProps['size']> }>`
  width: 100%;
  max-width: ${({ theme, $size }) => ($size === 'narrow' ? theme.sizes.narrow : theme.sizes.container)};
  margin-inline: auto;
  padding-inline: ${({ theme }) => theme.space[4]};
  ${({ theme }) => theme.media.md} {
    padding-inline: ${({ theme }) => theme.space[6]};
  }
`;

/** Centres content at the page's maximum width, with side padding that grows on larger screens. */
export function Container({ size = 'default', as = 'div', children, ...rest }: ContainerProps) {
  return (
    <Root as={as} $size={size} {...rest}>
      {children}
    </Root>
  );
}
