/**
 * Demo builds only (see SiteFooter): "Reset demo data" puts the mock backend's seed back, after a
 * confirmation, and reloads the page.
 */
import { RotateCcw } from 'lucide-react';
import { useCopy } from '@spur/i18n/react';
import { Button, ConfirmDialog, toast } from '@spur/ui-kit';
import { DEMO_COPY } from '../layout/demoCopy';

export interface DemoResetProps {
  /** Resets the data (`demoBackend.reset` of demoMode.ts). */
  reset: () => Promise<void>;
  /** Runs after a successful reset (default: reload the page). */
  reload?: () => void;
}

export default function DemoReset({ reset, reload = () => window.location.reload() }: DemoResetProps) {
  const copy = useCopy(DEMO_COPY);
  return (
    <ConfirmDialog
      trigger={
        <Button variant="outline" size="sm" icon={<RotateCcw aria-hidden="true" />}>
          {copy.reset}
        </Button>
      }
      title={copy.confirmTitle}
      description={copy.confirmDescription}
      confirmLabel={copy.confirm}
      busyLabel={copy.resetting}
      cancelLabel={copy.cancel}
      destructive
      onConfirm={async () => {
        try {
          await reset();
        } catch (error) {
          console.error('Resetting the demo data failed', error);
          toast(copy.resetFailed);
          throw error; // keeps the dialog open: the person can retry or cancel
        }
        reload();
      }}
    />
  );
}
