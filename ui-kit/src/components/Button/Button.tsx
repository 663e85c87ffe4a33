import { forwardRef, useImperativeHandle, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { Slot, Slottable } from '@radix-ui/react-slot';
import styled, { css, type DefaultTheme } from 'styled-components';
import { Spinner } from '../Spinner';
import { useFocusKeptThroughBusy } from '../../utils/useFocusKeptThroughBusy';
import { useKitTexts } from '../../i18n/KitLocaleProvider';
import { BUTTON_TEXTS } from './texts';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'destructive';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Visual weight: `primary` for the main action of a view, `destructive` for irreversible ones. */
  variant?: ButtonVariant;
  /** Control height and padding. */
  size?: ButtonSize;
  /** Shows a spinner, sets `aria-busy` and blocks clicks while an action is in flight. */
  loading?: boolean;
  /** Text shown instead of the children while loading (e.g. "Sending..."). */
  loadingText?: string;
  /** Stretch to the width of the container. */
  fullWidth?: boolean;
  /** Render the single child element (e.g. a router link) with the button's styles. */
  asChild?: boolean;
  /** Icon placed before the label. */
  icon?: ReactNode;
}

const variants: Record<ButtonVariant, (theme: DefaultTheme) => ReturnType<typeof css>> = {
  primary: (theme) => css`
    background: ${theme.colors.brand.base};
    color: ${theme.colors.brand.contrast};
    &:hover:not(:disabled) { background: ${theme.colors.brand.hover}; }
    &:active:not(:disabled) { background: ${theme.colors.brand.active}; }
  `,
  secondary: (theme) => css`
    background: ${theme.colors.accent.base};
    color: ${theme.colors.accent.contrast};
    &:hover:not(:disabled) { background: ${theme.colors.accent.hover}; }
  `,
  outline: (theme) => css`
    background: ${theme.colors.surface.card};
    color: ${theme.colors.text.primary};
    border-color: ${theme.colors.border.default};
    &:hover:not(:disabled) { background: ${theme.colors.surface.sunken}; }
  `,
  ghost: (theme) => css`
    background: transparent;
    color: ${theme.colors.text.primary};
    &:hover:not(:disabled) { background: ${theme.colors.surface.sunken}; }
  `,
  destructive: (theme) => css`
    background: ${theme.colors.destructive.base};
    color: ${theme.colors.destructive.contrast};
    &:hover:not(:disabled) { background: ${theme.colors.destructive.hover}; }
  `,
};

const StyledButton = styled.button<{ $variant: ButtonVariant; $size: ButtonSize; $fullWidth: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: ${({ theme, $size }) => theme.sizes.control[$size]};
  padding: 0 ${({ theme, $size }) => theme.space[$size === 'sm' ? 3 : $size === 'md' ? 4 : 6]};
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  font-size: ${({ theme, $size }) => theme.fontSizes[$size === 'lg' ? 'md' : 'sm']};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;
  transition: background ${({ theme }) => theme.transitions.fast};
  ${({ theme, $variant }) => variants[$variant](theme)}

  &:disabled,
  &[aria-disabled='true'] {
    opacity: 0.55;
    cursor: not-allowed;
  }
  &[aria-busy='true'] { cursor: progress; }
  & > svg { width: ${({ theme }) => theme.sizes.icon.sm}; height: ${({ theme }) => theme.sizes.icon.sm}; flex: none; }
`;

/** The kit's button: variants, sizes, a loading state, and `asChild` for links styled as buttons. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant = 'primary',
    size = 'md',
    loading = false,
    loadingText,
    fullWidth = false,
    asChild = false,
    icon,
    disabled,
    type,
    children,
    ...rest
  },
  ref,
) {
  // A slotted child (a link) cannot be busy. Slot needs the Slottable as a direct child, so the
  // icon/spinner and the label sit side by side, never wrapped in a fragment.
  const busy = loading && !asChild;
  const { texts } = useKitTexts('button', BUTTON_TEXTS);
  // Disabled while busy: keep the focus through it (see useFocusKeptThroughBusy).
  const buttonRef = useFocusKeptThroughBusy(busy);
  useImperativeHandle(ref, () => buttonRef.current as HTMLButtonElement);
  return (
    <StyledButton
      ref={buttonRef}
      as={asChild ? Slot : 'button'}
      type={asChild ? undefined : (type ?? 'button')}
      disabled={asChild ? undefined : disabled || loading}
      aria-busy={busy || undefined}
      $variant={variant}
      $size={size}
      $fullWidth={fullWidth}
      {...rest}
    >
      {busy ? <Spinner size="sm" hideLabel label={loadingText ?? texts.loading} /> : icon}
      <Slottable>{busy ? (loadingText ?? children) : children}</Slottable>
    </StyledButton>
  );
});
