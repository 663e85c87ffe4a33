import type { ReactNode } from 'react';
import * as Tabs from '@radix-ui/react-tabs';
import styled from 'styled-components';
import { CalendarCheck, Heart, Settings, UserRound } from 'lucide-react';
import { useKitTexts } from '../../i18n/KitLocaleProvider';
import { PROFILE_TABS_TEXTS } from './texts';

/** The profile page's tabs, in order; also the values of its `?tab=` query parameter. */
export const PROFILE_TABS = ['profile', 'bookings', 'saved', 'settings'] as const;

/** A profile tab value: `profile` (Profile Info), `bookings` (My Bookings), `saved` (Saved) or `settings` (Settings). */
export type ProfileTab = (typeof PROFILE_TABS)[number];

/** True when `value` names a profile tab (use it to read `?tab=`). */
export function isProfileTab(value: unknown): value is ProfileTab {
  return typeof value === 'string' && (PROFILE_TABS as readonly string[]).includes(value);
}

export interface ProfileTabsProps {
  /** The open tab, when the parent controls it (e.g. synced with `?tab=`). Pair with `onValueChange`. */
  value?: ProfileTab;
  /** The tab open at first when uncontrolled. Default `profile`. */
  defaultValue?: ProfileTab;
  /** Called with the newly chosen tab. */
  onValueChange?: (value: ProfileTab) => void;
  /** Content of the Profile Info panel. */
  profile: ReactNode;
  /** Content of the My Bookings panel. */
  bookings: ReactNode;
  /** Content of the Saved panel (saved deals and businesses); without it the tab is not shown. */
  saved?: ReactNode;
  /** Content of the Settings panel. */
  settings: ReactNode;
  /** Accessible name of the tab list. Default "Profile sections". */
  label?: string;
}

const TAB_ICONS: Record<ProfileTab, ReactNode> = {
  profile: <UserRound aria-hidden />,
  bookings: <CalendarCheck aria-hidden />,
  saved: <Heart aria-hidden />,
  settings: <Settings aria-hidden />,
};

const List = styled(Tabs.List)`
  display: flex;
  /* Labels that do not fit one row (a narrow phone, a longer label) take a second, never a scrollbar. */
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[1]};
  background: ${({ theme }) => theme.colors.surface.sunken};
  border-radius: ${({ theme }) => theme.radii.lg};
`;

const Trigger = styled(Tabs.Trigger)`
  display: inline-flex;
  flex: 1 0 auto;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: ${({ theme }) => theme.sizes.control.md};
  /* Phones: no icons and tighter padding, so that the four labels fit a 375 px screen. */
  padding: 0 ${({ theme }) => theme.space[2]};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.text.secondary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  white-space: nowrap;
  cursor: pointer;
  transition:
    background ${({ theme }) => theme.transitions.fast},
    color ${({ theme }) => theme.transitions.fast};

  &:hover {
    color: ${({ theme }) => theme.colors.text.primary};
  }
  &[data-state='active'] {
    background: ${({ theme }) => theme.colors.surface.card};
    color: ${({ theme }) => theme.colors.brand.base};
    box-shadow: ${({ theme }) => theme.shadows.sm};
  }
  & > svg {
    display: none;
    width: ${({ theme }) => theme.sizes.icon.sm};
    height: ${({ theme }) => theme.sizes.icon.sm};
    flex: none;
  }
  ${({ theme }) => theme.media.sm} {
    padding: 0 ${({ theme }) => theme.space[4]};
    & > svg { display: block; }
  }
`;

const Panel = styled(Tabs.Content)`
  padding-top: ${({ theme }) => theme.space[6]};

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.border.focus};
    outline-offset: 2px;
    border-radius: ${({ theme }) => theme.radii.sm};
  }
`;

/**
 * The profile page's three tabs: Profile Info (default), My Bookings and Settings. Controlled
 * (`value` + `onValueChange`, to sync `?tab=`) or uncontrolled (`defaultValue`); arrow keys move
 * between tabs.
 */
export function ProfileTabs(props: ProfileTabsProps) {
  const { texts } = useKitTexts('profileTabs', PROFILE_TABS_TEXTS);
  const { value, defaultValue = 'profile', onValueChange, profile, bookings, saved, settings, label = texts.label } = props;
  const panels: Record<ProfileTab, ReactNode> = { profile, bookings, saved, settings };
  const shown = PROFILE_TABS.filter((tab) => tab !== 'saved' || saved !== undefined);
  return (
    <Tabs.Root
      {...(value !== undefined ? { value } : { defaultValue })}
      onValueChange={(next) => {
        if (isProfileTab(next)) onValueChange?.(next);
      }}
      activationMode="automatic"
    >
      <List aria-label={label}>
        {shown.map((tab) => (
          <Trigger key={tab} value={tab}>
            {TAB_ICONS[tab]}
            {texts[tab]}
          </Trigger>
        ))}
      </List>
      {shown.map((tab) => (
        <Panel key={tab} value={tab}>
          {panels[tab]}
        </Panel>
      ))}
    </Tabs.Root>
  );
}
