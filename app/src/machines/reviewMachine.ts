/**
 * Writing a review of a booking (the booker, once the domain's rule allows it).
 *
 *   editing ──SUBMIT (valid)──▶ submitting ──▶ done (output: the review)
 *                                    └── refused ──▶ editing (formError: the server's message)
 *
 * Validation is the contract's schema (the server applies the same): no stars, or a text over the
 * bound, stay in editing with the message under the field.
 */
import { assign, setup } from 'xstate';
import { ReviewCreateSchema, type Review, type ReviewCreate } from '@spur/contract';
import { errorMessage } from '../api/errors';
import { notProvided, pageText } from './shared';

export interface ReviewErrors {
  rating?: string;
  text?: string;
}

export interface ReviewContext {
  bookingId: string;
  rating: number | null;
  text: string;
  errors: ReviewErrors;
  /** The server's refusal (a second review, too early...); null when none. */
  formError: string | null;
  /** The review as posted (done). */
  review: Review | null;
}

export type ReviewEvent = { type: 'RATE'; rating: number } | { type: 'TYPE'; text: string } | { type: 'SUBMIT' };

/** Each field's first message under the contract's schema, in the page's language; {} when the review can be sent. */
export function validateReview(fields: { rating: number | null; text: string }): ReviewErrors {
  const parsed = ReviewCreateSchema.safeParse({ rating: fields.rating ?? undefined, text: fields.text });
  if (parsed.success) return {};
  const errors: ReviewErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof ReviewErrors;
    errors[field] ??= pageText(issue.message);
  }
  return errors;
}

const isValid = (context: ReviewContext) => Object.keys(validateReview(context)).length === 0;

export const reviewMachine = setup({
  types: {
    context: {} as ReviewContext,
    events: {} as ReviewEvent,
    input: {} as { bookingId: string },
    output: {} as Review,
    tags: {} as 'busy',
  },
  actors: {
    /** POST /api/bookings/:id/review. */
    submit: notProvided<Review, { bookingId: string; body: ReviewCreate }>('submit'),
  },
  guards: {
    valid: ({ context }) => isValid(context),
  },
}).createMachine({
  id: 'review',
  context: ({ input }) => ({ bookingId: input.bookingId, rating: null, text: '', errors: {}, formError: null, review: null }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        RATE: { actions: assign({ rating: ({ event }) => event.rating, errors: ({ context }) => ({ ...context.errors, rating: undefined }) }) },
        TYPE: { actions: assign({ text: ({ event }) => event.text, errors: ({ context }) => ({ ...context.errors, text: undefined }) }) },
        SUBMIT: [
          { guard: 'valid', target: 'submitting', actions: assign({ errors: {}, formError: null }) },
          { actions: assign({ errors: ({ context }) => validateReview(context) }) },
        ],
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        src: 'submit',
        input: ({ context }) => ({ bookingId: context.bookingId, body: { rating: context.rating!, text: context.text } }),
        onDone: { target: 'done', actions: assign({ review: ({ event }) => event.output }) },
        onError: { target: 'editing', actions: assign({ formError: ({ event }) => errorMessage(event.error) }) },
      },
    },
    done: { type: 'final' },
  },
  output: ({ context }) => context.review!,
});
