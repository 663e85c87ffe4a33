// @jsxRuntime automatic (the server runs this under tsx, which reads no tsconfig of this package)
/** Sent when the booker cancels: what was refunded under the deal's terms. */
import { Text } from '@react-email/text';
import { formatMailAmount, type BookingMailData } from '@spur/domain';
import { localize, type Locale } from '@spur/i18n';
import { useCopy, useLocale } from '@spur/i18n/react';
import { BookingButton, BookingFacts } from './BookingFacts';
import { MAIL_COPY } from './copy';
import { MailLayout, paragraph, Sentence } from './layout';

export interface BookingCancelledProps {
  data: BookingMailData;
  bookingUrl: string;
}

/** "Refund: $45.00" or "No refund under the cancellation terms". */
function refundLine(data: BookingMailData, locale: Locale): string {
  const copy = localize(MAIL_COPY, locale).cancelled;
  return data.refundCents ? copy.refund(formatMailAmount(data.refundCents, data.currency, locale)) : copy.noRefund;
}

export function BookingCancelled({ data, bookingUrl }: BookingCancelledProps) {
  const copy = useCopy(MAIL_COPY).cancelled;
  const refund = refundLine(data, useLocale());
  return (
    <MailLayout preview={copy.preview(data.dealTitle, refund)} heading={copy.heading}>
      <Text style={paragraph}>
        <Sentence sentence={data.refundCents ? copy.refunded : copy.notRefunded}>
          <strong>{refund}</strong>
        </Sentence>
      </Text>
      <BookingFacts data={data} />
      <BookingButton href={bookingUrl} />
    </MailLayout>
  );
}
