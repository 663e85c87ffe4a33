import type { LanguageOption } from './LanguageSwitcher';

/** Spur's languages on the deals page, for stories and tests. */
export const sampleLanguages: LanguageOption[] = [
  { code: 'en', name: 'English', href: '/deals', lang: 'en' },
  { code: 'es', name: 'Español', href: '/es/deals', lang: 'es' },
  { code: 'zh-Hans', name: '简体中文', href: '/zh-Hans/deals', lang: 'zh-Hans' },
];
