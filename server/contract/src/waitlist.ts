import { z } from './zod';
import { MESSAGES } from './messages';
import { email } from './fields';

/**
 * The instant waitlist: on a sold-out session (or sold-out open-dated deal) people wait in line;
 * a spot that frees up is held for the first of them for this many minutes (the claim window),
 * then passes to the next.
 */
export const WAITLIST_CLAIM_MINUTES = 10;

/**
 * The app page of one place in line, named by its unguessable token: the offer, the time left,
 * "Book now" and "Leave the waitlist" (the links a waitlist offer e-mail carries).
 */
export const WAITLIST_OFFER_ROUTE = '/waitlist-offers/:token';

/**
 * waiting: in line. offered: a spot is held for this person until offer_expires_at. claimed: the
 * offer became a booking. expired: the offer ran out (the spot passed on). left: the person left.
 * closed: the business cancelled the session or removed the deal (nobody is offered it any more).
 */
export const WAITLIST_STATUSES = ['waiting', 'offered', 'claimed', 'expired', 'left', 'closed'] as const;
export type WaitlistStatus = (typeof WAITLIST_STATUSES)[number];

/**
 * POST /api/deals/:id/waitlist: a signed-in user joins as their account; a guest gives an e-mail
 * address (ignored for signed-in callers). `session_id`: the sold-out time (deals with sessions).
 */
export const WaitlistJoinSchema = z.object({
  session_id: z.string({ error: MESSAGES.sessionNotFound }).trim().min(1, { error: MESSAGES.sessionRequired }).optional(),
  email: email.optional(),
});
export type WaitlistJoin = z.input<typeof WaitlistJoinSchema>;

/** One place in line. The token is its capability: whoever holds it may read, leave or claim it. */
export const WaitlistEntrySchema = z.object({
  token: z.string(),
  deal_id: z.string(),
  deal_title: z.string(),
  session_id: z.string().nullable(),
  /** ISO 8601; shown in the venue's time zone. Null for open-dated deals. */
  session_starts_at: z.string().nullable(),
  time_zone: z.string(),
  status: z.enum(WAITLIST_STATUSES),
  /** A guest's address; null for an account's entry. */
  email: z.string().nullable(),
  /** Whether the entry belongs to an account (claiming needs that account signed in). */
  for_account: z.boolean(),
  /** While offered: until when the spot is held. */
  offer_expires_at: z.string().nullable(),
  /** The price of the spot in cents, while offered (what "Book now" charges). */
  offer_amount: z.number().int().nullable(),
  created_at: z.string(),
});
export type WaitlistEntry = z.infer<typeof WaitlistEntrySchema>;
export const WaitlistEntryListSchema = z.array(WaitlistEntrySchema);
