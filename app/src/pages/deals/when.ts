/** The time filter chips of /deals and the home page (issue 9): Now, Today, Tomorrow, This weekend, Any time. */
import type { WhenFilter } from '@spur/contract';
import type { ActiveWhen } from './query';

export const WHEN_LABELS: Record<ActiveWhen, string> = {
  now: 'Now',
  today: 'Today',
  tomorrow: 'Tomorrow',
  weekend: 'This weekend',
};

/** The chips, in order; 'any' clears the filter. */
export const WHEN_OPTIONS: ReadonlyArray<{ value: WhenFilter; label: string }> = [
  { value: 'now', label: WHEN_LABELS.now },
  { value: 'today', label: WHEN_LABELS.today },
  { value: 'tomorrow', label: WHEN_LABELS.tomorrow },
  { value: 'weekend', label: WHEN_LABELS.weekend },
  { value: 'any', label: 'Any time' },
];
