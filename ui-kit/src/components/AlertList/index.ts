export { AlertList, alertSummary } from './AlertList';
export type { AlertListProps, AlertListItem } from './AlertList';
