/** Quiet hours and the daily count (GET/PUT /api/alert-settings), read in the person's own zone. */
import { useState } from 'react';
import { MoonStar } from 'lucide-react';
import type { AlertSettings, AlertSettingsUpdate } from '@spur/contract';
import { AlertSettingsForm, type AlertSettingsField, type AlertSettingsValues } from '@spur/ui-kit';
import { useCopy } from '@spur/i18n/react';
import { getAlertSettings, updateAlertSettings } from '../api';
import { AlertsLoad } from './AlertsLoad';
import { useResource } from '../data/useResource';
import { Section } from '../pages/account/Section';
import { useViewerTimeZone } from '../time';
import { settingsBody } from './alertInput';
import { ALERTS_COPY } from './copy';
import { useParsedSubmit } from './useParsedSubmit';

const toValues = (settings: AlertSettings): AlertSettingsValues => ({
  quietStart: settings.quiet_start,
  quietEnd: settings.quiet_end,
  dailyCap: String(settings.daily_cap),
});

export function AlertSettingsSection() {
  const copy = useCopy(ALERTS_COPY);
  const viewerZone = useViewerTimeZone();
  const load = useResource((signal) => getAlertSettings({ signal }), []);
  const { errors, formError, busy, submit } = useParsedSubmit<AlertSettingsUpdate, AlertSettingsField>();
  const [saved, setSaved] = useState(false);

  const save = async (values: AlertSettingsValues, savedZone: string) => {
    setSaved(false);
    // Quiet hours are the person's night where they are now.
    const sent = await submit(settingsBody(values, viewerZone ?? savedZone), async (body) => {
      const settings = await updateAlertSettings(body);
      load.setData(() => settings);
    });
    setSaved(sent);
  };

  return (
    <Section title={copy.settingsHeading} icon={<MoonStar />}>
      <AlertsLoad load={load}>
        {(settings) => (
          <AlertSettingsForm
            values={toValues(settings)}
            timeZone={viewerZone ?? settings.time_zone}
            errors={errors}
            formError={formError}
            busy={busy}
            saved={saved}
            onSubmit={(values) => void save(values, settings.time_zone)}
          />
        )}
      </AlertsLoad>
    </Section>
  );
}
