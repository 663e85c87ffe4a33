export { DealPicture } from './DealPicture';
export type { DealPictureProps } from './DealPicture';
