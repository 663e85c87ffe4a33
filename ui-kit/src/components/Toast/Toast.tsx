import { createPortal } from 'react-dom';
import * as ToastPrimitive from '@radix-ui/react-toast';
import styled, { css, keyframes } from 'styled-components';
import { X } from 'lucide-react';
import {
  dismissToast,
  SWIPE_DIRECTION,
  SWIPE_THRESHOLD,
  TOAST_DURATION,
  TOAST_HOTKEY,
  useToast,
  type ToastRecord,
  type ToastVariant,
} from './toastStore';
import { useKitTexts } from '../../i18n/KitLocaleProvider';
import { TOAST_TEXTS } from './texts';

export interface ToasterProps {
  /** Announced before each toast by screen readers. Default "Notification". */
  label?: string;
  /** Render the notifications region into `document.body` (default), so no ancestor can clip or cover it. */
  portal?: boolean;
  /**
   * Time in ms before a toast closes by itself, for toasts that do not set their own. Default
   * `TOAST_DURATION` (5000); `Infinity` keeps them until closed (e.g. screenshots of a page).
   */
  duration?: number;
}

const slideIn = keyframes`
  from { transform: translateX(calc(100% + var(--spur-toast-gap))); }
  to { transform: translateX(0); }
`;

const fadeOut = keyframes`
  from { opacity: 1; }
  to { opacity: 0; }
`;

const swipeOut = keyframes`
  from { transform: translateX(var(--radix-toast-swipe-end-x)); }
  to { transform: translateX(calc(100% + var(--spur-toast-gap))); }
`;

const Viewport = styled(ToastPrimitive.Viewport)`
  --spur-toast-gap: ${({ theme }) => theme.space[4]};
  position: fixed;
  right: 0;
  bottom: 0;
  z-index: ${({ theme }) => theme.zIndices.toast};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  width: ${({ theme }) => theme.sizes.toastWidth};
  max-width: 100vw;
  margin: 0;
  padding: var(--spur-toast-gap);
  list-style: none;
  outline: none;
`;

const Root = styled(ToastPrimitive.Root)<{ $variant: ToastVariant }>`
  display: grid;
  grid-template-columns: 1fr auto;
  align-items: start;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border.subtle};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  background: ${({ theme }) => theme.colors.surface.card};
  color: ${({ theme }) => theme.colors.text.primary};
  font-family: ${({ theme }) => theme.fonts.body};

  ${({ theme, $variant }) =>
    $variant === 'destructive' &&
    css`
      border-color: ${theme.colors.destructive.base};
      background: ${theme.colors.destructive.base};
      color: ${theme.colors.destructive.contrast};
    `}

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.border.focus};
    outline-offset: 2px;
  }
  &[data-state='open'] {
    animation: ${slideIn} ${({ theme }) => theme.transitions.normal};
  }
  &[data-state='closed'] {
    animation: ${fadeOut} ${({ theme }) => theme.transitions.fast};
  }
  &[data-swipe='move'] {
    transform: translateX(var(--radix-toast-swipe-move-x));
  }
  &[data-swipe='cancel'] {
    transform: translateX(0);
    transition: transform ${({ theme }) => theme.transitions.normal};
  }
  &[data-swipe='end'] {
    animation: ${swipeOut} ${({ theme }) => theme.transitions.fast};
  }
`;

const Text = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
`;

const Title = styled(ToastPrimitive.Title)`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.snug};
`;

const Description = styled(ToastPrimitive.Description)<{ $variant: ToastVariant }>`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  color: ${({ theme, $variant }) => ($variant === 'destructive' ? theme.colors.destructive.contrast : theme.colors.text.secondary)};
`;

const Action = styled(ToastPrimitive.Action)`
  grid-column: 1 / -1;
  justify-self: start;
  min-height: ${({ theme }) => theme.sizes.control.sm};
  margin-top: ${({ theme }) => theme.space[2]};
  padding: 0 ${({ theme }) => theme.space[3]};
  border: 1px solid currentColor;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.surface.sunken};
    color: ${({ theme }) => theme.colors.text.primary};
  }
`;

const Close = styled(ToastPrimitive.Close)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.sizes.control.sm};
  height: ${({ theme }) => theme.sizes.control.sm};
  margin: -${({ theme }) => theme.space[1]} -${({ theme }) => theme.space[1]} 0 0;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: inherit;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.surface.sunken};
    color: ${({ theme }) => theme.colors.text.primary};
  }
  & > svg {
    width: ${({ theme }) => theme.sizes.icon.sm};
    height: ${({ theme }) => theme.sizes.icon.sm};
  }
`;

function ToastItem({ id, title, description, variant = 'default', action, duration, open }: ToastRecord) {
  const { texts } = useKitTexts('toast', TOAST_TEXTS);
  return (
    <Root
      open={open}
      onOpenChange={(next) => {
        if (!next) dismissToast(id);
      }}
      duration={duration}
      $variant={variant}
      data-variant={variant}
    >
      <Text>
        <Title>{title}</Title>
        {description && <Description $variant={variant}>{description}</Description>}
      </Text>
      <Close aria-label={texts.close}>
        <X aria-hidden />
      </Close>
      {action && (
        <Action altText={action.altText} onClick={action.onClick}>
          {action.label}
        </Action>
      )}
    </Root>
  );
}

/**
 * Renders the toasts of the `toast()` store. Mount it once near the root of the app: one toast
 * at a time, bottom right, closed after 5 s, by its close button, Escape or a 50 px swipe right;
 * F8 moves focus to the notifications region.
 */
export function Toaster({ label, portal = true, duration = TOAST_DURATION }: ToasterProps) {
  const { texts } = useKitTexts('toast', TOAST_TEXTS);
  const { toasts } = useToast();
  // Radix puts the hotkey's name in place of "{hotkey}".
  const viewport = <Viewport hotkey={TOAST_HOTKEY} label={texts.region('{hotkey}')} />;
  return (
    <ToastPrimitive.Provider
      label={label ?? texts.label}
      duration={duration}
      swipeDirection={SWIPE_DIRECTION}
      swipeThreshold={SWIPE_THRESHOLD}
    >
      {toasts.map((t) => (
        <ToastItem key={t.id} {...t} />
      ))}
      {portal && typeof document !== 'undefined' ? createPortal(viewport, document.body) : viewport}
    </ToastPrimitive.Provider>
  );
}
