export { SearchBox } from './SearchBox';
export type { SearchBoxProps } from './SearchBox';
