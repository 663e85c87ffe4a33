/**
 * /profile (SPEC §2, §4, §8; login required): "Hi, {first name}" with a Business Partner badge
 * for business users, and four tabs kept in `?tab=` both ways (profile | bookings | saved | settings;
 * anything else is Profile Info): the success page links to `?tab=bookings`.
 */
import { useSearchParams } from 'react-router-dom';
import { BadgeCheck } from 'lucide-react';
import { useCopy } from '@spur/i18n/react';
import { Badge, PageHeader, ProfileTabs, type ProfileTab, Page } from '@spur/ui-kit';
import { ACCOUNT_COPY } from './account/copy';
import { PageSpinner } from '../routing/PageSpinner';
import { useAuth } from '../auth';
import { AlertsLink } from './account/AlertsLink';
import { ChangePassword } from './account/ChangePassword';
import { DeleteAccount } from './account/DeleteAccount';
import { EmailPreferences } from './account/EmailPreferences';
import { LanguageSetting } from './account/language/LanguageSetting';
import { firstName, paramsWithTab, profileTabFromParams } from './account/logic';
import { MyBookingsTab } from './account/MyBookingsTab';
import { ProfileInfoTab } from './account/ProfileInfoTab';
import { SavedTab } from './account/SavedTab';
import { Stack } from './account/Section';

export default function ProfilePage() {
  const copy = useCopy(ACCOUNT_COPY).profile;
  const { user, email, isBusiness } = useAuth();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = profileTabFromParams(searchParams);

  // RequireAuth renders the page only once signed in; until the profile is there, wait.
  if (!user) return <PageSpinner />;

  const selectTab = (next: ProfileTab) => setSearchParams((current) => paramsWithTab(current, next), { replace: true });

  return (
    <Page as="main">
      <PageHeader
        title={copy.greeting(firstName(user.full_name))}
        subtitle={copy.subtitle}
        actions={
          isBusiness ? (
            <Badge tone="brand" icon={<BadgeCheck aria-hidden="true" />}>
              {copy.businessBadge}
            </Badge>
          ) : undefined
        }
      />
      <ProfileTabs
        label={copy.tabsLabel}
        value={tab}
        onValueChange={selectTab}
        profile={<ProfileInfoTab user={user} />}
        bookings={<MyBookingsTab />}
        saved={<SavedTab />}
        settings={
          <Stack>
            <EmailPreferences accountEmail={email ?? user.email} />
            <LanguageSetting user={user} />
            <AlertsLink />
            <ChangePassword />
            <DeleteAccount />
          </Stack>
        }
      />
    </Page>
  );
}
