/**
 * The deal page's line of the languages the experience is given in ("Offered in English and
 * Spanish"), in the page's language, the business's first language first.
 */
import { Languages } from 'lucide-react';
import type { DealLanguage } from '@spur/contract';
import { useCopy, useLocale } from '@spur/i18n/react';
import { MetaLine } from '@spur/ui-kit';
import { LANGUAGES_COPY, languageList } from '../../languages';

export function DealLanguages({ languages }: { languages: readonly DealLanguage[] }) {
  const copy = useCopy(LANGUAGES_COPY);
  const locale = useLocale();
  return <MetaLine icon={<Languages aria-hidden="true" />}>{copy.offeredIn(languageList(languages, locale))}</MetaLine>;
}
