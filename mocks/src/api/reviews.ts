/** Verified reviews over the mock database: writing and answering are @spur/domain's use cases (as the server); the reads. */
import { MESSAGES, type BusinessReview, type EndpointName, type Review } from '@spur/contract';
import { answerReview, createReview, notFound, toReview, type JsonValues, type ReviewsTransaction, type RouteInput, type Store } from '@spur/domain';
import type { MockBackend } from '../backend';
import type { MockDatabase, ReviewRow, UserRow } from '../db/database';
import { randomUuid } from '../crypto';
import { iso, newestFirst, reviewOfBooking } from './store';

type ReviewContext<Name extends EndpointName> = RouteInput<Name, UserRow> & { db: MockDatabase; store: Store<JsonValues>; now: Date };

const isListed = (db: MockDatabase, dealId: string) => db.deal.findFirst({ where: { id: { equals: dealId } } })?.deleted_at === null;

export function reviewsTransaction({ db }: MockBackend): ReviewsTransaction<JsonValues> {
  return {
    isReviewed: async (bookingId) => reviewOfBooking(db, bookingId) !== null,
    insertReview: async (review) => db.review.create({ id: randomUuid(), ...review, created_at: iso(review.created_at) }),
    lockReview: async (id) => db.review.findFirst({ where: { id: { equals: id } } }) ?? undefined,
    recordAnswer: async (reviewId, { answer, answered_at }) => db.review.update({ where: { id: { equals: reviewId } }, data: { answer, answered_at: iso(answered_at) } }) as ReviewRow,
  };
}

export const reviewRoutes = {
  createReview: ({ store, body, params, user, now }: ReviewContext<'createReview'>): Promise<Review> => createReview(store, { bookingId: params.id ?? '', user: user!, review: body, now }),

  answerReview: ({ store, body, params, user, now }: ReviewContext<'answerReview'>): Promise<Review> =>
    answerReview(store, { reviewId: params.id ?? '', businessId: user!.id, answer: body, now }),

  /** A deal's reviews, newest first; a deal that does not exist (or was deleted) is not found. */
  dealReviews({ db, params }: ReviewContext<'dealReviews'>): Review[] {
    const dealId = params.id ?? '';
    if (!isListed(db, dealId)) throw notFound(MESSAGES.dealNotFound);
    return db.review.findMany({ where: { deal_id: { equals: dealId } } }).sort(newestFirst).map(toReview);
  },

  /** The reviews of the business's deals (deleted ones left out), newest first. */
  businessReviews({ db, user }: ReviewContext<'businessReviews'>): BusinessReview[] {
    const titles = new Map(
      db.deal
        .findMany({ where: { owner_id: { equals: user!.id } } })
        .filter((deal) => deal.deleted_at === null)
        .map((deal) => [deal.id, deal.title]),
    );
    return db.review
      .findMany({ where: { deal_id: { in: [...titles.keys()] } } })
      .sort(newestFirst)
      .map((row) => ({ ...toReview(row), deal_title: titles.get(row.deal_id)! }));
  },
};
