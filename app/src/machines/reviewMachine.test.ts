import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { MESSAGES, REVIEW_LIMITS, type Review, type ReviewCreate } from '@spur/contract';
import { ApiError } from '../api/errors';
import { deferred, fakeActor } from '../test/fakes';
import { reviewMachine, validateReview } from './reviewMachine';

const BOOKING = '5eedb000-0000-4000-8000-000000000002';
const posted: Review = {
  id: '5eed7e00-0000-4000-8000-000000000099',
  deal_id: '5eedde00-0000-4000-8000-000000000007',
  rating: 4,
  text: 'Whales!',
  reviewer_name: 'Jordan R.',
  created_at: '2026-11-24T20:00:00.000Z',
  answer: null,
  answered_at: null,
};

function start(submit = fakeActor<Review, { bookingId: string; body: ReviewCreate }>(posted)) {
  const actor = createActor(reviewMachine.provide({ actors: { submit } }), { input: { bookingId: BOOKING } });
  actor.start();
  return { actor, submit };
}

describe('validateReview', () => {
  it("uses the contract's messages for the stars and the text", () => {
    expect(validateReview({ rating: null, text: '' })).toEqual({ rating: MESSAGES.validRating });
    expect(validateReview({ rating: 5, text: 'a'.repeat(REVIEW_LIMITS.maxTextLength + 1) })).toEqual({ text: MESSAGES.reviewTextTooLong });
    expect(validateReview({ rating: 5, text: 'a'.repeat(REVIEW_LIMITS.maxTextLength) })).toEqual({});
  });
});

describe('reviewMachine', () => {
  it('without stars stays in editing with the message under the stars; choosing clears it', () => {
    const { actor, submit } = start();
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.errors).toEqual({ rating: MESSAGES.validRating });
    actor.send({ type: 'RATE', rating: 3 });
    expect(actor.getSnapshot().context.errors.rating).toBeUndefined();
    expect(submit.calls).toHaveLength(0);
  });

  it('posts the stars and text, is busy meanwhile, and ends with the review', async () => {
    const pending = deferred<Review>();
    const { actor, submit } = start(fakeActor<Review, { bookingId: string; body: ReviewCreate }>(() => pending.promise));
    actor.send({ type: 'RATE', rating: 4 });
    actor.send({ type: 'TYPE', text: 'Whales!' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(submit.calls).toEqual([{ bookingId: BOOKING, body: { rating: 4, text: 'Whales!' } }]);
    pending.resolve(posted);
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(actor.getSnapshot().output).toEqual(posted);
  });

  it("a refusal goes back to editing with the server's message, values kept", async () => {
    const { actor } = start(fakeActor<Review, { bookingId: string; body: ReviewCreate }>(new ApiError(MESSAGES.reviewExists, { status: 409, kind: 'http' })));
    actor.send({ type: 'RATE', rating: 5 });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (snapshot) => snapshot.matches('editing') && snapshot.context.formError !== null);
    expect(actor.getSnapshot().context).toMatchObject({ rating: 5, formError: MESSAGES.reviewExists });
  });
});
