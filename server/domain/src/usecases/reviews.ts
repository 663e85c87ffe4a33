/** Verified reviews: written by a booker, answered once by the deal's business (rules: `../reviews`). */
import { MESSAGES, type Review, type ReviewAnswer, type ReviewCreate } from '@spur/contract';
import { notFound } from '../errors';
import { toReview } from '../mappers';
import { assertAnswerable, assertReviewable, reviewerName } from '../reviews';
import type { RowValues, UserRow } from '../rows';
import type { Store } from './store';

/**
 * The booker's review (404 another's booking or none, 409 too early, not confirmed, or reviewed).
 * The booking is locked: a second attempt queues behind the first, then finds its review (409).
 */
export async function createReview<V extends RowValues>(
  store: Store<V>,
  request: { bookingId: string; user: Pick<UserRow<V>, 'id' | 'full_name'>; review: ReviewCreate; now: Date },
): Promise<Review> {
  const { bookingId, user, review, now } = request;
  return store.transaction(async (tx) => {
    const booking = await tx.lockOwnBooking(bookingId, user.id);
    if (!booking) throw notFound(MESSAGES.bookingNotFound);
    const session = booking.session_id ? await tx.findSession(booking.deal_id, booking.session_id) : undefined;
    const reviewed = await tx.isReviewed(booking.id);
    assertReviewable(
      { status: booking.status, checked_in_at: booking.checked_in_at, session_starts_at: session?.starts_at ?? null, session_duration_minutes: session?.duration_minutes ?? null },
      reviewed,
      now,
    );
    const row = await tx.insertReview({
      booking_id: booking.id,
      deal_id: booking.deal_id,
      user_id: user.id,
      rating: review.rating,
      body: review.text ?? '',
      reviewer_name: reviewerName(user.full_name),
      created_at: now,
    });
    return toReview(row);
  });
}

/** The business's one answer (404, 403 another business's, 409 answered); the lock makes a second answer wait and find the first. */
export async function answerReview<V extends RowValues>(
  store: Store<V>,
  request: { reviewId: string; businessId: string; answer: ReviewAnswer; now: Date },
): Promise<Review> {
  const { reviewId, businessId, now } = request;
  return store.transaction(async (tx) => {
    const review = await tx.lockReview(reviewId);
    const deal = review && (await tx.findDeal(review.deal_id));
    assertAnswerable(review && { answer: review.answer, owner_id: deal?.owner_id ?? null }, businessId);
    return toReview(await tx.recordAnswer(review!.id, { answer: request.answer.answer, answered_at: now }));
  });
}
