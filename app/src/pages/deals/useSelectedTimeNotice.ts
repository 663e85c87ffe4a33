/**
 * The one live change a screen reader hears (issue 10): the time the person selected sells out or
 * is withdrawn while they look at it. Every other live change stays silent.
 */
import { useState } from 'react';
import type { Session } from '@spur/contract';
import { useCopy } from '@spur/i18n/react';
import { DEAL_PAGE_COPY } from './dealPageCopy';

interface Seen {
  selected: string | null;
  session: Session | undefined;
}

/** The message for the selected time, or null; `sessions` null while they load. */
export function useSelectedTimeNotice(sessions: readonly Session[] | null, selected: string | null): string | null {
  const copy = useCopy(DEAL_PAGE_COPY);
  const session = sessions?.find((item) => item.id === selected);
  const [seen, setSeen] = useState<Seen>({ selected, session });
  const [notice, setNotice] = useState<string | null>(null);
  if (seen.selected !== selected || seen.session !== session) {
    // Adjusted while rendering (React's pattern for state derived from changing props).
    setSeen({ selected, session });
    const before = seen.selected === selected ? seen.session : undefined;
    if (!before) setNotice(null);
    else if (!session && sessions) setNotice(copy.selectedWithdrawn);
    else if (session && before.slots_left > 0 && session.slots_left <= 0) setNotice(copy.selectedSoldOut);
  }
  return notice;
}
