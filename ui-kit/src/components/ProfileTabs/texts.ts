import type { KitTexts } from '../../i18n/types';

/** What ProfileTabs says in English (`KIT_TEXTS.profileTabs`), without a `KitLocaleProvider` that gives texts. */
export const PROFILE_TABS_TEXTS: KitTexts['profileTabs'] = { label: 'Profile sections', profile: 'Profile Info', bookings: 'My Bookings', saved: 'Saved', settings: 'Settings' };
