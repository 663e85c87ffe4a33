import { Heart } from 'lucide-react';
import styled from 'styled-components';
import { Button } from '../Button';
import { useKitTexts } from '../../i18n/KitLocaleProvider';
import { SAVE_BUSINESS_BUTTON_TEXTS } from './texts';

export interface SaveBusinessButtonProps {
  /** The business's name: the button's name says which business it saves ("Save business: Harborlight Spa"). */
  businessName: string;
  /** Among the person's saved businesses: pressed, a filled heart and "Saved"; a click unsaves it. */
  saved: boolean;
  /** Saves or unsaves the business (signed-in people). */
  onToggle?: () => void;
  /** A guest: the button asks them to sign in instead of saving. */
  guest?: boolean;
  /** Called on click for a guest (the app sends them to sign in). */
  onSignInNeeded?: () => void;
  /** A save or unsave is under way: the button is busy and ignores clicks. */
  busy?: boolean;
  /** Class name for the button (placement by the caller). */
  className?: string;
}

const Toggle = styled(Button)`
  &[aria-pressed='true'] > svg {
    color: ${({ theme }) => theme.colors.brand.base};
  }

  &[aria-busy='true'] {
    opacity: 0.7;
  }
`;

/**
 * Saves the business a deal names, so its new deals and times become alerts: "Save business"
 * with a hollow heart, then pressed, "Saved" with a filled one. Its name is its text and the
 * business ("Save business: Harborlight Spa", "Saved: Harborlight Spa"), so what is read and what
 * is shown agree. For a guest it is never pressed and asks to sign in instead.
 */
export function SaveBusinessButton({ businessName, saved, onToggle, guest = false, onSignInNeeded, busy = false, className }: SaveBusinessButtonProps) {
  const { texts } = useKitTexts('saveBusinessButton', SAVE_BUSINESS_BUTTON_TEXTS);
  const pressed = saved && !guest;
  const text = pressed ? texts.saved : texts.save;
  const click = () => {
    if (busy) return;
    if (guest) onSignInNeeded?.();
    else onToggle?.();
  };
  return (
    <Toggle
      variant="outline"
      size="sm"
      className={className}
      aria-pressed={pressed}
      aria-busy={busy || undefined}
      aria-label={(pressed ? texts.savedName : texts.saveName)(businessName)}
      title={guest ? texts.signInToSave : undefined}
      icon={<Heart aria-hidden fill={pressed ? 'currentColor' : 'none'} />}
      onClick={click}
    >
      {text}
    </Toggle>
  );
}
