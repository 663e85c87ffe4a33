export { StarInput, defaultStarLabel } from './StarInput';
export type { StarInputProps } from './StarInput';
