export { NowProvider, useCurrentTime, useNow, msUntilNextTick, viewerTimeZone } from './useNow';
export * from './present';
