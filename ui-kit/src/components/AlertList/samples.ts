import type { AlertListItem } from './AlertList';

export const sampleAlerts: AlertListItem[] = [
  { id: 'al1', placeName: 'Laguna Beach', radiusKm: 5, window: 'within_3h', categories: [], maxPrice: null },
  { id: 'al2', placeName: 'Home', radiusKm: 2.5, window: 'weekend', categories: ['Beach', 'Wellness'], maxPrice: 40 },
];
