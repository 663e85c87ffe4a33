/**
 * "Notify me when a spot opens" on one sold-out time, or a sold-out open-dated deal (issue 11).
 *
 *   (start) ──▶ placed, with a place already known (My Bookings' list); else loading
 *   loading ──▶ form | joined | offered     (a signed-in person's live place in this line)
 *           └──▶ error                      (the place could not be looked up; JOIN from there)
 *   form ──JOIN──▶ joining ──▶ joined
 *                     ├──▶ form      (400: the e-mail field's error)
 *                     ├──▶ closed    (409: the waitlist is closed)
 *                     └──▶ error     (anything else; JOIN again from there)
 *   joined | offered ──LEAVE──▶ leaving ──▶ form | error
 */
import { assign, setup } from 'xstate';
import { MESSAGES, type WaitlistEntry } from '@spur/contract';
import { pageCopy } from '../i18n/pageLocale';
import { errorMessage, isApiError } from '../api/errors';
import { notProvided } from './shared';

export interface WaitlistLine {
  dealId: string;
  /** The sold-out session; null for an open-dated deal. */
  sessionId: string | null;
  /** Signed-in people join as their account (and their place is looked up); guests give an e-mail. */
  signedIn: boolean;
}

export interface WaitlistContext extends WaitlistLine {
  entry: WaitlistEntry | null;
  /** The failure shown in the error and closed states. */
  error: string | null;
  /** The e-mail field's error (400). */
  emailError: string | null;
}

export type WaitlistEvent = { type: 'JOIN'; email: string | undefined } | { type: 'LEAVE' };

const isLive = (entry: WaitlistEntry | null) => entry?.status === 'waiting' || entry?.status === 'offered';

export const waitlistMachine = setup({
  types: {
    context: {} as WaitlistContext,
    events: {} as WaitlistEvent,
    input: {} as WaitlistLine & { entry?: WaitlistEntry },
    tags: {} as 'busy',
  },
  actors: {
    /** The caller's live place in this line (GET /api/waitlist), null for none or for a guest. */
    findMine: notProvided<WaitlistEntry | null, WaitlistLine>('findMine'),
    /** POST /api/deals/:id/waitlist. */
    join: notProvided<WaitlistEntry, WaitlistLine & { email: string | undefined }>('join'),
    /** DELETE /api/waitlist/:token. */
    leave: notProvided<WaitlistEntry, { token: string }>('leave'),
  },
  guards: {
    offered: ({ context }) => context.entry?.status === 'offered',
    waiting: ({ context }) => context.entry?.status === 'waiting',
    known: ({ context }) => context.entry !== null,
    badEmail: (_, params: { error: unknown }) => isApiError(params.error) && params.error.status === 400,
    // The API answers in the page's language (English from a backend that speaks only English).
    closed: (_, params: { error: unknown }) => isApiError(params.error) && [MESSAGES.waitlistClosed, pageCopy(MESSAGES).waitlistClosed].includes(params.error.message),
  },
}).createMachine({
  id: 'waitlist',
  context: ({ input }) => ({ dealId: input.dealId, sessionId: input.sessionId, signedIn: input.signedIn, entry: input.entry ?? null, error: null, emailError: null }),
  initial: 'start',
  states: {
    start: {
      always: [{ guard: 'known', target: 'placed' }, { target: 'loading' }],
    },
    loading: {
      invoke: {
        src: 'findMine',
        input: ({ context }) => ({ dealId: context.dealId, sessionId: context.sessionId, signedIn: context.signedIn }),
        onDone: { target: 'placed', actions: assign({ entry: ({ event }) => (isLive(event.output) ? event.output : null) }) },
        // Say so: the form alone would invite someone already offered a spot to queue again.
        onError: { target: 'error', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    placed: {
      always: [{ guard: 'offered', target: 'offered' }, { guard: 'waiting', target: 'joined' }, { target: 'form' }],
    },
    form: {
      on: { JOIN: 'joining' },
    },
    joining: {
      tags: ['busy'],
      invoke: {
        src: 'join',
        input: ({ context, event }) => ({
          dealId: context.dealId,
          sessionId: context.sessionId,
          signedIn: context.signedIn,
          email: event.type === 'JOIN' ? event.email : undefined,
        }),
        onDone: { target: 'joined', actions: assign({ entry: ({ event }) => event.output, error: null, emailError: null }) },
        onError: [
          { guard: { type: 'badEmail', params: ({ event }) => ({ error: event.error }) }, target: 'form', actions: assign({ emailError: ({ event }) => errorMessage(event.error) }) },
          { guard: { type: 'closed', params: ({ event }) => ({ error: event.error }) }, target: 'closed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
          { target: 'error', actions: assign({ error: ({ event }) => errorMessage(event.error), emailError: null }) },
        ],
      },
    },
    joined: {
      on: { LEAVE: 'leaving' },
    },
    offered: {
      on: { LEAVE: 'leaving' },
    },
    leaving: {
      tags: ['busy'],
      invoke: {
        src: 'leave',
        input: ({ context }) => ({ token: context.entry!.token }),
        onDone: { target: 'form', actions: assign({ entry: null, error: null }) },
        onError: { target: 'error', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    closed: {},
    error: {
      on: { JOIN: 'joining' },
    },
  },
});
