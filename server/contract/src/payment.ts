import { z } from './zod';
import { CHECKOUT_QUANTITY, LIMITS } from './constants';
import { FIELD_NAMES, MESSAGES } from './messages';
import { email, optionalText } from './fields';
import { CancellationTermsSchema } from './cancellation';

/**
 * POST /api/payment/create-checkout-session (SPEC §3 "Checkout request"). The amount is only
 * compared with the stored price, never charged as sent.
 */
export const CheckoutRequestSchema = z.object({
  dealId: z.string({ error: MESSAGES.dealIdRequired }).trim().min(1, { error: MESSAGES.dealIdRequired }),
  /** The chosen session: required for a deal with sessions, refused for an open-dated one. */
  sessionId: z.string({ error: MESSAGES.sessionNotFound }).trim().min(1, { error: MESSAGES.sessionRequired }).optional(),
  name: optionalText(FIELD_NAMES.name, LIMITS.dealTitle).optional(),
  /** The price the buyer saw (a price drop included), in cents: compared, never charged as sent. */
  amount: z.number({ error: MESSAGES.priceChanged }).int({ error: MESSAGES.priceChanged }).positive({ error: MESSAGES.priceChanged }),
  quantity: z.literal(CHECKOUT_QUANTITY, { error: MESSAGES.quantityFixed }).default(CHECKOUT_QUANTITY),
  /** Sent by guests only; the checkout page asks for the real email. */
  guestInfo: z
    .object(
      {
        email: z.union([z.literal(''), email], { error: MESSAGES.validEmail }).optional(),
        name: optionalText(FIELD_NAMES.name, LIMITS.name).optional(),
      },
      // Not an object at all: zod's generic wording would reach the client otherwise.
      { error: MESSAGES.validEmail },
    )
    .optional(),
});
export type CheckoutRequest = z.input<typeof CheckoutRequestSchema>;

export const CheckoutResponseSchema = z.object({ url: z.string() });
export type CheckoutResponse = z.infer<typeof CheckoutResponseSchema>;

/** POST create-checkout-session: where to pay, and until when the spot is held for the buyer. */
export const CheckoutCreatedSchema = CheckoutResponseSchema.extend({
  /** The end of the hold (ISO instant): unpaid by then, the spot goes back on sale. */
  hold_expires_at: z.string(),
});
export type CheckoutCreated = z.infer<typeof CheckoutCreatedSchema>;

/** The built-in test checkout (no Stripe key configured, and demo mode). */
export const TestCheckoutSchema = z.object({
  id: z.string(),
  status: z.enum(['open', 'complete', 'expired']),
  deal_title: z.string(),
  /** In cents. */
  amount: z.number().int(),
  currency: z.string(),
  /** Known for signed-in buyers; guests type it on the page. */
  customer_email: z.string().nullable(),
  /** When the held spot is released. */
  expires_at: z.string(),
  /** The booked session's start, and the venue's time zone, for the page's summary. */
  session_starts_at: z.string().nullable(),
  time_zone: z.string(),
  /** The deal's cancellation terms and expiry, for the page's terms line. */
  cancellation: CancellationTermsSchema,
  deal_expires_at: z.string().nullable(),
});
export type TestCheckout = z.infer<typeof TestCheckoutSchema>;

export const TestCheckoutPaySchema = z.object({ email: email.optional() });
export type TestCheckoutPay = z.input<typeof TestCheckoutPaySchema>;
