// @jsxRuntime automatic (the server runs this under tsx, which reads no tsconfig of this package)
/** Sent within the hour before the start: when, where and the voucher code to show. */
import { Button, Text } from '@react-email/components';
import { formatVoucherCode, type BookingMailData } from '@spur/domain';
import { BookingFacts } from './BookingFacts';
import { button, MailLayout, paragraph } from './layout';

export interface ReminderProps {
  data: BookingMailData;
  bookingUrl: string;
}

export function Reminder({ data, bookingUrl }: ReminderProps) {
  return (
    <MailLayout preview={`${data.dealTitle} starts within the hour`} heading="Starting within the hour">
      <Text style={paragraph}>
        {data.dealTitle} with {data.businessName} starts soon.
        {data.voucherCode && ` Your voucher code: ${formatVoucherCode(data.voucherCode)}.`}
      </Text>
      <BookingFacts data={data} />
      <Button href={bookingUrl} style={button}>
        Open your voucher
      </Button>
    </MailLayout>
  );
}
