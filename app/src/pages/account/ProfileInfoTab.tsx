/**
 * Profile Info (SPEC §2 /profile): full name and phone number are editable; email and account
 * type are read-only. Regular users can become a Business Partner (the page reloads after it).
 */
import { useState, type FormEvent } from 'react';
import { BriefcaseBusiness, UserRound } from 'lucide-react';
import { useCopy } from '@spur/i18n/react';
import { Button, TextField, toast } from '@spur/ui-kit';
import type { User } from '@spur/contract';
import { updateProfile } from '../../api';
import { COPY } from '../../copy';
import { ACCOUNT_COPY } from './copy';
import { setFlashToast } from '../../flash';
import { useAuth } from '../../auth';
import { serverMessage } from './logic';
import { Actions, FactHint, Facts, FieldGrid, Form, Section, Stack } from './Section';

/** Reloads the page (the spec's upgrade ends with a reload); replaceable in tests. */
export const pageReload = { reload: () => window.location.reload() };

function ProfileForm({ user }: { user: User }) {
  const { toasts } = useCopy(COPY);
  const copy = useCopy(ACCOUNT_COPY).profile.info;
  const { refresh, isBusiness } = useAuth();
  const [fullName, setFullName] = useState(user.full_name ?? '');
  const [phone, setPhone] = useState(user.phone_number ?? '');
  const [saving, setSaving] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    setSaving(true);
    try {
      await updateProfile({ full_name: fullName.trim(), phone_number: phone.trim() });
      toast(toasts.profileUpdated);
      await refresh().catch(() => undefined); // a failed refresh logs out on its own
    } catch (error) {
      toast(toasts.profileUpdateFailed(serverMessage(error)));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Section title={copy.heading} description={copy.description} icon={<UserRound />}>
      <Form noValidate onSubmit={handleSubmit}>
        <FieldGrid>
          <TextField
            label={copy.fullName}
            name="fullName"
            autoComplete="name"
            value={fullName}
            onChange={(event) => setFullName(event.target.value)}
          />
          <TextField
            label={copy.phone}
            name="phone"
            type="tel"
            autoComplete="tel"
            value={phone}
            onChange={(event) => setPhone(event.target.value)}
          />
        </FieldGrid>
        <Facts>
          <div>
            <dt>{copy.email}</dt>
            <dd>
              {user.email}
              <FactHint>{copy.emailHint}</FactHint>
            </dd>
          </div>
          <div>
            <dt>{copy.accountType}</dt>
            <dd>{isBusiness ? copy.business : copy.regular}</dd>
          </div>
        </Facts>
        <Actions>
          <Button type="submit" loading={saving} loadingText={copy.saving}>
            {copy.save}
          </Button>
        </Actions>
      </Form>
    </Section>
  );
}

function UpgradeCard() {
  const { toasts } = useCopy(COPY);
  const copy = useCopy(ACCOUNT_COPY).profile.info;
  const [upgrading, setUpgrading] = useState(false);

  async function upgrade() {
    setUpgrading(true);
    try {
      await updateProfile({ user_type: 'business' });
      // The toast survives the reload that follows (SPEC §4 Upgrade).
      setFlashToast(toasts.accountUpgraded);
      toast(toasts.accountUpgraded);
      pageReload.reload();
    } catch (error) {
      toast(toasts.upgradeFailed(serverMessage(error)));
      setUpgrading(false);
    }
  }

  return (
    <Section title={copy.upgradeHeading} description={copy.upgradeText} icon={<BriefcaseBusiness />} tone="brand">
      <Actions>
        <Button variant="primary" onClick={upgrade} loading={upgrading} loadingText={copy.upgrading}>
          {copy.upgrade}
        </Button>
      </Actions>
    </Section>
  );
}

export function ProfileInfoTab({ user }: { user: User }) {
  const { isBusiness } = useAuth();
  return (
    <Stack>
      {/* A new profile (after Save or a refresh) starts the form again from it. */}
      <ProfileForm key={`${user.full_name ?? ''}\u0000${user.phone_number ?? ''}`} user={user} />
      {!isBusiness && <UpgradeCard />}
    </Stack>
  );
}
