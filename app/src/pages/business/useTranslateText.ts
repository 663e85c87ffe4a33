/**
 * A message made in English by copy far from the screen (a contract schema's, the domain's, an
 * API error's) in the screen's language; any other text (a business's own words, a message the
 * server already wrote in the language) stays as it is.
 */
import { useCallback } from 'react';
import { translateText } from '@spur/i18n';
import { useLocale } from '@spur/i18n/react';

export function useTranslateText(): (text: string) => string {
  const locale = useLocale();
  return useCallback((text: string) => translateText(text, locale), [locale]);
}
