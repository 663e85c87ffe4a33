export { MetaLine } from './MetaLine';
export type { MetaLineProps } from './MetaLine';
