/**
 * Email preference switches (SPEC §2 Settings, §4, §5, §8): marketing emails and booking updates
 * from GET /api/users/email-preferences, and alerts (to the account's address). Switching on asks for the address in a dialog (prefilled
 * with the account's email, required); switching off sends the flag false and an empty address.
 */
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Mail } from 'lucide-react';
import { useCopy } from '@spur/i18n/react';
import { Button, Dialog, DialogClose, ErrorState, Spinner, Switch, TextField, toast, Centre } from '@spur/ui-kit';
import { MESSAGES, type EmailPreferencesUpdate, type EmailPreferences as Preferences } from '@spur/contract';
import { getEmailPreferences, updateEmailPreferences } from '../../api';
import { COPY } from '../../copy';
import { useResource } from '../../data/useResource';
import { ACCOUNT_COPY } from './copy';
import {
  PREFERENCE_FIELDS,
  isAuthFailure,
  preferenceSwitch,
  preferenceUpdate,
  serverMessage,
  validatePreferenceEmail,
  type EmailPreferenceKind,
} from './logic';
import { Section } from './Section';

const Switches = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
  & > * + * {
    padding-top: ${({ theme }) => theme.space[5]};
    border-top: 1px solid ${({ theme }) => theme.colors.border.subtle};
  }
`;

const DialogForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

const DialogActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[3]};
`;

type SettingsCopy = typeof ACCOUNT_COPY.profile.settings;

const switches = (copy: SettingsCopy): { kind: EmailPreferenceKind; label: string; description: string }[] => [
  { kind: 'marketing', label: copy.marketing, description: copy.marketingDescription },
  { kind: 'booking', label: copy.bookingUpdates, description: copy.bookingUpdatesDescription },
];

type Toasts = typeof COPY.toasts;

function failureToast(toasts: Toasts, error: unknown) {
  toast(isAuthFailure(error) ? toasts.preferencesAuthRequired : toasts.preferencesUpdateFailed(serverMessage(error)));
}

export function EmailPreferences({ accountEmail }: { accountEmail: string }) {
  const { toasts } = useCopy(COPY);
  const { profile, closeDialog } = useCopy(ACCOUNT_COPY);
  const copy = profile.settings;
  const messages = useCopy(MESSAGES);
  const load = useResource((signal) => getEmailPreferences({ signal }), [], {
    onError: (error) => {
      if (isAuthFailure(error)) toast(toasts.preferencesAuthRequired);
    },
  });
  // The alerts switch has no address of its own (alerts go to the account's), hence its own kind.
  const [saving, setSaving] = useState<EmailPreferenceKind | 'alerts' | null>(null);
  // The switch being turned on: its dialog is open.
  const [asking, setAsking] = useState<EmailPreferenceKind | null>(null);
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);

  async function save(kind: EmailPreferenceKind | 'alerts', update: EmailPreferencesUpdate) {
    setSaving(kind);
    try {
      const preferences = await updateEmailPreferences(update);
      load.setData(() => preferences);
      const on = kind === 'alerts' ? update.alert_emails : update[PREFERENCE_FIELDS[kind].flag];
      toast(on ? toasts.emailPreferenceUpdated : toasts.preferencesUpdated);
      return true;
    } catch (error) {
      failureToast(toasts, error);
      return false;
    } finally {
      setSaving(null);
    }
  }

  function handleSwitch(kind: EmailPreferenceKind, checked: boolean, current: Preferences) {
    const next = preferenceSwitch(kind, checked);
    if (next.action === 'save') {
      void save(kind, next.update);
      return;
    }
    setEmail(current[PREFERENCE_FIELDS[kind].address] || accountEmail);
    setEmailError(null);
    setAsking(kind);
  }

  async function handleDialogSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!asking || saving) return;
    const invalid = validatePreferenceEmail(email, messages);
    setEmailError(invalid);
    if (invalid) return;
    if (await save(asking, preferenceUpdate(asking, true, email))) setAsking(null);
  }

  let content;
  if (load.status === 'loading') {
    content = (
      <Centre paddingBlock={6}>
        <Spinner label={copy.loadingPreferences} />
      </Centre>
    );
  } else if (load.status === 'error') {
    content = (
      <ErrorState
        title={copy.preferencesErrorTitle}
        message={copy.preferencesError}
        onRetry={load.retry}
        retryLabel={copy.retry}
        headingLevel={3}
      />
    );
  } else {
    const preferences = load.data;
    content = (
      <Switches>
        {switches(copy).map(({ kind, label, description }) => {
          const { flag, address } = PREFERENCE_FIELDS[kind];
          const on = preferences[flag];
          return (
            <Switch
              key={kind}
              label={label}
              description={on && preferences[address] ? `${description} ${copy.sentTo(preferences[address])}` : description}
              checked={on || asking === kind}
              disabled={saving !== null}
              onCheckedChange={(checked) => handleSwitch(kind, checked, preferences)}
            />
          );
        })}
        <Switch
          label={copy.alertEmails}
          description={copy.alertEmailsDescription}
          checked={preferences.alert_emails}
          disabled={saving !== null}
          onCheckedChange={(checked) => void save('alerts', { alert_emails: checked })}
        />
      </Switches>
    );
  }

  return (
    <Section title={copy.emailHeading} description={copy.emailText} icon={<Mail />}>
      {content}
      <Dialog
        open={asking !== null}
        onOpenChange={(open) => {
          if (!open && !saving) setAsking(null);
        }}
        title={asking ? copy.dialogTitle[asking] : ''}
        description={copy.dialogDescription}
        closeLabel={closeDialog}
      >
        <DialogForm noValidate onSubmit={handleDialogSubmit}>
          <TextField
            label={copy.dialogEmail}
            name="preferenceEmail"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={emailError}
            required
          />
          <DialogActions>
            <DialogClose asChild>
              <Button variant="outline" disabled={saving !== null}>
                {copy.dialogCancel}
              </Button>
            </DialogClose>
            <Button type="submit" loading={saving !== null} loadingText={copy.dialogSaving}>
              {copy.dialogSave}
            </Button>
          </DialogActions>
        </DialogForm>
      </Dialog>
    </Section>
  );
}
