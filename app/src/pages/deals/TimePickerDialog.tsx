/**
 * Book Now on a card of a deal with several times (issue 9): a dialog that loads the deal's
 * sessions (GET /api/deals/:id/sessions) and lets the buyer choose one (the kit's TimePicker:
 * a radio group, sold-out and closed times disabled with their reason), then goes to checkout
 * with that session at the price of the moment.
 *
 * Its own chunk (React.lazy from the deals page): neither the home page nor the first paint of
 * /deals pays for it.
 */
import { useState } from 'react';
import { Button, Dialog, ErrorState, Spinner, TimePicker } from '@spur/ui-kit';
import { CHECKOUT_HOLD_MINUTES, type Deal } from '@spur/contract';
import { useCopy, useLocale } from '@spur/i18n/react';
import { listDealSessions } from '../../api';
import { errorMessage } from '../../api/errors';
import { useResource } from '../../data/useResource';
import { useLiveSessions } from '../../live';
import { sessionChoice, sessionGroups, useCurrentTime, useNow, useViewerTimeZone } from '../../time';
import { DEAL_PAGE_COPY } from './dealPageCopy';
import { TimeNotice } from './TimeNotice';
import { useSelectedTimeNotice } from './useSelectedTimeNotice';

export interface TimePickerDialogProps {
  deal: Deal;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The chosen session and the amount to charge for it now. */
  onConfirm: (choice: { sessionId: string; amountCents: number }) => void;
  /** A checkout is being created: the button spins. */
  busy?: boolean;
}

export default function TimePickerDialog({ deal, open, onOpenChange, onConfirm, busy = false }: TimePickerDialogProps) {
  const copy = useCopy(DEAL_PAGE_COPY);
  const locale = useLocale();
  const now = useNow();
  const currentTime = useCurrentTime();
  const viewerZone = useViewerTimeZone();
  const sessions = useResource((signal) => listDealSessions(deal.id, { signal }), [deal.id]);
  const [selected, setSelected] = useState<string | null>(null);
  // Issue 10: times sell out, appear and vanish live; only a change of the selected one is said.
  useLiveSessions(sessions, deal.id);
  const notice = useSelectedTimeNotice(sessions.status === 'success' ? sessions.data : null, selected);

  const session = sessions.status === 'success' ? sessions.data.find((item) => item.id === selected) : undefined;
  const choice = session ? sessionChoice(deal, session, now) : null;

  // The amount of this very moment, not of the last tick.
  const confirm = () => {
    const confirmed = session ? sessionChoice(deal, session, currentTime()) : null;
    if (confirmed) onConfirm(confirmed);
  };

  let body;
  if (sessions.status === 'loading') body = <Spinner label={copy.loadingTimes} />;
  else if (sessions.status === 'error')
    body = (
      <ErrorState title={copy.timesError} message={errorMessage(sessions.error)} retryLabel={copy.retry} onRetry={sessions.retry} />
    );
  else
    body = (
      <TimePicker
        label={copy.chooseTime}
        groups={sessionGroups(deal, sessions.data, now, viewerZone, locale)}
        value={selected}
        onValueChange={setSelected}
        emptyText={copy.noTimes}
      />
    );

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={copy.pickerTitle(deal.title)}
      description={copy.holdNote(CHECKOUT_HOLD_MINUTES)}
      footer={
        <Button disabled={!choice || busy} loading={busy} onClick={confirm}>
          {copy.bookNow}
        </Button>
      }
    >
      {body}
      <TimeNotice text={notice} />
    </Dialog>
  );
}
