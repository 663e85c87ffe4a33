export { HoldCountdown, formatCountdown } from './HoldCountdown';
export type { HoldCountdownProps } from './HoldCountdown';
