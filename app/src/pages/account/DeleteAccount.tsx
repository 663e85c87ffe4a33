/**
 * Delete account (SPEC §4, PRODUCT.md: the deletion is real): a destructive confirmation, then
 * DELETE /api/users/account (the server deletes the user and the Cognito login), local data
 * cleared and logout; "Account deleted" shows after the logout's reload (flash toast).
 */
import { useState } from 'react';
import { Trash2 } from 'lucide-react';
import { localizedPath } from '@spur/i18n';
import { useCopy, useLocale } from '@spur/i18n/react';
import { Button, ConfirmDialog, toast } from '@spur/ui-kit';
import { deleteAccount } from '../../api';
import { clearAuthData } from '../../auth/storage';
import { COPY } from '../../copy';
import { ACCOUNT_COPY } from './copy';
import { setFlashToast } from '../../flash';
import { useAuth } from '../../auth';
import { Actions, Section } from './Section';

/** Leaves the app after the account is gone; replaceable in tests. */
export const accountExit = {
  hardRedirect: (to: string) => window.location.assign(to),
};

export function DeleteAccount() {
  const { logout } = useAuth();
  const { toasts } = useCopy(COPY);
  const locale = useLocale();
  const copy = useCopy(ACCOUNT_COPY).profile.settings;
  const [open, setOpen] = useState(false);

  async function confirm() {
    try {
      await deleteAccount();
    } catch (error) {
      toast(toasts.accountDeleteFailed);
      throw error; // the dialog stays open
    }
    clearAuthData();
    let signedOut = true;
    try {
      // Signs out and hard-redirects to /; its "Logged out" flash toast is replaced just below,
      // before the next page loads.
      await logout();
    } catch {
      signedOut = false;
    }
    setFlashToast(toasts.accountDeleted);
    if (!signedOut) {
      // Cognito no longer knows the user: drop Amplify's tokens by hand and leave anyway.
      clearAuthData({ includeAmplify: true });
      accountExit.hardRedirect(localizedPath(locale, '/'));
    }
  }

  return (
    <Section title={copy.deleteHeading} description={copy.deleteText} icon={<Trash2 />} tone="danger">
      <Actions>
        <Button variant="destructive" icon={<Trash2 aria-hidden="true" />} onClick={() => setOpen(true)}>
          {copy.deleteButton}
        </Button>
      </Actions>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={copy.deleteDialogTitle}
        description={copy.deleteDialogDescription}
        confirmLabel={copy.deleteConfirm}
        busyLabel={copy.deleting}
        cancelLabel={copy.deleteCancel}
        destructive
        onConfirm={confirm}
      />
    </Section>
  );
}
