/**
 * Change password (SPEC §2 Settings): current, new and confirmation, through Amplify's
 * updatePassword (`authService.updatePassword`). "Passwords do not match." when they differ.
 */
import { useState, type FormEvent } from 'react';
import { KeyRound } from 'lucide-react';
import { MESSAGES } from '@spur/contract';
import { useCopy } from '@spur/i18n/react';
import { Button, toast } from '@spur/ui-kit';
import { errorMessage } from '../../api/errors';
import { authService } from '../../auth/authService';
import { COPY } from '../../copy';
import { ACCOUNT_COPY } from './copy';
import { FormError, PasswordInput } from './AuthCard';
import { validatePasswordChange } from './logic';
import { Actions, FieldGrid, Form, Section } from './Section';

const empty = { current: '', next: '', confirm: '' };

export interface ChangePasswordProps {
  /** Changes the password; defaults to Amplify's updatePassword. */
  updatePassword?: (oldPassword: string, newPassword: string) => Promise<void>;
}

export function ChangePassword({ updatePassword = authService.updatePassword }: ChangePasswordProps) {
  const { toasts } = useCopy(COPY);
  const { profile, signUp } = useCopy(ACCOUNT_COPY);
  const copy = profile.settings;
  const messages = useCopy(MESSAGES);
  const [fields, setFields] = useState(empty);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const field = (name: keyof typeof empty) => ({
    value: fields[name],
    onChange: (event: { target: { value: string } }) => setFields((current) => ({ ...current, [name]: event.target.value })),
  });

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    const invalid = validatePasswordChange(fields, messages);
    setError(invalid);
    if (invalid) return;
    setSaving(true);
    try {
      await updatePassword(fields.current, fields.next);
      setFields(empty);
      toast(toasts.passwordChanged);
    } catch (failure) {
      const message = errorMessage(failure, toasts.passwordChangeFailed().description);
      setError(message);
      toast(toasts.passwordChangeFailed(message));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Section title={copy.passwordHeading} description={copy.passwordText} icon={<KeyRound />}>
      <Form noValidate onSubmit={handleSubmit}>
        <FormError message={error} />
        <PasswordInput label={copy.currentPassword} name="currentPassword" autoComplete="current-password" required {...field('current')} />
        <FieldGrid>
          <PasswordInput
            label={copy.newPassword}
            name="newPassword"
            autoComplete="new-password"
            hint={signUp.passwordHint}
            required
            {...field('next')}
          />
          <PasswordInput label={copy.confirmPassword} name="confirmNewPassword" autoComplete="new-password" required {...field('confirm')} />
        </FieldGrid>
        <Actions>
          <Button type="submit" loading={saving} loadingText={copy.changingPassword}>
            {copy.changePassword}
          </Button>
        </Actions>
      </Form>
    </Section>
  );
}
