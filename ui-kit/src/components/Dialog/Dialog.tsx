import type { ReactNode } from 'react';
import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import styled from 'styled-components';
import { actionsStyles, descriptionStyles, overlayStyles, panelStyles, titleStyles } from './chrome';
import { iconButtonStyles } from '../Button/iconButton';
import { useKitTexts } from '../../i18n/KitLocaleProvider';
import { DIALOG_TEXTS } from './texts';

export interface DialogProps {
  /** Whether the dialog is open (controlled). Pair with `onOpenChange`. */
  open?: boolean;
  /** Whether the dialog starts open when uncontrolled. */
  defaultOpen?: boolean;
  /** Called with `false` when the person closes the dialog (close button, Escape, click outside) and with `true` when the trigger opens it. */
  onOpenChange?: (open: boolean) => void;
  /** Optional element that opens the dialog (rendered as is, e.g. a Button). */
  trigger?: ReactNode;
  /** Heading of the dialog; also its accessible name. */
  title: ReactNode;
  /** Short text under the title; also the dialog's accessible description. */
  description?: ReactNode;
  /** The body: text, a form... */
  children?: ReactNode;
  /** Actions at the bottom, usually Buttons (wrap a cancel button in `DialogClose` to close on click). */
  footer?: ReactNode;
  /** Accessible name of the close (x) button. */
  closeLabel?: string;
  /** Class name for the dialog panel. */
  className?: string;
}

const Overlay = styled(RadixDialog.Overlay)`
  ${overlayStyles}
`;

const Content = styled(RadixDialog.Content)`
  position: relative;
  ${panelStyles(4)}
`;

const Header = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1.5]};
  padding-right: ${({ theme }) => theme.space[8]};
`;

const Title = styled(RadixDialog.Title)`
  ${titleStyles}
`;

const Description = styled(RadixDialog.Description)`
  ${descriptionStyles}
`;

const Footer = styled.div`
  ${actionsStyles(2)}
`;

const CloseButton = styled(RadixDialog.Close)`
  position: absolute;
  top: ${({ theme }) => theme.space[4]};
  right: ${({ theme }) => theme.space[4]};
  ${iconButtonStyles({ radius: 'md' })}
`;

/**
 * A modal dialog (Radix Dialog: focus trap, Escape and click outside close it, focus returns to
 * the trigger). Title, optional description, body, footer actions and a close button.
 */
export function Dialog({
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  title,
  description,
  children,
  footer,
  closeLabel,
  className,
}: DialogProps) {
  const { texts } = useKitTexts('dialog', DIALOG_TEXTS);
  return (
    <RadixDialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger !== undefined && <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger>}
      <RadixDialog.Portal>
        <Overlay>
          <Content className={className}>
            <Header>
              <Title>{title}</Title>
              {description !== undefined && description !== null && <Description>{description}</Description>}
            </Header>
            {children}
            {footer !== undefined && footer !== null && <Footer>{footer}</Footer>}
            {/* Last in the DOM so that opening focuses the first field or action, not the x. */}
            <CloseButton aria-label={closeLabel ?? texts.close}>
              <X aria-hidden="true" />
            </CloseButton>
          </Content>
        </Overlay>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** Wrap a footer button to make it close the dialog: `<DialogClose asChild><Button>Cancel</Button></DialogClose>`. */
export const DialogClose = RadixDialog.Close;
