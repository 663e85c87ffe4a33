import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button } from '../Button';
import { TextField } from '../TextField';
import { around } from '../../i18n/interpolate';
import { useKitTexts } from '../../i18n/KitLocaleProvider';
import { ALERT_SETTINGS_FORM_TEXTS } from './texts';

/** The settings as entered ("HH:MM" times, the cap as typed). */
export interface AlertSettingsValues {
  quietStart: string;
  quietEnd: string;
  dailyCap: string;
}

/** The contract's field names, which the errors are keyed by. */
export type AlertSettingsField = 'quiet_start' | 'quiet_end' | 'daily_cap';

export interface AlertSettingsFormProps {
  /** The saved settings. */
  values: AlertSettingsValues;
  /** The zone the quiet hours are read in (IANA), named under the times. */
  timeZone: string;
  /** One message per field, from the contract's validation. */
  errors?: Partial<Record<AlertSettingsField, string>>;
  /** The save failed (the API's message). */
  formError?: string;
  /** Being saved. */
  busy?: boolean;
  /** The last save went through: "Settings saved." */
  saved?: boolean;
  onSubmit: (values: AlertSettingsValues) => void;
}

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  grid-template-columns: repeat(auto-fit, minmax(140px, 1fr));
`;

const Note = styled.p<{ $tone: 'muted' | 'error' | 'success' }>`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme, $tone }) => ({ muted: theme.colors.text.secondary, error: theme.colors.destructive.base, success: theme.colors.status.success.fg })[$tone]};
`;

/**
 * When alerts may reach the person by push or e-mail: quiet hours (from, to, in their zone) and
 * how many a day. The inbox gets every alert regardless.
 */
export function AlertSettingsForm({ values, timeZone, errors = {}, formError, busy = false, saved = false, onSubmit }: AlertSettingsFormProps) {
  const text = useKitTexts('alertSettingsForm', ALERT_SETTINGS_FORM_TEXTS).texts;
  // The zone in a text node of its own: the browser shapes the words around it as it always did.
  const [beforeZone, afterZone] = around(text.note);
  const [draft, setDraft] = useState(values);
  const set = (patch: Partial<AlertSettingsValues>) => setDraft((current) => ({ ...current, ...patch }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(draft);
  };
  return (
    <Form onSubmit={submit} noValidate aria-label={text.label}>
      <Columns>
        <TextField label={text.quietFrom} type="time" value={draft.quietStart} onChange={(event) => set({ quietStart: event.target.value })} error={errors.quiet_start} />
        <TextField label={text.quietUntil} type="time" value={draft.quietEnd} onChange={(event) => set({ quietEnd: event.target.value })} error={errors.quiet_end} />
        <TextField label={text.dailyCap} type="number" min="1" step="1" value={draft.dailyCap} onChange={(event) => set({ dailyCap: event.target.value })} error={errors.daily_cap} />
      </Columns>
      <Note $tone="muted">
        {beforeZone}
        {timeZone}
        {afterZone}
      </Note>
      {formError && (
        <Note $tone="error" role="alert">
          {formError}
        </Note>
      )}
      {saved && !formError && (
        <Note $tone="success" role="status">
          {text.saved}
        </Note>
      )}
      <div>
        <Button type="submit" variant="secondary" loading={busy} loadingText={text.saving}>
          {text.submit}
        </Button>
      </div>
    </Form>
  );
}
