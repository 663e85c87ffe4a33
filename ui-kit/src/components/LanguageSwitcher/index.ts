export { LanguageSwitcher } from './LanguageSwitcher';
export type { LanguageSwitcherProps, LanguageOption } from './LanguageSwitcher';
