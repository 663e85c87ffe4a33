export { SlotsLeft, lastSpotsLabel, slotsLabel } from './SlotsLeft';
export type { SlotsLeftProps } from './SlotsLeft';
