export { KIT_TEXTS, type KitTexts } from './kitTexts';
export { KIT_LOCALE, KitLocaleProvider, useKitLocale, type KitLocale, type KitLocaleProviderProps } from './KitLocaleProvider';
