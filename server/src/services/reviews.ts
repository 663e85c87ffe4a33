/**
 * Verified reviews: writing and answering are @spur/domain's use cases (their side of the store
 * port over Postgres is `reviewsTransaction`); this reads a deal's and a business's reviews.
 */
import { MESSAGES, type BusinessReview, type Review, type ReviewCreate, type ReviewAnswer } from '@spur/contract';
import { answerReview, createReview, notFound, toReview, type PgValues, type ReviewsTransaction, type Store } from '@spur/domain';
import type { Clock } from '../clock';
import type { Db, Trx } from '../db/knex';
import type { ReviewRow, UserRow } from '../db/rows';

export type ReviewsService = ReturnType<typeof createReviewsService>;

const newestFirst = <Q extends { orderBy(column: string, order: 'desc'): Q }>(query: Q): Q => query.orderBy('r.created_at', 'desc').orderBy('r.id', 'desc');

export function reviewsTransaction(trx: Trx): ReviewsTransaction<PgValues> {
  return {
    isReviewed: async (bookingId) => (await trx('reviews').where({ booking_id: bookingId }).first('id')) !== undefined,
    async insertReview(review) {
      const [row] = await trx<ReviewRow>('reviews').insert(review).returning('*');
      return row!;
    },
    lockReview: (id) => trx<ReviewRow>('reviews').where({ id }).forUpdate().first(),
    async recordAnswer(reviewId, answer) {
      const [row] = await trx<ReviewRow>('reviews').where({ id: reviewId }).update(answer).returning('*');
      return row!;
    },
  };
}

export function createReviewsService(deps: { db: Db; clock: Clock; store: Store<PgValues> }) {
  const { db, clock, store } = deps;
  return {
    create: (user: UserRow, bookingId: string, input: ReviewCreate): Promise<Review> => createReview(store, { bookingId, user, review: input, now: clock.now() }),

    answer: (user: UserRow, reviewId: string, input: ReviewAnswer): Promise<Review> => answerReview(store, { reviewId, businessId: user.id, answer: input, now: clock.now() }),

    /** A deal's reviews, newest first; a deal that does not exist (or was deleted) is not found. */
    async listForDeal(dealId: string): Promise<Review[]> {
      const deal = await db('deals').where({ id: dealId }).whereNull('deleted_at').first('id');
      if (!deal) throw notFound(MESSAGES.dealNotFound);
      const rows = await newestFirst(db<ReviewRow>('reviews as r').where('r.deal_id', dealId).select('r.*'));
      return rows.map(toReview);
    },

    /** The reviews of the business's deals (deleted ones left out), newest first. */
    async listForBusiness(user: UserRow): Promise<BusinessReview[]> {
      const rows = await newestFirst(
        db('reviews as r')
          .join('deals as d', 'd.id', 'r.deal_id')
          .where('d.owner_id', user.id)
          .whereNull('d.deleted_at')
          .select<Array<ReviewRow & { deal_title: string }>>('r.*', 'd.title as deal_title'),
      );
      return rows.map((row) => ({ ...toReview(row), deal_title: row.deal_title }));
    },
  };
}
