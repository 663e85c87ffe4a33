/**
 * "Notify me when a spot opens" on the deal page (issue 11): for a sold-out open-dated deal, its
 * line; for a deal with times, the line of a sold-out time still open for booking (a choice of
 * them when several are). A signed-in person sees their place, and a spot offered to them with
 * "Book now" (the offer page). Flow: waitlistMachine.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useMachine } from '@xstate/react';
import { Select, WaitlistNotice, type WaitlistNoticeState } from '@spur/ui-kit';
import { WAITLIST_OFFER_ROUTE, buildPath, type Deal, type Session, type WaitlistEntry } from '@spur/contract';
import { sessionAvailability } from '@spur/domain';
import { useCopy, useLocale } from '@spur/i18n/react';
import { liveWaitlistMachine } from '../../machines/liveWaitlist';
import { useAuth } from '../../auth';
import { formatTime, sessionWhen, useNow, useViewerTimeZone } from '../../time';
import { WAITLIST_COPY } from '../waitlist/copy';

interface LineProps {
  dealId: string;
  sessionId: string | null;
  signedIn: boolean;
  /** The person's place, when already known (My Bookings): not looked up again. */
  entry?: WaitlistEntry;
  /** Show only a live place (joined, offered): nothing once left (My Bookings). */
  placeOnly?: boolean;
}

/** What the control shows in each state of the machine (while leaving: what is being left). */
function noticeState(value: string, entry: WaitlistEntry | null): WaitlistNoticeState {
  if (value === 'leaving') return entry?.status === 'offered' ? 'offered' : 'joined';
  if (value === 'joined' || value === 'offered' || value === 'closed' || value === 'error') return value;
  return 'form';
}

/** One line's control, its machine started for this deal, time and sign-in state. */
export function WaitlistLine({ dealId, sessionId, signedIn, entry: known, placeOnly = false }: LineProps) {
  const navigate = useNavigate();
  const viewerZone = useViewerTimeZone();
  const locale = useLocale();
  const [machine] = useState(liveWaitlistMachine);
  const [state, send] = useMachine(machine, { input: { dealId, sessionId, signedIn, ...(known ? { entry: known } : {}) } });
  if (state.matches('loading') || state.matches('placed')) return null;
  const { entry, error, emailError } = state.context;
  const shown = noticeState(String(state.value), entry);
  if (placeOnly && (shown === 'form' || shown === 'closed')) return null;
  return (
    <WaitlistNotice
      state={shown}
      soldOut={sessionId ? 'time' : 'deal'}
      signedIn={signedIn}
      busy={state.hasTag('busy')}
      message={error ?? undefined}
      emailError={emailError ?? undefined}
      claimBy={entry?.offer_expires_at ? formatTime(entry.offer_expires_at, { zone: entry.time_zone, viewerZone }, locale) : undefined}
      onJoin={(email) => send({ type: 'JOIN', email })}
      onLeave={() => send({ type: 'LEAVE' })}
      onClaim={() => entry && navigate(buildPath(WAITLIST_OFFER_ROUTE, { token: entry.token }))}
    />
  );
}

export function WaitlistPanel({ deal, sessions }: { deal: Deal; sessions: Session[] }) {
  const { status } = useAuth();
  const copy = useCopy(WAITLIST_COPY);
  const locale = useLocale();
  const now = useNow();
  const viewerZone = useViewerTimeZone();
  const soldOut = sessions.filter((session) => sessionAvailability(session, now) === 'sold_out');
  const [chosen, setChosen] = useState<string | null>(null);
  if (status === 'loading') return null;
  const signedIn = status === 'authenticated';
  if (!deal.has_sessions) {
    return deal.available_slots <= 0 ? <WaitlistLine key={`${deal.id}:${signedIn}`} dealId={deal.id} sessionId={null} signedIn={signedIn} /> : null;
  }
  if (soldOut.length === 0) return null;
  const sessionId = soldOut.some((session) => session.id === chosen) ? chosen! : soldOut[0]!.id;
  return (
    <>
      {soldOut.length > 1 && (
        <Select
          label={copy.soldOutTime}
          value={sessionId}
          onChange={(event) => setChosen(event.target.value)}
          options={soldOut.map((session) => ({ value: session.id, label: sessionWhen(session.starts_at, deal.time_zone, now, viewerZone, locale) }))}
        />
      )}
      <WaitlistLine key={`${sessionId}:${signedIn}`} dealId={deal.id} sessionId={sessionId} signedIn={signedIn} />
    </>
  );
}
