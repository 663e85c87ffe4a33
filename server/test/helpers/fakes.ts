/** Recording fakes for the ports the server calls out through. */
import type { IdentityAdmin } from '../../src/ports/identityAdmin';
import type { MailMessage, Mailer } from '../../src/ports/mailer';
import type { ReversalRequest, TransferRequest } from '@spur/domain';
import type { PaymentProvider, RefundableBooking } from '../../src/ports/payments';

export function fakeMailer() {
  const sent: MailMessage[] = [];
  let failure: Error | undefined;
  const mailer: Mailer & { sent: MailMessage[]; failWith(error?: Error): void } = {
    sent,
    failWith: (error) => {
      failure = error;
    },
    async send(message) {
      if (failure) throw failure;
      sent.push(message);
    },
  };
  return mailer;
}

/**
 * Records refunds, transfers (answered `tr_fake_<n>`) and reversals; `failWith` makes every call
 * throw. Like Stripe with Spur's idempotency keys (one per booking and kind), a call repeated for
 * the same booking (a retried transaction) gets the first answer back and is recorded once.
 */
export function fakePayments() {
  const refunds: RefundableBooking[] = [];
  const transfers: TransferRequest[] = [];
  const reversals: ReversalRequest[] = [];
  let failure: Error | undefined;
  const payments: PaymentProvider & { refunds: RefundableBooking[]; transfers: TransferRequest[]; reversals: ReversalRequest[]; failWith(error?: Error): void } = {
    refunds,
    transfers,
    reversals,
    failWith: (error) => {
      failure = error;
    },
    async refund(booking) {
      if (failure) throw failure;
      if (!refunds.some((refund) => refund.id === booking.id)) refunds.push(booking);
    },
    async transfer(request) {
      if (failure) throw failure;
      const first = transfers.findIndex((transfer) => transfer.bookingId === request.bookingId);
      if (first !== -1) return `tr_fake_${first + 1}`;
      transfers.push(request);
      return `tr_fake_${transfers.length}`;
    },
    async reverseTransfer(request) {
      if (failure) throw failure;
      if (!reversals.some((reversal) => reversal.bookingId === request.bookingId)) reversals.push(request);
    },
  };
  return payments;
}

export function fakeIdentityAdmin() {
  const deleted: string[] = [];
  let failure: Error | undefined;
  const admin: IdentityAdmin & { deleted: string[]; failWith(error?: Error): void } = {
    deleted,
    failWith: (error) => {
      failure = error;
    },
    async deleteUser(sub) {
      if (failure) throw failure;
      deleted.push(sub);
    },
  };
  return admin;
}
