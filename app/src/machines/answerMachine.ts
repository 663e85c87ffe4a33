/**
 * The business answering a review of its deal, once.
 *
 *   editing ──SUBMIT (valid)──▶ submitting ──▶ done (output: the answered review)
 *                                    └── refused ──▶ editing (formError: the server's message)
 *
 * Validation is the contract's schema: an empty answer or one over the bound stays in editing.
 */
import { assign, setup } from 'xstate';
import { ReviewAnswerSchema, firstIssueMessage, type Review, type ReviewAnswer } from '@spur/contract';
import { errorMessage } from '../api/errors';
import { notProvided } from './shared';

export interface AnswerContext {
  reviewId: string;
  answer: string;
  /** The field's message; null when none. */
  error: string | null;
  /** The server's refusal (answered already, another business's deal); null when none. */
  formError: string | null;
  /** The answered review (done). */
  review: Review | null;
}

export type AnswerEvent = { type: 'TYPE'; answer: string } | { type: 'SUBMIT' };

/** The contract's message for the answer, or null when it can be sent. */
export function validateAnswer(answer: string): string | null {
  const parsed = ReviewAnswerSchema.safeParse({ answer });
  return parsed.success ? null : firstIssueMessage(parsed.error);
}

export const answerMachine = setup({
  types: {
    context: {} as AnswerContext,
    events: {} as AnswerEvent,
    input: {} as { reviewId: string },
    output: {} as Review,
    tags: {} as 'busy',
  },
  actors: {
    /** POST /api/reviews/:id/answer. */
    submit: notProvided<Review, { reviewId: string; body: ReviewAnswer }>('submit'),
  },
  guards: {
    valid: ({ context }) => validateAnswer(context.answer) === null,
  },
}).createMachine({
  id: 'answer',
  context: ({ input }) => ({ reviewId: input.reviewId, answer: '', error: null, formError: null, review: null }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        TYPE: { actions: assign({ answer: ({ event }) => event.answer, error: null }) },
        SUBMIT: [
          { guard: 'valid', target: 'submitting', actions: assign({ error: null, formError: null }) },
          { actions: assign({ error: ({ context }) => validateAnswer(context.answer) }) },
        ],
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        src: 'submit',
        input: ({ context }) => ({ reviewId: context.reviewId, body: { answer: context.answer } }),
        onDone: { target: 'done', actions: assign({ review: ({ event }) => event.output }) },
        onError: { target: 'editing', actions: assign({ formError: ({ event }) => errorMessage(event.error) }) },
      },
    },
    done: { type: 'final' },
  },
  output: ({ context }) => context.review!,
});
