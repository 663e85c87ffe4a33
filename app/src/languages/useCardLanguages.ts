import type { DealLanguage } from '@spur/contract';
import { useCopy, useLocale } from '@spur/i18n/react';
import type { DealCardProps } from '@spur/ui-kit';
import { LANGUAGES_COPY } from './copy';
import { cardLanguages } from './names';

/** The kit DealCard's languages line of a deal in the page's language (none where `cardLanguages` leaves it out). */
export function useCardLanguages(): (languages: readonly DealLanguage[]) => Pick<DealCardProps, 'languages' | 'languagesLabel'> {
  const copy = useCopy(LANGUAGES_COPY);
  const locale = useLocale();
  return (languages) => ({ languages: cardLanguages(languages, locale), languagesLabel: copy.cardLabel });
}
