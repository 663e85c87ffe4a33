export { SaveBusinessButton } from './SaveBusinessButton';
export type { SaveBusinessButtonProps } from './SaveBusinessButton';
