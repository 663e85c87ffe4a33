// @jsxRuntime automatic (the server runs this under tsx, which reads no tsconfig of this package)
/** Sent when a booking is paid: everything needed to show up, the voucher (QR and code) first. */
import { Img } from '@react-email/img';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { formatVoucherCode, type BookingMailData } from '@spur/domain';
import { useCopy } from '@spur/i18n/react';
import { BookingButton, BookingFacts } from './BookingFacts';
import { MAIL_COPY } from './copy';
import { colors, MailLayout, paragraph } from './layout';

export interface BookingConfirmedProps {
  data: BookingMailData;
  /** The booking's page, absolute. */
  bookingUrl: string;
  /** The voucher's QR as a data-URI image (null: no voucher). */
  qrDataUri: string | null;
}

export function BookingConfirmed({ data, bookingUrl, qrDataUri }: BookingConfirmedProps) {
  const copy = useCopy(MAIL_COPY).confirmed;
  // Shown as the booking page shows it (ABCD-2345); the QR encodes the code itself, like the page's.
  const code = data.voucherCode && formatVoucherCode(data.voucherCode);
  return (
    <MailLayout preview={copy.preview(data.dealTitle, data.when)} heading={copy.heading}>
      <Text style={paragraph}>{copy.showVoucher(data.businessName)}</Text>
      {code && (
        <Section style={{ backgroundColor: colors.panel, borderRadius: '8px', padding: '16px', textAlign: 'center' }}>
          {qrDataUri && <Img src={qrDataUri} width="200" height="200" alt={copy.qrAlt(code)} style={{ margin: '0 auto' }} />}
          <Text style={{ fontSize: '24px', fontWeight: 700, letterSpacing: '4px', margin: '8px 0 0' }}>{copy.voucherCode(code)}</Text>
        </Section>
      )}
      <BookingFacts data={data} />
      <Text style={paragraph}>{copy.cancellation(data.terms)}</Text>
      <BookingButton href={bookingUrl} />
    </MailLayout>
  );
}
