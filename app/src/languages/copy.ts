/**
 * Texts about the languages a deal is given in: on its card and page, in the business's deal form
 * and in the /deals filter. The languages' own names come from `Intl.DisplayNames` (names.ts).
 */
import { defineCopy } from '@spur/i18n';

export const LANGUAGES_COPY = defineCopy((t) => ({
  /** Read before a card's languages by screen readers (the icon says it visually). */
  cardLabel: t('Languages:'),
  /** The deal page's line: "Offered in English and Spanish". */
  offeredIn: (languages: string) => t('Offered in {languages}', { languages }),
  /** The deal form's group of checkboxes. */
  fieldLegend: t('Languages the experience is given in'),
  fieldHint: (max: number) => t('Travelers see them on the deal and can search by them. Choose up to {max}.', { max }),
  /** The /deals filter. */
  filterLabel: t('Language'),
  anyLanguage: t('Any language'),
  /** Applies the filter before the page's scripts run (then a choice applies itself). */
  apply: t('Apply'),
}));
