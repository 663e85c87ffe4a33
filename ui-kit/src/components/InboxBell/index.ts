export { InboxBell, MOMENT_LABELS, inboxStartLabel, inboxDistanceLabel } from './InboxBell';
export type { InboxBellProps, InboxBellAlert, InboxMoment } from './InboxBell';
