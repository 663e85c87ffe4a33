import { useState, type MouseEvent, type ReactNode } from 'react';
import * as AlertDialog from '@radix-ui/react-alert-dialog';
import styled from 'styled-components';
import { Button } from '../Button';
import { useKitTexts } from '../../i18n/KitLocaleProvider';
import { CONFIRM_DIALOG_TEXTS } from './texts';
import { actionsStyles, descriptionStyles, overlayStyles, panelStyles, titleStyles } from '../Dialog/chrome';

export interface ConfirmDialogProps {
  /** Whether the dialog is open (controlled). Pair with `onOpenChange`. */
  open?: boolean;
  /** Whether the dialog starts open when uncontrolled. */
  defaultOpen?: boolean;
  /** Called with the new open state: `false` after cancel, Escape or a settled confirm; `true` from the trigger. */
  onOpenChange?: (open: boolean) => void;
  /** Optional element that opens the dialog (rendered as is, e.g. a Button). */
  trigger?: ReactNode;
  /** The question; also the dialog's accessible name (e.g. "Delete this deal?"). */
  title: ReactNode;
  /** What will happen; also the dialog's accessible description. */
  description: ReactNode;
  /** Text of the confirm button. */
  confirmLabel?: string;
  /** Text of the cancel button (it gets the focus when the dialog opens). */
  cancelLabel?: string;
  /** Text of the confirm button while `onConfirm` is pending (e.g. "Deleting..."); defaults to `confirmLabel`. */
  busyLabel?: string;
  /** Style the confirm button as destructive, for irreversible actions. */
  destructive?: boolean;
  /**
   * Runs on confirm. If it returns a Promise the confirm button shows a busy state and the dialog
   * stays open until it settles: it closes on success and stays open on failure (report the error
   * from `onConfirm` itself, e.g. with a toast). A plain return closes the dialog at once.
   */
  onConfirm: () => void | Promise<unknown>;
  /** Runs when the person cancels (Cancel button or Escape). */
  onCancel?: () => void;
  /** Force the busy state (e.g. when the caller tracks the request itself). */
  busy?: boolean;
}

const Overlay = styled(AlertDialog.Overlay)`
  ${overlayStyles}
`;

const Content = styled(AlertDialog.Content)`
  ${panelStyles(3)}
`;

const Title = styled(AlertDialog.Title)`
  ${titleStyles}
`;

const Description = styled(AlertDialog.Description)`
  ${descriptionStyles}
`;

const Actions = styled.div`
  ${actionsStyles(3)}
`;

function isPromiseLike(value: unknown): value is PromiseLike<unknown> {
  return typeof value === 'object' && value !== null && typeof (value as PromiseLike<unknown>).then === 'function';
}

/**
 * Asks the person to confirm an action (Radix AlertDialog: focus starts on Cancel, Escape cancels,
 * clicks outside do nothing). An async `onConfirm` keeps the dialog open and busy until it settles;
 * if it fails, the focus returns to the confirm button (Button keeps it through its busy state).
 */
export function ConfirmDialog({
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  trigger,
  title,
  description,
  confirmLabel: confirmProp,
  cancelLabel: cancelProp,
  busyLabel,
  destructive = false,
  onConfirm,
  onCancel,
  busy = false,
}: ConfirmDialogProps) {
  const { texts } = useKitTexts('confirmDialog', CONFIRM_DIALOG_TEXTS);
  const confirmLabel = confirmProp ?? texts.confirm;
  const cancelLabel = cancelProp ?? texts.cancel;
  const [innerOpen, setInnerOpen] = useState(defaultOpen);
  const [pending, setPending] = useState(false);
  const open = openProp ?? innerOpen;
  const isBusy = busy || pending;

  const setOpen = (next: boolean) => {
    if (openProp === undefined) setInnerOpen(next);
    onOpenChange?.(next);
  };

  const handleOpenChange = (next: boolean) => {
    if (!next && isBusy) return;
    if (!next) onCancel?.();
    setOpen(next);
  };

  const handleConfirm = async (event: MouseEvent<HTMLButtonElement>) => {
    // Radix would close the dialog right away; we close it ourselves once the action has settled.
    event.preventDefault();
    if (isBusy) return;
    const result = onConfirm();
    if (!isPromiseLike(result)) {
      setOpen(false);
      return;
    }
    setPending(true);
    try {
      await result;
      setOpen(false);
    } catch {
      // Stay open: the person can retry or cancel. onConfirm reports its own error.
    } finally {
      setPending(false);
    }
  };

  return (
    <AlertDialog.Root open={open} onOpenChange={handleOpenChange}>
      {trigger !== undefined && <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger>}
      <AlertDialog.Portal>
        <Overlay>
          <Content
            aria-busy={isBusy || undefined}
            onEscapeKeyDown={(event) => {
              if (isBusy) event.preventDefault();
            }}
          >
            <Title>{title}</Title>
            <Description>{description}</Description>
            <Actions>
              <AlertDialog.Cancel asChild>
                <Button variant="outline" disabled={isBusy}>
                  {cancelLabel}
                </Button>
              </AlertDialog.Cancel>
              <AlertDialog.Action asChild>
                <Button
                  variant={destructive ? 'destructive' : 'primary'}
                  loading={isBusy}
                  loadingText={busyLabel ?? confirmLabel}
                  onClick={handleConfirm}
                >
                  {confirmLabel}
                </Button>
              </AlertDialog.Action>
            </Actions>
          </Content>
        </Overlay>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
