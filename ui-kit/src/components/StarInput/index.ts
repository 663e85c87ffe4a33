export { StarInput } from './StarInput';
export type { StarInputProps } from './StarInput';
