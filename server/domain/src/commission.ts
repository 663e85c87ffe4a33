/**
 * Spur's commission, in integer cents. The fee is a percentage of what the traveller paid (the
 * price shown is the total paid: nothing is added on top), rounded half up to the cent; the
 * business receives the rest, so fee + net always equals the amount.
 */

export interface Commission {
  /** What Spur keeps. */
  fee_cents: number;
  /** What the business receives. */
  net_cents: number;
}

/** `numerator / denominator` rounded half up, for non-negative integers (exact: no float division). */
function divideHalfUp(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/**
 * The fee on `amountCents` at `feePercent` (up to two decimals, e.g. 15 or 12.5): round half up
 * of amount × percent / 100; the net is the amount minus the fee.
 */
export function platformFee(amountCents: number, feePercent: number): Commission {
  const basisPoints = Math.round(feePercent * 100);
  const fee = divideHalfUp(amountCents * basisPoints, 10_000);
  return { fee_cents: fee, net_cents: amountCents - fee };
}

/**
 * The fee Spur gives back with a refund: the fee in the proportion the refunds bear to what was
 * paid, rounded half up, minus what earlier refunds gave back. Counting from the running total
 * makes the returns of several partial refunds add up to exactly the fee once all is refunded.
 */
export function feeReturnedOnRefund(charge: { paid_cents: number; fee_cents: number }, refundedBeforeCents: number, refundCents: number): number {
  if (charge.paid_cents === 0) return 0;
  const returnedBy = (refundedCents: number) => divideHalfUp(charge.fee_cents * refundedCents, charge.paid_cents);
  return returnedBy(refundedBeforeCents + refundCents) - returnedBy(refundedBeforeCents);
}
