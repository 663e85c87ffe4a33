export { LiveSourceProvider } from './context';
export { manualLiveSource } from './source';
export { useLiveDeals } from './useLiveDeals';
export { useLiveDeal, useLiveSessions } from './useLiveDeal';
