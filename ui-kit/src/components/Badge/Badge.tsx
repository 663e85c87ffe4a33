import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import styled, { css, type DefaultTheme } from 'styled-components';

/** Colour meaning of a badge. `success`, `warning` and `danger` are the confirmed, pending and cancelled booking colours. */
export type BadgeTone = 'neutral' | 'brand' | 'success' | 'warning' | 'danger' | 'info';

/** `subtle`: tinted background, dark text (on light surfaces). `solid`: strong background, light text (on pictures). */
export type BadgeVariant = 'subtle' | 'solid';

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  /** Colour meaning: `success` (confirmed), `warning` (pending), `danger` (cancelled, sold out), `neutral` for anything else. */
  tone?: BadgeTone;
  /** `subtle` for badges on light surfaces, `solid` for badges laid over a picture. */
  variant?: BadgeVariant;
  /** Text size and padding. */
  size?: 'sm' | 'md';
  /** Decorative icon placed before the label (give it `aria-hidden`). */
  icon?: ReactNode;
  /** The label. */
  children: ReactNode;
}

const subtle = (theme: DefaultTheme): Record<BadgeTone, { bg: string; fg: string }> => ({
  neutral: theme.colors.status.neutral,
  brand: { bg: theme.colors.brand.muted, fg: theme.colors.brand.active },
  success: theme.colors.status.confirmed,
  warning: theme.colors.status.pending,
  danger: theme.colors.status.cancelled,
  info: { bg: theme.colors.accent.muted, fg: theme.colors.accent.hover },
});

const solid = (theme: DefaultTheme): Record<BadgeTone, { bg: string; fg: string }> => ({
  neutral: { bg: theme.colors.neutral[700], fg: theme.colors.text.inverse },
  brand: { bg: theme.colors.brand.base, fg: theme.colors.brand.contrast },
  success: { bg: theme.colors.palette.green[700], fg: theme.colors.text.inverse },
  warning: { bg: theme.colors.palette.amber[800], fg: theme.colors.text.inverse },
  danger: { bg: theme.colors.destructive.base, fg: theme.colors.destructive.contrast },
  info: { bg: theme.colors.accent.base, fg: theme.colors.accent.contrast },
});

const Root = styled.span<{ $tone: BadgeTone; $variant: BadgeVariant; $size: 'sm' | 'md' }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme, $size }) => ($size === 'sm' ? `${theme.space[0.5]} ${theme.space[2]}` : `${theme.space[1]} ${theme.space[3]}`)};
  border-radius: ${({ theme }) => theme.radii.full};
  font-size: ${({ theme, $size }) => ($size === 'sm' ? theme.fontSizes.xs : theme.fontSizes.sm)};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  white-space: nowrap;
  ${({ theme, $tone, $variant }) => {
    const { bg, fg } = ($variant === 'solid' ? solid(theme) : subtle(theme))[$tone];
    return css`
      background: ${bg};
      color: ${fg};
    `;
  }}
  ${({ theme, $variant }) => $variant === 'solid' && css`box-shadow: ${theme.shadows.sm};`}

  & > svg {
    width: ${({ theme }) => theme.sizes.icon.sm};
    height: ${({ theme }) => theme.sizes.icon.sm};
    flex: none;
  }
`;

/** A small pill label: booking statuses, "% OFF", "Sold out", "Business Partner". */
export const Badge = forwardRef<HTMLSpanElement, BadgeProps>(function Badge(
  { tone = 'neutral', variant = 'subtle', size = 'md', icon, children, ...rest },
  ref,
) {
  return (
    <Root ref={ref} $tone={tone} $variant={variant} $size={size} {...rest}>
      {icon}
      {children}
    </Root>
  );
});
