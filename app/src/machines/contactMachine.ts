/**
 * The contact form (SPEC §4 Contact form, §5, §8 Contact).
 *
 *   idle ──SUBMIT (valid)──▶ sending ──▶ idle
 *
 * Success (HTTP ok and `success: true`): fields cleared, "Message Sent!" with the server's message.
 * Failure (network, non-ok, `success: false`): destructive "Error" toast naming the support
 * address; the server's message (default "Failed to send message") is only logged.
 * While sending, `hasTag('busy')`: disable the button and label it COPY.sending ("Sending...").
 */
import { assign, setup } from 'xstate';
import { ContactMessageSchema, MESSAGES, firstIssueMessage, type ContactResponse } from '@spur/contract';
import { COPY } from '../copy';
import { pageCopy } from '../i18n/pageLocale';
import { errorMessage } from '../api/errors';
import { noopUiActions, notProvided } from './shared';

export interface ContactFields {
  name: string;
  email: string;
  subject: string;
  message: string;
}

export interface ContactContext {
  fields: ContactFields;
  /** Inline validation message; null when none. */
  error: string | null;
}

export type ContactEvent = { type: 'CHANGE'; field: keyof ContactFields; value: string } | { type: 'SUBMIT' };

export const emptyContactFields: ContactFields = { name: '', email: '', subject: '', message: '' };

/** SPEC §5 validation with the contract's schema (the server applies the same); null when valid. */
export function validateContact(fields: ContactFields): string | null {
  const parsed = ContactMessageSchema.safeParse(fields);
  return parsed.success ? null : firstIssueMessage(parsed.error);
}

export const contactMachine = setup({
  types: {
    context: {} as ContactContext,
    events: {} as ContactEvent,
    tags: {} as 'busy',
  },
  actors: {
    /** POST /api/contact. */
    send: notProvided<ContactResponse, { message: ContactFields }>('send'),
  },
  actions: {
    ...noopUiActions,
    /** Where the server's failure message goes (SPEC: only logged). */
    logFailure: (_, params: { message: string }) => {
      console.error('Contact form submission failed:', params.message);
    },
  },
  guards: {
    valid: ({ context }) => validateContact(context.fields) === null,
    accepted: (_, params: { response: ContactResponse }) => params.response.success === true,
  },
}).createMachine({
  id: 'contact',
  context: { fields: { ...emptyContactFields }, error: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        CHANGE: {
          actions: assign({
            fields: ({ context, event }) => ({ ...context.fields, [event.field]: event.value }),
          }),
        },
        SUBMIT: [
          { guard: 'valid', target: 'sending', actions: assign({ error: null }) },
          { actions: assign({ error: ({ context }) => validateContact(context.fields) }) },
        ],
      },
    },
    sending: {
      tags: ['busy'],
      invoke: {
        src: 'send',
        input: ({ context }) => ({ message: context.fields }),
        onDone: [
          {
            guard: { type: 'accepted', params: ({ event }) => ({ response: event.output }) },
            target: 'idle',
            actions: [
              assign({ fields: { ...emptyContactFields }, error: null }),
              { type: 'notify', params: ({ event }) => pageCopy(COPY).toasts.messageSent(event.output.message || pageCopy(MESSAGES).contactThanks) },
            ],
          },
          {
            target: 'idle',
            actions: [
              { type: 'logFailure', params: ({ event }) => ({ message: event.output.message || MESSAGES.contactFailed }) },
              { type: 'notify', params: () => pageCopy(COPY).toasts.contactError },
            ],
          },
        ],
        onError: {
          target: 'idle',
          actions: [
            { type: 'logFailure', params: ({ event }) => ({ message: errorMessage(event.error, MESSAGES.contactFailed) }) },
            { type: 'notify', params: () => pageCopy(COPY).toasts.contactError },
          ],
        },
      },
    },
  },
});

export type ContactMachine = typeof contactMachine;
