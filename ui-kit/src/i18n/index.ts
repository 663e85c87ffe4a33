export { KIT_TEXTS, type KitTexts } from './kitTexts';
export { KIT_LOCALE, useKitLocale, type KitLocale } from './kitLocale';
export { KitLocaleProvider, type KitLocaleProviderProps } from './KitLocaleProvider';
export type { KitLocaleOf } from './kitLocaleContext';
