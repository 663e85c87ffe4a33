// @jsxRuntime automatic (the server runs this under tsx, which reads no tsconfig of this package)
/** Sent when the booker cancels: what was refunded under the deal's terms. */
import { Button, Text } from '@react-email/components';
import { formatMailAmount, type BookingMailData } from '@spur/domain';
import { BookingFacts } from './BookingFacts';
import { button, MailLayout, paragraph } from './layout';

export interface BookingCancelledProps {
  data: BookingMailData;
  bookingUrl: string;
}

/** "Refund: $45.00" or "No refund under the cancellation terms". */
export function refundLine(data: BookingMailData): string {
  return data.refundCents ? `Refund: ${formatMailAmount(data.refundCents, data.currency)}` : 'No refund under the cancellation terms';
}

export function BookingCancelled({ data, bookingUrl }: BookingCancelledProps) {
  return (
    <MailLayout preview={`${data.dealTitle}: ${refundLine(data)}`} heading="Your booking is cancelled">
      <Text style={paragraph}>
        <strong>{refundLine(data)}</strong>
        {data.refundCents ? '. It goes back to the card you paid with within 5–10 business days.' : '.'}
      </Text>
      <BookingFacts data={data} />
      <Button href={bookingUrl} style={button}>
        View your booking
      </Button>
    </MailLayout>
  );
}
