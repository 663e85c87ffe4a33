// @jsxRuntime automatic (the server runs this under tsx, which reads no tsconfig of this package)
/** Sent when the business cancels the session: the booking is void and refunded in full. */
import { Text } from '@react-email/text';
import { formatMailAmount, type BookingMailData } from '@spur/domain';
import { useCopy, useLocale } from '@spur/i18n/react';
import { BookingButton, BookingFacts } from './BookingFacts';
import { MAIL_COPY } from './copy';
import { MailLayout, paragraph, Sentence } from './layout';

export interface SessionCancelledProps {
  data: BookingMailData;
  bookingUrl: string;
}

export function SessionCancelled({ data, bookingUrl }: SessionCancelledProps) {
  const copy = useCopy(MAIL_COPY).sessionCancelled;
  const refund = formatMailAmount(data.refundCents ?? data.amountCents, data.currency, useLocale());
  return (
    <MailLayout preview={copy.preview(data.businessName, data.dealTitle)} heading={copy.heading(data.businessName)}>
      <Text style={paragraph}>
        <Sentence sentence={copy.sorry}>
          <strong>{copy.fullRefund(refund)}</strong>
        </Sentence>
      </Text>
      <BookingFacts data={data} />
      <BookingButton href={bookingUrl} />
    </MailLayout>
  );
}
