export { InboxBell, inboxMomentLabel, inboxStartLabel, inboxDistanceLabel } from './InboxBell';
export type { InboxBellProps, InboxBellAlert, InboxMoment } from './InboxBell';
