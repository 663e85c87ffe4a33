/**
 * /alerts (issue 31; login required): the person's saved alerts and a form for a new one, when
 * alerts may reach them (quiet hours, a daily count), and notifications on this device.
 */
import { PageHeader, Page } from '@spur/ui-kit';
import { useCopy } from '@spur/i18n/react';
import { AlertSettingsSection } from '../alerts/AlertSettingsSection';
import { AlertsManager } from '../alerts/AlertsManager';
import { ALERTS_COPY } from '../alerts/copy';
import { DeviceNotifications } from '../alerts/DeviceNotifications';
import { isDemoMode } from '../demo/demoMode';
import { useHydrated } from '../ssr/lazyPart';
import { Stack } from './account/Section';

/** iPhone, iPad (also when it says it is a Mac, with touch), iPod. */
export function isIos(userAgent: string, maxTouchPoints: number): boolean {
  return /iPad|iPhone|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
}

export default function AlertsPage() {
  const copy = useCopy(ALERTS_COPY);
  // The user agent is the browser's only: the server's HTML and the first render leave the note out.
  const hydrated = useHydrated();
  const ios = hydrated && typeof navigator !== 'undefined' && isIos(navigator.userAgent, navigator.maxTouchPoints);
  return (
    <Page as="main">
      <PageHeader title={copy.title} subtitle={copy.subtitle} />
      <Stack>
        <AlertsManager />
        <AlertSettingsSection />
        <DeviceNotifications demo={isDemoMode()} ios={ios} />
      </Stack>
    </Page>
  );
}
