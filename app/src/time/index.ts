export { NowProvider, useNow, msUntilNextTick, viewerTimeZone } from './useNow';
export * from './present';
