export { ProfileTabs, PROFILE_TABS, isProfileTab } from './ProfileTabs';
export type { ProfileTabsProps, ProfileTab } from './ProfileTabs';
