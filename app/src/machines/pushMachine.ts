/**
 * "Notify me on this device" on the alerts page (issue 31): this browser's Web Push subscription.
 *
 *   checking ──▶ unavailable  (no PushManager here, or the server has no VAPID key)
 *            ├─▶ on           (the browser is subscribed: registered again, which gives its id)
 *            └─▶ off
 *   off ──TURN_ON──▶ subscribing ──▶ on | off (with the failure: permission refused...)
 *   on ──TURN_OFF──▶ unsubscribing ──▶ off | on (with the failure)
 */
import { assign, setup } from 'xstate';
import { errorMessage } from '../api/errors';
import { notProvided } from './shared';

/** What the browser and the server allow, and this browser's subscription if any. */
export type PushCheck =
  | { kind: 'unsupported' }
  | { kind: 'unconfigured' }
  | { kind: 'off'; publicKey: string }
  | { kind: 'on'; publicKey: string; subscriptionId: string };

export interface PushContext {
  publicKey: string | null;
  subscriptionId: string | null;
  /** Why push is not offered (unavailable), or why the last change failed. */
  unavailable: 'unsupported' | 'unconfigured' | null;
  error: string | null;
}

export type PushEvent = { type: 'TURN_ON' } | { type: 'TURN_OFF' };

export const pushMachine = setup({
  types: {
    context: {} as PushContext,
    events: {} as PushEvent,
    tags: {} as 'busy',
  },
  actors: {
    /** The browser's PushManager, GET /api/push-config, and the browser's current subscription (registered again). */
    check: notProvided<PushCheck>('check'),
    /** pushManager.subscribe with the key, then POST /api/push-subscriptions: the subscription's id. */
    subscribe: notProvided<string, { publicKey: string }>('subscribe'),
    /** DELETE /api/push-subscriptions/:id, then the browser's unsubscribe. */
    unsubscribe: notProvided<void, { subscriptionId: string }>('unsubscribe'),
  },
}).createMachine({
  id: 'push',
  context: { publicKey: null, subscriptionId: null, unavailable: null, error: null },
  initial: 'checking',
  states: {
    checking: {
      tags: ['busy'],
      invoke: {
        src: 'check',
        onDone: [
          {
            guard: ({ event }) => event.output.kind === 'unsupported' || event.output.kind === 'unconfigured',
            target: 'unavailable',
            actions: assign({ unavailable: ({ event }) => (event.output.kind === 'unsupported' ? 'unsupported' : 'unconfigured') }),
          },
          {
            guard: ({ event }) => event.output.kind === 'on',
            target: 'on',
            actions: assign(({ event }) => (event.output.kind === 'on' ? { publicKey: event.output.publicKey, subscriptionId: event.output.subscriptionId } : {})),
          },
          { target: 'off', actions: assign({ publicKey: ({ event }) => (event.output.kind === 'off' ? event.output.publicKey : null) }) },
        ],
        onError: { target: 'unavailable', actions: assign({ unavailable: 'unconfigured', error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    unavailable: {},
    off: {
      on: { TURN_ON: { guard: ({ context }) => context.publicKey !== null, target: 'subscribing' } },
    },
    subscribing: {
      tags: ['busy'],
      invoke: {
        src: 'subscribe',
        input: ({ context }) => ({ publicKey: context.publicKey! }),
        onDone: { target: 'on', actions: assign({ subscriptionId: ({ event }) => event.output, error: null }) },
        onError: { target: 'off', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    on: {
      on: { TURN_OFF: 'unsubscribing' },
    },
    unsubscribing: {
      tags: ['busy'],
      invoke: {
        src: 'unsubscribe',
        input: ({ context }) => ({ subscriptionId: context.subscriptionId! }),
        onDone: { target: 'off', actions: assign({ subscriptionId: null, error: null }) },
        onError: { target: 'on', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
  },
});
