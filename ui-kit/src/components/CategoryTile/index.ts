export { CategoryTile } from './CategoryTile';
export type { CategoryTileProps } from './CategoryTile';
