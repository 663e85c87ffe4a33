import { Heart } from 'lucide-react';
import styled from 'styled-components';
import { useKitTexts } from '../../i18n/KitLocaleProvider';
import { SAVE_BUTTON_TEXTS } from './texts';

export interface SaveButtonProps {
  /** The deal is among the person's saved deals: a filled heart, pressed, named "Saved". */
  saved: boolean;
  /** Saves or unsaves the deal (signed-in people). */
  onToggle?: () => void;
  /** A guest: the heart asks them to sign in instead of saving. */
  guest?: boolean;
  /** Called on click for a guest (the app sends them to sign in). */
  onSignInNeeded?: () => void;
  /** A save or unsave is under way: the heart is busy and ignores clicks. */
  busy?: boolean;
  /** Small (on cards, over the picture) or medium (on the deal page). Default `md`. */
  size?: 'sm' | 'md';
  /** Class name for the button (placement by the caller). */
  className?: string;
}

const HeartButton = styled.button<{ $size: 'sm' | 'md' }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: ${({ theme, $size }) => theme.sizes.control[$size]};
  height: ${({ theme, $size }) => theme.sizes.control[$size]};
  padding: 0;
  border: 1px solid ${({ theme }) => theme.colors.border.subtle};
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.surface.card};
  color: ${({ theme }) => theme.colors.text.secondary};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  cursor: pointer;
  transition: color ${({ theme }) => theme.transitions.fast};

  &:hover {
    color: ${({ theme }) => theme.colors.brand.base};
  }

  &[aria-pressed='true'] {
    color: ${({ theme }) => theme.colors.brand.base};
  }

  &[aria-busy='true'] {
    cursor: progress;
    opacity: 0.7;
  }

  & > svg {
    width: ${({ theme }) => theme.sizes.icon.md};
    height: ${({ theme }) => theme.sizes.icon.md};
  }
`;

/**
 * The heart that saves a deal: pressed and filled once saved ("Saved"), hollow before ("Save
 * deal"). For a guest it is never pressed and asks to sign in instead.
 */
export function SaveButton({ saved, onToggle, guest = false, onSignInNeeded, busy = false, size = 'md', className }: SaveButtonProps) {
  const { texts } = useKitTexts('saveButton', SAVE_BUTTON_TEXTS);
  const pressed = saved && !guest;
  const click = () => {
    if (busy) return;
    if (guest) onSignInNeeded?.();
    else onToggle?.();
  };
  return (
    <HeartButton
      type="button"
      className={className}
      $size={size}
      aria-pressed={pressed}
      aria-busy={busy || undefined}
      aria-label={pressed ? texts.saved : texts.save}
      title={guest ? texts.signInToSave : undefined}
      onClick={click}
    >
      <Heart aria-hidden fill={pressed ? 'currentColor' : 'none'} />
    </HeartButton>
  );
}
