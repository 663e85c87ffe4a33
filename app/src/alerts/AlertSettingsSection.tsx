/** Quiet hours and the daily count (GET/PUT /api/alert-settings), read in the person's own zone. */
import { useState } from 'react';
import { MoonStar } from 'lucide-react';
import type { AlertSettings } from '@spur/contract';
import { AlertSettingsForm, Centre, ErrorState, Spinner, type AlertSettingsField, type AlertSettingsValues } from '@spur/ui-kit';
import { getAlertSettings, updateAlertSettings } from '../api';
import { errorMessage } from '../api/errors';
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

  let content;
  if (load.status === 'loading') {
    content = (
      <Centre paddingBlock={6}>
        <Spinner label={ALERTS_COPY.loading} />
      </Centre>
    );
  } else if (load.status === 'error') {
    content = <ErrorState title={ALERTS_COPY.loadFailed} message={errorMessage(load.error)} onRetry={load.retry} retryLabel={ALERTS_COPY.retry} headingLevel={3} />;
  } else {
    content = (
      <AlertSettingsForm
        values={toValues(load.data)}
        timeZone={viewerZone ?? load.data.time_zone}
        errors={errors}
        formError={formError}
        busy={saving}
        saved={saved}
        onSubmit={(values) => void save(values, load.data.time_zone)}
      />
    );
  }

  return (
    <Section title={ALERTS_COPY.settingsHeading} icon={<MoonStar />}>
      {content}
    </Section>
  );
}
