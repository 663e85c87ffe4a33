/** Recording fakes for the ports the server calls out through. */
import type { IdentityAdmin } from '../../src/ports/identityAdmin';
import type { MailMessage, Mailer } from '../../src/ports/mailer';
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

export function fakePayments() {
  const refunds: RefundableBooking[] = [];
  let failure: Error | undefined;
  const payments: PaymentProvider & { refunds: RefundableBooking[]; failWith(error?: Error): void } = {
    refunds,
    failWith: (error) => {
      failure = error;
    },
    async refund(booking) {
      if (failure) throw failure;
      refunds.push(booking);
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
