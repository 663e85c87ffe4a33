/** What reviews and their answers (`reviews.ts`) need of a transaction, beyond the bookings' lookups. */
import type { ReviewRow, RowValues } from '../rows';

export type NewReview = Omit<ReviewRow<RowValues>, 'id' | 'created_at' | 'answer' | 'answered_at'> & { created_at: Date };

export interface ReviewsTransaction<V extends RowValues> {
  /** Whether the booking has its review already. */
  isReviewed(bookingId: string): Promise<boolean>;
  insertReview(review: NewReview): Promise<ReviewRow<V>>;
  /** A review, locked until the transaction ends (undefined: none). */
  lockReview(id: string): Promise<ReviewRow<V> | undefined>;
  recordAnswer(reviewId: string, answer: { answer: string; answered_at: Date }): Promise<ReviewRow<V>>;
}
