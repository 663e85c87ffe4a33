/**
 * Every story renders in the language of the `locale` global: the toolbar's choice, or a story's
 * own (`globals: { locale: 'es' }`). The app's copy and the kit's texts read it, its catalogs
 * loaded first (`loadStoryLocale`, a loader). English, the default, needs none.
 */
import type { Decorator, Loader, Preview } from '@storybook/react-vite';
import { DEFAULT_LOCALE, isLocale, LOCALE_NAMES, LOCALES, type Locale } from '@spur/i18n';
import { LocaleProvider } from '@spur/i18n/react';
import { loadLocale } from '../i18n/catalogs';
import { KitLocale } from '../i18n/KitLocale';

function storyLocale(globals: Record<string, unknown>): Locale {
  return isLocale(globals.locale) ? globals.locale : DEFAULT_LOCALE;
}

/** The `locale` global, with its toolbar menu (each language named in its own). */
export const localeGlobalType: Preview['globalTypes'] = {
  locale: {
    description: 'The language the stories render in',
    toolbar: {
      title: 'Language',
      icon: 'globe',
      items: LOCALES.map((locale) => ({ value: locale, title: LOCALE_NAMES[locale] })),
      dynamicTitle: true,
    },
  },
};

export const loadStoryLocale: Loader = async ({ globals }) => {
  await loadLocale(storyLocale(globals));
};

export const withLocale: Decorator = (Story, { globals }) => (
  <LocaleProvider locale={storyLocale(globals)}>
    <KitLocale>
      <Story />
    </KitLocale>
  </LocaleProvider>
);
