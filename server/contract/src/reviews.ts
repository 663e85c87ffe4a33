/**
 * Verified reviews: one per confirmed booking, written by its booker once the session has ended
 * or the voucher was checked in (rules: @spur/domain's reviews), answered once by the deal's
 * business. Public lists show the reviewer as first name and last initial.
 */
import { z } from './zod';
import { MESSAGES } from './messages';

/** Stars from 1 to 5; the text and the business's answer are bounded. */
export const REVIEW_LIMITS = { minRating: 1, maxRating: 5, maxTextLength: 1000, maxAnswerLength: 1000 } as const;

/** A review as everyone sees it, newest first on a deal's page. */
export const ReviewSchema = z.object({
  id: z.string(),
  deal_id: z.string(),
  rating: z.number().int(),
  /** '' when the reviewer wrote stars only. */
  text: z.string(),
  /** "Priya N.": first name and last initial. */
  reviewer_name: z.string(),
  /** ISO 8601. */
  created_at: z.string(),
  /** The business's answer; null until it answers. */
  answer: z.string().nullable(),
  answered_at: z.string().nullable(),
});
export type Review = z.infer<typeof ReviewSchema>;
export const ReviewListSchema = z.array(ReviewSchema);

/** A review on the business's dashboard: with the deal it is about. */
export const BusinessReviewSchema = ReviewSchema.extend({ deal_title: z.string() });
export type BusinessReview = z.infer<typeof BusinessReviewSchema>;
export const BusinessReviewListSchema = z.array(BusinessReviewSchema);

const rating = z
  .number({ error: MESSAGES.validRating })
  .int({ error: MESSAGES.validRating })
  .min(REVIEW_LIMITS.minRating, { error: MESSAGES.validRating })
  .max(REVIEW_LIMITS.maxRating, { error: MESSAGES.validRating });

/** POST /api/bookings/:id/review: the stars and, optionally, words (trimmed). */
export const ReviewCreateSchema = z.object({
  rating,
  text: z
    .string({ error: MESSAGES.reviewTextTooLong })
    .trim()
    .max(REVIEW_LIMITS.maxTextLength, { error: MESSAGES.reviewTextTooLong })
    .optional(),
});
export type ReviewCreate = z.input<typeof ReviewCreateSchema>;

/** POST /api/reviews/:id/answer: the business's one answer (trimmed, not empty). */
export const ReviewAnswerSchema = z.object({
  answer: z
    .string({ error: MESSAGES.answerRequired })
    .trim()
    .min(1, { error: MESSAGES.answerRequired })
    .max(REVIEW_LIMITS.maxAnswerLength, { error: MESSAGES.answerTooLong }),
});
export type ReviewAnswer = z.input<typeof ReviewAnswerSchema>;
