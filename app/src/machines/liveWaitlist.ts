/** The waitlist machines wired to the API and the browser (tests provide fakes instead). */
import { fromPromise } from 'xstate';
import type { CheckoutCreated, WaitlistEntry } from '@spur/contract';
import { claimWaitlistOffer, getMyWaitlist, getWaitlistEntry, joinWaitlist, leaveWaitlist } from '../api';
import { fromCancellablePromise, uiActions, type UiDeps } from './shared';
import { waitlistMachine, type WaitlistLine } from './waitlistMachine';
import { waitlistOfferMachine } from './waitlistOfferMachine';
import { assignInPageLanguage } from '../i18n/pageLocale';

export const waitlistActors = {
  findMine: fromCancellablePromise<WaitlistEntry | null, WaitlistLine>(async ({ input, signal }) => {
    if (!input.signedIn) return null;
    const mine = await getMyWaitlist({ signal });
    return mine.find((entry) => entry.deal_id === input.dealId && entry.session_id === input.sessionId) ?? null;
  }),
  join: fromPromise<WaitlistEntry, WaitlistLine & { email: string | undefined }>(({ input }) =>
    joinWaitlist(input.dealId, { ...(input.sessionId ? { session_id: input.sessionId } : {}), ...(input.signedIn ? {} : { email: input.email ?? '' }) }),
  ),
  leave: fromPromise<WaitlistEntry, { token: string }>(({ input }) => leaveWaitlist(input.token)),
};

export const liveWaitlistMachine = () => waitlistMachine.provide({ actors: waitlistActors });

export function liveWaitlistOfferMachine(ui: UiDeps) {
  return waitlistOfferMachine.provide({
    actors: {
      load: fromCancellablePromise<WaitlistEntry, { token: string }>(({ input, signal }) => getWaitlistEntry(input.token, { signal })),
      claim: fromPromise<CheckoutCreated, { token: string }>(({ input }) => claimWaitlistOffer(input.token)),
      leave: waitlistActors.leave,
    },
    actions: {
      ...uiActions(ui),
      redirect: (_, params: { url: string }) => assignInPageLanguage(params.url),
    },
  });
}
