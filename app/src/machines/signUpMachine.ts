/**
 * Two-step sign-up (SPEC §4 Sign-up, PRODUCT.md: Resend really resends the code).
 *
 *   form ──SUBMIT──▶ signingUp ──▶ codeSent ──VERIFY──▶ confirming ──▶ signingIn ──▶ waiting (2 s)
 *                                   │ ▲  RESEND                        │ no auto sign-in / no token
 *                                   ▼ │                                ▼
 *                                resending                        signInRequired (→ /login, final)
 *   waiting ──after initDelay──▶ initializing ──▶ done (→ /, final)   (init failure: destructive toast, still /)
 *
 * Screen binding: `state.matches('form')` is step one, `codeSent`/`confirming`/`resending` step
 * two; fields in `context.fields`, inline error in `context.error`, busy while `hasTag('busy')`.
 */
import { assign, setup } from 'xstate';
import { MESSAGES, email as emailField } from '@spur/contract';
import { SIGNUP_INIT_DELAY_MS } from '../constants';
import { errorMessage } from '../api/errors';
import { pageCopy } from '../i18n/pageLocale';
import { noopUiActions, notProvided, pageToasts } from './shared';

export interface SignUpFields {
  email: string;
  password: string;
  confirmPassword: string;
  code: string;
}

export interface SignUpContext {
  fields: SignUpFields;
  error: string | null;
}

export type SignUpEvent =
  | { type: 'CHANGE'; field: keyof SignUpFields; value: string }
  | { type: 'SUBMIT' }
  | { type: 'VERIFY' }
  | { type: 'RESEND' }
  /** Back to step one (e.g. to fix the email). */
  | { type: 'BACK' };

const emptyFields: SignUpFields = { email: '', password: '', confirmPassword: '', code: '' };

/** Step one's validation (SPEC §5); null when valid. `messages`: the contract's, in the page's language. */
export function validateSignUpForm({ email, password, confirmPassword }: SignUpFields, messages = MESSAGES): string | null {
  if (!email.trim() || !password || !confirmPassword) return messages.fillAllFields;
  // The schema's only refusal of an address that is there: not a valid one (malformed or too long).
  if (!emailField.safeParse(email).success) return messages.validEmail;
  if (password !== confirmPassword) return messages.passwordsDoNotMatch;
  return null;
}

export const signUpMachine = setup({
  types: {
    context: {} as SignUpContext,
    events: {} as SignUpEvent,
    tags: {} as 'busy' | 'stepTwo',
  },
  actors: {
    signUp: notProvided<{ userConfirmed: boolean }, { email: string; password: string }>('signUp'),
    confirmSignUp: notProvided<{ autoSignIn: boolean }, { email: string; code: string }>('confirmSignUp'),
    resendCode: notProvided<void, { email: string }>('resendCode'),
    /** Completes the automatic sign-in; resolves to the identity token, or null if there is none. */
    autoSignIn: notProvided<string | null>('autoSignIn'),
    /** GET /api/users/init. */
    initUser: notProvided<void>('initUser'),
  },
  actions: {
    ...noopUiActions,
    /** The user is now signed in: the screen passes `useAuth().refresh`. */
    signedIn: () => {},
    setError: assign((_, params: { error: string | null }) => ({ error: params.error })),
  },
  guards: {
    formValid: ({ context }) => validateSignUpForm(context.fields) === null,
    codePresent: ({ context }) => context.fields.code.trim() !== '',
    canAutoSignIn: (_, params: { autoSignIn: boolean }) => params.autoSignIn,
    hasToken: (_, params: { token: string | null }) => Boolean(params.token),
  },
  delays: {
    /** SPEC §9: wait 2 s after verification before the init call. Tests shorten it with provide. */
    initDelay: SIGNUP_INIT_DELAY_MS,
  },
}).createMachine({
  id: 'signUp',
  context: { fields: { ...emptyFields }, error: null },
  initial: 'form',
  on: {
    CHANGE: {
      actions: assign({
        fields: ({ context, event }) => ({ ...context.fields, [event.field]: event.value }),
      }),
    },
  },
  states: {
    form: {
      on: {
        SUBMIT: [
          { guard: 'formValid', target: 'signingUp', actions: { type: 'setError', params: { error: null } } },
          { actions: { type: 'setError', params: ({ context }) => ({ error: validateSignUpForm(context.fields, pageCopy(MESSAGES)) }) } },
        ],
      },
    },
    signingUp: {
      tags: ['busy'],
      invoke: {
        src: 'signUp',
        input: ({ context }) => ({ email: context.fields.email.trim(), password: context.fields.password }),
        onDone: {
          target: 'codeSent',
          actions: { type: 'notify', params: () => pageToasts().verificationCodeSent },
        },
        onError: {
          target: 'form',
          actions: [
            // Inline: what the identity provider said (e.g. the account exists); toast: SPEC §8.
            { type: 'setError', params: ({ event }) => ({ error: errorMessage(event.error, pageToasts().signUpFailed.description) }) },
            { type: 'notify', params: () => pageToasts().signUpFailed },
          ],
        },
      },
    },
    codeSent: {
      tags: ['stepTwo'],
      on: {
        VERIFY: [
          { guard: 'codePresent', target: 'confirming', actions: { type: 'setError', params: { error: null } } },
          { actions: { type: 'setError', params: () => ({ error: pageCopy(MESSAGES).enterVerificationCode }) } },
        ],
        RESEND: { target: 'resending', actions: { type: 'setError', params: { error: null } } },
        BACK: {
          target: 'form',
          actions: [
            { type: 'setError', params: { error: null } },
            assign({ fields: ({ context }) => ({ ...context.fields, code: '' }) }),
          ],
        },
      },
    },
    resending: {
      tags: ['busy', 'stepTwo'],
      invoke: {
        src: 'resendCode',
        input: ({ context }) => ({ email: context.fields.email.trim() }),
        onDone: { target: 'codeSent', actions: { type: 'notify', params: () => pageToasts().codeResent } },
        onError: { target: 'codeSent', actions: { type: 'notify', params: () => pageToasts().resendFailed } },
      },
    },
    confirming: {
      tags: ['busy', 'stepTwo'],
      invoke: {
        src: 'confirmSignUp',
        input: ({ context }) => ({ email: context.fields.email.trim(), code: context.fields.code.trim() }),
        onDone: [
          {
            guard: { type: 'canAutoSignIn', params: ({ event }) => ({ autoSignIn: event.output.autoSignIn }) },
            target: 'signingIn',
          },
          { target: 'signInRequired' },
        ],
        onError: {
          target: 'codeSent',
          actions: [
            { type: 'setError', params: () => ({ error: pageToasts().verificationFailed.description ?? null }) },
            { type: 'notify', params: () => pageToasts().verificationFailed },
          ],
        },
      },
    },
    signingIn: {
      tags: ['busy', 'stepTwo'],
      invoke: {
        src: 'autoSignIn',
        onDone: [
          {
            guard: { type: 'hasToken', params: ({ event }) => ({ token: event.output }) },
            target: 'waiting',
          },
          { target: 'signInRequired' },
        ],
        onError: { target: 'signInRequired' },
      },
    },
    waiting: {
      tags: ['busy', 'stepTwo'],
      after: { initDelay: 'initializing' },
    },
    initializing: {
      tags: ['busy', 'stepTwo'],
      invoke: {
        src: 'initUser',
        onDone: { target: 'done', actions: { type: 'notify', params: () => pageToasts().welcome } },
        // SPEC §4: a failed init still goes home, with a destructive toast.
        onError: { target: 'done', actions: { type: 'notify', params: () => pageToasts().accountVerifiedDbError } },
      },
    },
    signInRequired: {
      type: 'final',
      entry: [
        { type: 'notify', params: () => pageToasts().accountVerified },
        { type: 'navigate', params: { to: '/login' } },
      ],
    },
    done: {
      type: 'final',
      entry: ['signedIn', { type: 'navigate', params: { to: '/' } }],
    },
  },
});

export type SignUpMachine = typeof signUpMachine;
