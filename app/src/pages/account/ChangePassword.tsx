/**
 * Change password (SPEC §2 Settings): current, new and confirmation, through Amplify's
 * updatePassword (`authService.updatePassword`). "Passwords do not match." when they differ.
 */
import { useState, type FormEvent } from 'react';
import { KeyRound } from 'lucide-react';
import { Button, PasswordField, toast } from '@spur/ui-kit';
import { errorMessage } from '../../api/errors';
import { authService } from '../../auth/authService';
import { COPY } from '../../copy';
import { ACCOUNT_COPY } from './copy';
import { FormError } from './AuthCard';
import { validatePasswordChange } from './logic';
import { Actions, FieldGrid, Form, Section } from './Section';

const copy = ACCOUNT_COPY.profile.settings;
const empty = { current: '', next: '', confirm: '' };

export interface ChangePasswordProps {
  /** Changes the password; defaults to Amplify's updatePassword. */
  updatePassword?: (oldPassword: string, newPassword: string) => Promise<void>;
}

export function ChangePassword({ updatePassword = authService.updatePassword }: ChangePasswordProps) {
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
    const invalid = validatePasswordChange(fields);
    setError(invalid);
    if (invalid) return;
    setSaving(true);
    try {
      await updatePassword(fields.current, fields.next);
      setFields(empty);
      toast(COPY.toasts.passwordChanged);
    } catch (failure) {
      const message = errorMessage(failure, COPY.toasts.passwordChangeFailed().description);
      setError(message);
      toast(COPY.toasts.passwordChangeFailed(message));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Section title={copy.passwordHeading} description={copy.passwordText} icon={<KeyRound />}>
      <Form noValidate onSubmit={handleSubmit}>
        <FormError message={error} />
        <PasswordField label={copy.currentPassword} name="currentPassword" autoComplete="current-password" required {...field('current')} />
        <FieldGrid>
          <PasswordField
            label={copy.newPassword}
            name="newPassword"
            autoComplete="new-password"
            hint={ACCOUNT_COPY.signUp.passwordHint}
            required
            {...field('next')}
          />
          <PasswordField label={copy.confirmPassword} name="confirmNewPassword" autoComplete="new-password" required {...field('confirm')} />
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
