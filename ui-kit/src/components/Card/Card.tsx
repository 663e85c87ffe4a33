import type { HTMLAttributes, ReactNode } from 'react';
import styled, { css } from 'styled-components';
import type { space } from '../../theme';

type Space = keyof typeof space;

export interface CardProps extends HTMLAttributes<HTMLElement> {
  /** The card's content, laid out as a column. */
  children?: ReactNode;
  /** Element to render: `section` or `article` when the card is titled (give it `aria-labelledby`). */
  as?: 'div' | 'section' | 'article';
  /** Space between the children, a `theme.space` step. */
  gap?: Space;
  /** Inner space on every side, a `theme.space` step (pages may make it responsive). */
  padding?: Space;
  /** How the children line up across the column (default `stretch`: full width). */
  align?: 'stretch' | 'start' | 'center';
  /** Corner radius: `xl` (default) for a card standing alone, `lg` for cards stacked in a page. */
  radius?: 'lg' | 'xl';
  /** Shadow: `md` (default) lifts a card standing alone, `sm` sits cards among others. */
  shadow?: 'sm' | 'md';
  /** `danger` outlines a card of destructive actions; `brand` tints a card that promotes. */
  tone?: 'default' | 'danger' | 'brand';
}

interface RootProps {
  $gap?: Space;
  $padding?: Space;
  $align: NonNullable<CardProps['align']>;
  $radius: NonNullable<CardProps['radius']>;
  $shadow: NonNullable<CardProps['shadow']>;
  $tone: NonNullable<CardProps['tone']>;
}

const alignments = { start: 'flex-start', center: 'center' } as const;

const Root = styled.div<RootProps>`
  display: flex;
  flex-direction: column;
  ${({ theme, $gap }) => $gap !== undefined && `gap: ${theme.space[$gap]};`}
  ${({ $align }) => $align !== 'stretch' && `align-items: ${alignments[$align]};`}
  ${({ theme, $padding }) => $padding !== undefined && `padding: ${theme.space[$padding]};`}
  background: ${({ theme }) => theme.colors.surface.card};
  border: 1px solid ${({ theme }) => theme.colors.border.subtle};
  border-radius: ${({ theme, $radius }) => theme.radii[$radius]};
  box-shadow: ${({ theme, $shadow }) => theme.shadows[$shadow]};
  ${({ theme, $tone }) =>
    $tone === 'danger' &&
    css`
      border-color: ${theme.colors.destructive.muted};
    `}
  ${({ theme, $tone }) =>
    $tone === 'brand' &&
    css`
      background: ${theme.colors.brand.subtle};
      border-color: ${theme.colors.brand.muted};
    `}
`;

/** A raised surface holding a column of content: forms, results, details, account sections. */
export function Card({ as = 'div', gap, padding, align = 'stretch', radius = 'xl', shadow = 'md', tone = 'default', children, ...rest }: CardProps) {
  return (
    <Root as={as} $gap={gap} $padding={padding} $align={align} $radius={radius} $shadow={shadow} $tone={tone} {...rest}>
      {children}
    </Root>
  );
}
