/** The time filter chips of /deals and the home page (issue 9): Now, Today, Tomorrow, This weekend, Any time. */
import type { WhenFilter } from '@spur/contract';
import { DEALS_COPY } from './copy';

/** The chips, in order, in the page's language (`useCopy(DEALS_COPY)`); 'any' clears the filter. */
export function whenOptions(copy: typeof DEALS_COPY = DEALS_COPY): ReadonlyArray<{ value: WhenFilter; label: string }> {
  return (['now', 'today', 'tomorrow', 'weekend', 'any'] as const).map((value) => ({ value, label: copy.when[value] }));
}
