/**
 * Demo builds only (see SiteFooter): "Reset demo data" puts the mock backend's seed back, after a
 * confirmation, and reloads the page. The mock backend module is imported when the person
 * confirms (it is already loaded in demo mode), never by production builds.
 */
import { RotateCcw } from 'lucide-react';
import { Button, ConfirmDialog, toast } from '@spur/ui-kit';
import { DEMO_COPY as DEMO } from './demoCopy';

export interface DemoResetProps {
  /** Resets the data (default: the mock backend's `resetDemoData`). */
  reset?: () => Promise<void>;
  /** Runs after a successful reset (default: reload the page). */
  reload?: () => void;
}

async function resetMockBackend() {
  const { resetDemoData } = await import('../demo/mockBackend');
  await resetDemoData();
}

export default function DemoReset({ reset = resetMockBackend, reload = () => window.location.reload() }: DemoResetProps) {
  return (
    <ConfirmDialog
      trigger={
        <Button variant="outline" size="sm" icon={<RotateCcw aria-hidden="true" />}>
          {DEMO.reset}
        </Button>
      }
      title={DEMO.confirmTitle}
      description={DEMO.confirmDescription}
      confirmLabel={DEMO.confirm}
      busyLabel={DEMO.resetting}
      destructive
      onConfirm={async () => {
        try {
          await reset();
        } catch (error) {
          console.error('Resetting the demo data failed', error);
          toast(DEMO.resetFailed);
          throw error; // keeps the dialog open: the person can retry or cancel
        }
        reload();
      }}
    />
  );
}
