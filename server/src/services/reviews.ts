/** Verified reviews: written by a booker, answered once by the deal's business (rules: @spur/domain's reviews). */
import { MESSAGES, type BusinessReview, type Review, type ReviewCreate, type ReviewAnswer } from '@spur/contract';
import { assertAnswerable, assertReviewable, notFound, reviewerName, toReview } from '@spur/domain';
import type { Clock } from '../clock';
import type { Db } from '../db/knex';
import type { BookingRow, ReviewRow, UserRow } from '../db/rows';

export type ReviewsService = ReturnType<typeof createReviewsService>;

const newestFirst = <Q extends { orderBy(column: string, order: 'desc'): Q }>(query: Q): Q => query.orderBy('r.created_at', 'desc').orderBy('r.id', 'desc');

export function createReviewsService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;
  return {
    /**
     * The booker's review. The booking's row lock queues a second attempt behind the first, which
     * then finds the review (409); another user's booking is not found (404).
     */
    async create(user: UserRow, bookingId: string, input: ReviewCreate): Promise<Review> {
      return db.transaction(async (trx) => {
        const booking = await trx<BookingRow>('bookings').where({ id: bookingId, user_id: user.id }).forUpdate().first();
        if (!booking) throw notFound(MESSAGES.bookingNotFound);
        const session = booking.session_id
          ? await trx('sessions').where({ id: booking.session_id }).first<{ starts_at: Date; duration_minutes: number }>()
          : undefined;
        const existing = await trx('reviews').where({ booking_id: booking.id }).first('id');
        const now = clock.now();
        assertReviewable(
          { status: booking.status, checked_in_at: booking.checked_in_at, session_starts_at: session?.starts_at ?? null, session_duration_minutes: session?.duration_minutes ?? null },
          existing !== undefined,
          now,
        );
        const [row] = await trx<ReviewRow>('reviews')
          .insert({
            booking_id: booking.id,
            deal_id: booking.deal_id,
            user_id: user.id,
            rating: input.rating,
            body: input.text ?? '',
            reviewer_name: reviewerName(user.full_name),
            created_at: now,
          })
          .returning('*');
        return toReview(row!);
      });
    },

    /** The business's one answer; the review's row lock makes a second answer wait and find the first (409). */
    async answer(user: UserRow, reviewId: string, input: ReviewAnswer): Promise<Review> {
      return db.transaction(async (trx) => {
        const found = await trx('reviews as r')
          .join('deals as d', 'd.id', 'r.deal_id')
          .where('r.id', reviewId)
          .select('r.answer', 'd.owner_id')
          .forUpdate('r')
          .first<{ answer: string | null; owner_id: string | null } | undefined>();
        assertAnswerable(found, user.id);
        const [row] = await trx<ReviewRow>('reviews').where({ id: reviewId }).update({ answer: input.answer, answered_at: clock.now() }).returning('*');
        return toReview(row!);
      });
    },

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
