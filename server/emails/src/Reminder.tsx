// @jsxRuntime automatic (the server runs this under tsx, which reads no tsconfig of this package)
/** Sent within the hour before the start: when, where and the voucher code to show. */
import { Text } from '@react-email/text';
import { formatVoucherCode, type BookingMailData } from '@spur/domain';
import { BookingButton, BookingFacts } from './BookingFacts';
import { MailLayout, paragraph } from './layout';

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
      <BookingButton href={bookingUrl} label="Open your voucher" />
    </MailLayout>
  );
}
