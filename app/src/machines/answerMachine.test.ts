import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { MESSAGES, REVIEW_LIMITS, type Review, type ReviewAnswer } from '@spur/contract';
import { ApiError } from '../api/errors';
import { fakeActor } from '../test/fakes';
import { answerMachine, validateAnswer } from './answerMachine';

const REVIEW = '5eed7e00-0000-4000-8000-000000000001';
const answered: Review = {
  id: REVIEW,
  deal_id: '5eedde00-0000-4000-8000-000000000002',
  rating: 5,
  text: 'Great',
  reviewer_name: 'Jordan R.',
  created_at: '2026-11-20T20:00:00.000Z',
  answer: 'Thank you!',
  answered_at: '2026-11-24T20:00:00.000Z',
};

function start(submit = fakeActor<Review, { reviewId: string; body: ReviewAnswer }>(answered)) {
  const actor = createActor(answerMachine.provide({ actors: { submit } }), { input: { reviewId: REVIEW } });
  actor.start();
  return { actor, submit };
}

describe('validateAnswer', () => {
  it("uses the contract's messages", () => {
    expect(validateAnswer('   ')).toBe(MESSAGES.answerRequired);
    expect(validateAnswer('a'.repeat(REVIEW_LIMITS.maxAnswerLength + 1))).toBe(MESSAGES.answerTooLong);
    expect(validateAnswer('Thank you!')).toBeNull();
  });
});

describe('answerMachine', () => {
  it('an empty answer stays in editing with its message; typing clears it', () => {
    const { actor, submit } = start();
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.error).toBe(MESSAGES.answerRequired);
    actor.send({ type: 'TYPE', answer: 'T' });
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(submit.calls).toHaveLength(0);
  });

  it('posts the answer and ends with the answered review', async () => {
    const { actor, submit } = start();
    actor.send({ type: 'TYPE', answer: 'Thank you!' });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(submit.calls).toEqual([{ reviewId: REVIEW, body: { answer: 'Thank you!' } }]);
    expect(actor.getSnapshot().output).toEqual(answered);
  });

  it("a refusal goes back to editing with the server's message", async () => {
    const { actor } = start(fakeActor<Review, { reviewId: string; body: ReviewAnswer }>(new ApiError(MESSAGES.reviewAlreadyAnswered, { status: 409 })));
    actor.send({ type: 'TYPE', answer: 'Again' });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (snapshot) => snapshot.context.formError !== null);
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.formError).toBe(MESSAGES.reviewAlreadyAnswered);
  });
});
