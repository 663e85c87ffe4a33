export { LiveSourceProvider, useLiveEvents } from './context';
export { eventSourceLive, manualLiveSource, type LiveListener, type LiveSource } from './source';
export { useLiveDeals } from './useLiveDeals';
export { useLiveDeal, useLiveSessions } from './useLiveDeal';
