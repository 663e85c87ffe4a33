/**
 * Two-step password reset (SPEC §4 Password reset, §5 Forgot password).
 *
 *   request ──SUBMIT──▶ sending ──▶ codeSent ──SUBMIT──▶ resetting ──▶ done (→ /login, final)
 *                                    │ ▲ RESEND
 *                                    ▼ │
 *                                 resending
 *
 * Step one is `request`/`sending`; step two is tagged `stepTwo`. Fields in `context.fields`,
 * inline error in `context.error`, busy while `hasTag('busy')`.
 */
import { assign, setup } from 'xstate';
import { MESSAGES } from '@spur/contract';
import { errorMessage } from '../api/errors';
import { pageCopy } from '../i18n/pageLocale';
import { noopUiActions, notProvided, pageToasts } from './shared';

export interface PasswordResetFields {
  email: string;
  code: string;
  newPassword: string;
  confirmPassword: string;
}

export interface PasswordResetContext {
  fields: PasswordResetFields;
  error: string | null;
}

export type PasswordResetEvent =
  | { type: 'CHANGE'; field: keyof PasswordResetFields; value: string }
  | { type: 'SUBMIT' }
  | { type: 'RESEND' }
  | { type: 'BACK' };

/** Step two's validation (SPEC §5); null when valid. `messages`: the contract's, in the page's language. */
export function validateNewPassword({ code, newPassword, confirmPassword }: PasswordResetFields, messages = MESSAGES): string | null {
  if (!code.trim() || !newPassword || !confirmPassword) return messages.fillAllFields;
  if (newPassword !== confirmPassword) return messages.passwordsDoNotMatch;
  return null;
}

export const passwordResetMachine = setup({
  types: {
    context: {} as PasswordResetContext,
    events: {} as PasswordResetEvent,
    tags: {} as 'busy' | 'stepTwo',
  },
  actors: {
    /** Sends the reset code (also used by Resend). */
    requestCode: notProvided<void, { email: string }>('requestCode'),
    confirmReset: notProvided<void, { email: string; code: string; newPassword: string }>('confirmReset'),
  },
  actions: {
    ...noopUiActions,
    setError: assign((_, params: { error: string | null }) => ({ error: params.error })),
  },
  guards: {
    emailPresent: ({ context }) => context.fields.email.trim() !== '',
    newPasswordValid: ({ context }) => validateNewPassword(context.fields) === null,
  },
}).createMachine({
  id: 'passwordReset',
  context: { fields: { email: '', code: '', newPassword: '', confirmPassword: '' }, error: null },
  initial: 'request',
  on: {
    CHANGE: {
      actions: assign({
        fields: ({ context, event }) => ({ ...context.fields, [event.field]: event.value }),
      }),
    },
  },
  states: {
    request: {
      on: {
        SUBMIT: [
          { guard: 'emailPresent', target: 'sending', actions: { type: 'setError', params: { error: null } } },
          { actions: { type: 'setError', params: () => ({ error: pageCopy(MESSAGES).enterEmail }) } },
        ],
      },
    },
    sending: {
      tags: ['busy'],
      invoke: {
        src: 'requestCode',
        input: ({ context }) => ({ email: context.fields.email.trim() }),
        onDone: { target: 'codeSent', actions: { type: 'notify', params: () => pageToasts().resetCodeSent } },
        onError: {
          target: 'request',
          actions: [
            { type: 'setError', params: ({ event }) => ({ error: errorMessage(event.error) }) },
            { type: 'notify', params: ({ event }) => pageToasts().resetFailed(errorMessage(event.error)) },
          ],
        },
      },
    },
    codeSent: {
      tags: ['stepTwo'],
      on: {
        SUBMIT: [
          { guard: 'newPasswordValid', target: 'resetting', actions: { type: 'setError', params: { error: null } } },
          { actions: { type: 'setError', params: ({ context }) => ({ error: validateNewPassword(context.fields, pageCopy(MESSAGES)) }) } },
        ],
        RESEND: { target: 'resending', actions: { type: 'setError', params: { error: null } } },
        BACK: { target: 'request', actions: { type: 'setError', params: { error: null } } },
      },
    },
    resending: {
      tags: ['busy', 'stepTwo'],
      invoke: {
        src: 'requestCode',
        input: ({ context }) => ({ email: context.fields.email.trim() }),
        onDone: { target: 'codeSent', actions: { type: 'notify', params: () => pageToasts().resetCodeSent } },
        onError: { target: 'codeSent', actions: { type: 'notify', params: () => pageToasts().resendFailed } },
      },
    },
    resetting: {
      tags: ['busy', 'stepTwo'],
      invoke: {
        src: 'confirmReset',
        input: ({ context }) => ({
          email: context.fields.email.trim(),
          code: context.fields.code.trim(),
          newPassword: context.fields.newPassword,
        }),
        onDone: 'done',
        onError: {
          target: 'codeSent',
          actions: [
            { type: 'setError', params: ({ event }) => ({ error: errorMessage(event.error) }) },
            { type: 'notify', params: ({ event }) => pageToasts().resetFailed(errorMessage(event.error)) },
          ],
        },
      },
    },
    done: {
      type: 'final',
      entry: [
        { type: 'notify', params: () => pageToasts().resetSuccess },
        { type: 'navigate', params: { to: '/login' } },
      ],
    },
  },
});

export type PasswordResetMachine = typeof passwordResetMachine;
