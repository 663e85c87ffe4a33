/** Quiet hours and the daily count (GET/PUT /api/alert-settings), read in the person's own zone. */
import { useState } from 'react';
import { MoonStar } from 'lucide-react';
import type { AlertSettings } from '@spur/contract';
import { AlertSettingsForm, type AlertSettingsField, type AlertSettingsValues } from '@spur/ui-kit';
import { getAlertSettings, updateAlertSettings } from '../api';
import { errorMessage } from '../api/errors';
import { AlertsLoad } from './AlertsLoad';
import { useResource } from '../data/useResource';
import { Section } from '../pages/account/Section';
import { useViewerTimeZone } from '../time';
import { settingsBody } from './alertInput';
import { ALERTS_COPY } from './copy';

const toValues = (settings: AlertSettings): AlertSettingsValues => ({
  quietStart: settings.quiet_start,
  quietEnd: settings.quiet_end,
  dailyCap: String(settings.daily_cap),
});

export function AlertSettingsSection() {
  const viewerZone = useViewerTimeZone();
  const load = useResource((signal) => getAlertSettings({ signal }), []);
  const [errors, setErrors] = useState<Partial<Record<AlertSettingsField, string>>>({});
  const [formError, setFormError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);

  const save = async (values: AlertSettingsValues, savedZone: string) => {
    // Quiet hours are the person's night where they are now.
    const parsed = settingsBody(values, viewerZone ?? savedZone);
    setSaved(false);
    setFormError(undefined);
    if (!parsed.ok) {
      setErrors(parsed.errors);
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      const settings = await updateAlertSettings(parsed.body);
      load.setData(() => settings);
      setSaved(true);
    } catch (error) {
      setFormError(errorMessage(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Section title={ALERTS_COPY.settingsHeading} icon={<MoonStar />}>
      <AlertsLoad load={load}>
        {(settings) => (
          <AlertSettingsForm
            values={toValues(settings)}
            timeZone={viewerZone ?? settings.time_zone}
            errors={errors}
            formError={formError}
            busy={saving}
            saved={saved}
            onSubmit={(values) => void save(values, settings.time_zone)}
          />
        )}
      </AlertsLoad>
    </Section>
  );
}
