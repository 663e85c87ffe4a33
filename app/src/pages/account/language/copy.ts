/** Texts of the profile's Language setting (the languages themselves are named in their own words: LOCALE_NAMES). */
import { defineCopy } from '@spur/i18n';
import type { ToastCopy } from '../../../copy';

export const LANGUAGE_COPY = defineCopy((t) => ({
  heading: t('Language'),
  description: t('The language of Spur’s pages and of the e-mails we send you.'),
  label: t('Language'),
  save: t('Save language'),
  saving: t('Saving...'),
  failed: (message?: string): ToastCopy => ({ title: t('Could not change the language'), description: message || t('Please try again.'), variant: 'destructive' }),
}));
