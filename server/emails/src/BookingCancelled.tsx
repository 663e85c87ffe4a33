// @jsxRuntime automatic (the server runs this under tsx, which reads no tsconfig of this package)
/** Sent when the booker cancels: what was refunded under the deal's terms. */
import { Text } from '@react-email/text';
import { formatMailAmount, type BookingMailData } from '@spur/domain';
import { BookingButton, BookingFacts, REFUND_ARRIVAL } from './BookingFacts';
import { MailLayout, paragraph } from './layout';

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
        {data.refundCents ? `, ${REFUND_ARRIVAL}.` : '.'}
      </Text>
      <BookingFacts data={data} />
      <BookingButton href={bookingUrl} />
    </MailLayout>
  );
}
