// @jsxRuntime automatic (the server runs this under tsx, which reads no tsconfig of this package)
/** Sent within the hour before the start: when, where and the voucher code to show. */
import { Text } from '@react-email/text';
import { formatVoucherCode, type BookingMailData } from '@spur/domain';
import { useCopy } from '@spur/i18n/react';
import { BookingButton, BookingFacts } from './BookingFacts';
import { MAIL_COPY } from './copy';
import { MailLayout, paragraph } from './layout';

export interface ReminderProps {
  data: BookingMailData;
  bookingUrl: string;
}

export function Reminder({ data, bookingUrl }: ReminderProps) {
  const copy = useCopy(MAIL_COPY).reminder;
  return (
    <MailLayout preview={copy.preview(data.dealTitle)} heading={copy.heading}>
      <Text style={paragraph}>
        {data.voucherCode ? copy.startsSoonWithCode(data.dealTitle, data.businessName, formatVoucherCode(data.voucherCode)) : copy.startsSoon(data.dealTitle, data.businessName)}
      </Text>
      <BookingFacts data={data} />
      <BookingButton href={bookingUrl} label={copy.openVoucher} />
    </MailLayout>
  );
}
