export {
  BreakpointTable,
  ColorSwatches,
  flattenTokens,
  OtherTokens,
  PictureGallery,
  RadiiScale,
  ShadowScale,
  SpacingScale,
  TypeScale,
} from './Foundations';
