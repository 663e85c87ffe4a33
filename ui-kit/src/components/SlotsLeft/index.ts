export { SlotsLeft, slotsLabel } from './SlotsLeft';
export type { SlotsLeftProps } from './SlotsLeft';
