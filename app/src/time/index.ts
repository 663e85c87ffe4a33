export { NowProvider, useCurrentTime, useNow, useViewerTimeZone, msUntilNextTick, viewerTimeZone } from './useNow';
export * from './format';
export * from './present';
export * from './cancellation';
