export { SlotsLeft } from './SlotsLeft';
export type { SlotsLeftProps } from './SlotsLeft';
