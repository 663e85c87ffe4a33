/** The time filter chips of /deals and the home page (issue 9): Now, Today, Tomorrow, This weekend, Any time. */
import type { WhenFilter } from '@spur/contract';
import { defineCopy } from '@spur/i18n';

/** The chips' labels: copy of their own, so that the home page's chips do not load the deals page's texts. */
export const WHEN_COPY = defineCopy((t) => ({
  now: t('Now'),
  today: t('Today'),
  tomorrow: t('Tomorrow'),
  weekend: t('This weekend'),
  any: t('Any time'),
}));

/** The chips, in order, in the page's language (`useCopy(WHEN_COPY)`); 'any' clears the filter. */
export function whenOptions(copy: typeof WHEN_COPY = WHEN_COPY): ReadonlyArray<{ value: WhenFilter; label: string }> {
  return (['now', 'today', 'tomorrow', 'weekend', 'any'] as const).map((value) => ({ value, label: copy[value] }));
}
