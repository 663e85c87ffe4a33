export { FilterChips } from './FilterChips';
export type { FilterChipOption, FilterChipsProps } from './FilterChips';
