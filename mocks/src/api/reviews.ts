/** Verified reviews over the mock database (rules: @spur/domain's reviews, as the server). */
import { MESSAGES, type BusinessReview, type EndpointName, type Review } from '@spur/contract';
import { assertAnswerable, assertReviewable, notFound, reviewerName, toReview, type RouteInput } from '@spur/domain';
import type { MockDatabase, UserRow } from '../db/database';
import { randomUuid } from '../crypto';
import { iso, newestFirst, reviewOfBooking, reviewableOf } from './store';

type ReviewContext<Name extends EndpointName> = RouteInput<Name, UserRow> & { db: MockDatabase; now: Date };

const isListed = (db: MockDatabase, dealId: string) => db.deal.findFirst({ where: { id: { equals: dealId } } })?.deleted_at === null;

export const reviewRoutes = {
  /** The booker's one review; another user's booking is not found. */
  createReview({ db, body, params, user, now }: ReviewContext<'createReview'>): Review {
    const booking = db.booking.findFirst({ where: { id: { equals: params.id ?? '' } } });
    if (!booking || booking.user_id !== user!.id) throw notFound(MESSAGES.bookingNotFound);
    const session = booking.session_id ? db.session.findFirst({ where: { id: { equals: booking.session_id } } }) : null;
    assertReviewable(reviewableOf(booking, session), reviewOfBooking(db, booking.id) !== null, now);
    const row = db.review.create({
      id: randomUuid(),
      booking_id: booking.id,
      deal_id: booking.deal_id,
      user_id: user!.id,
      rating: body.rating,
      body: body.text ?? '',
      reviewer_name: reviewerName(user!.full_name),
      created_at: iso(now),
    });
    return toReview(row);
  },

  /** The deal's business answers once. */
  answerReview({ db, body, params, user, now }: ReviewContext<'answerReview'>): Review {
    const review = db.review.findFirst({ where: { id: { equals: params.id ?? '' } } });
    const deal = review ? db.deal.findFirst({ where: { id: { equals: review.deal_id } } }) : null;
    assertAnswerable(review && { owner_id: deal?.owner_id ?? null, answer: review.answer }, user!.id);
    const answered = db.review.update({ where: { id: { equals: review!.id } }, data: { answer: body.answer, answered_at: iso(now) } });
    return toReview(answered!);
  },

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
