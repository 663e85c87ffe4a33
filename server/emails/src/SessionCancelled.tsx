// @jsxRuntime automatic (the server runs this under tsx, which reads no tsconfig of this package)
/** Sent when the business cancels the session: the booking is void and refunded in full. */
import { Text } from '@react-email/text';
import { formatMailAmount, type BookingMailData } from '@spur/domain';
import { BookingButton, BookingFacts, REFUND_ARRIVAL } from './BookingFacts';
import { MailLayout, paragraph } from './layout';

export interface SessionCancelledProps {
  data: BookingMailData;
  bookingUrl: string;
}

export function SessionCancelled({ data, bookingUrl }: SessionCancelledProps) {
  const refund = formatMailAmount(data.refundCents ?? data.amountCents, data.currency);
  return (
    <MailLayout preview={`${data.businessName} cancelled ${data.dealTitle}: full refund`} heading={`${data.businessName} cancelled this session`}>
      <Text style={paragraph}>
        We're sorry: the session you booked will not take place. <strong>Full refund: {refund}</strong>, {REFUND_ARRIVAL}.
      </Text>
      <BookingFacts data={data} />
      <BookingButton href={bookingUrl} />
    </MailLayout>
  );
}
