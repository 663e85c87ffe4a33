// @jsxRuntime automatic (the server runs this under tsx, which reads no tsconfig of this package)
/** Sent when the business cancels the session: the booking is void and refunded in full. */
import { Button, Text } from '@react-email/components';
import { formatMailAmount, type BookingMailData } from '@spur/domain';
import { BookingFacts } from './BookingFacts';
import { button, MailLayout, paragraph } from './layout';

export interface SessionCancelledProps {
  data: BookingMailData;
  bookingUrl: string;
}

export function SessionCancelled({ data, bookingUrl }: SessionCancelledProps) {
  const refund = formatMailAmount(data.refundCents ?? data.amountCents, data.currency);
  return (
    <MailLayout preview={`${data.businessName} cancelled ${data.dealTitle}: full refund`} heading={`${data.businessName} cancelled this session`}>
      <Text style={paragraph}>
        We're sorry: the session you booked will not take place. <strong>Full refund: {refund}</strong>, back on the card you paid
        with within 5–10 business days.
      </Text>
      <BookingFacts data={data} />
      <Button href={bookingUrl} style={button}>
        View your booking
      </Button>
    </MailLayout>
  );
}
