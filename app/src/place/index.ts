export { radiusOptions, type RadiusOption } from './radius';
export { rememberCentre, rememberedCentre } from './centreMemory';
export { currentPosition } from './geolocation';
