// @jsxRuntime automatic (the server runs this under tsx, which reads no tsconfig of this package)
/** Sent when a booking is paid: everything needed to show up, the voucher (QR and code) first. */
import { Img } from '@react-email/img';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { formatVoucherCode, type BookingMailData } from '@spur/domain';
import { BookingButton, BookingFacts } from './BookingFacts';
import { colors, MailLayout, paragraph } from './layout';

export interface BookingConfirmedProps {
  data: BookingMailData;
  /** The booking's page, absolute. */
  bookingUrl: string;
  /** The voucher's QR as a data-URI image (null: no voucher). */
  qrDataUri: string | null;
}

export function BookingConfirmed({ data, bookingUrl, qrDataUri }: BookingConfirmedProps) {
  // Shown as the booking page shows it (ABCD-2345); the QR encodes the code itself, like the page's.
  const code = data.voucherCode && formatVoucherCode(data.voucherCode);
  return (
    <MailLayout preview={`You're booked: ${data.dealTitle}, ${data.when}`} heading="You're booked!">
      <Text style={paragraph}>Show this voucher at {data.businessName} when you arrive.</Text>
      {code && (
        <Section style={{ backgroundColor: colors.panel, borderRadius: '8px', padding: '16px', textAlign: 'center' }}>
          {qrDataUri && <Img src={qrDataUri} width="200" height="200" alt={`QR code of voucher ${code}`} style={{ margin: '0 auto' }} />}
          <Text style={{ fontSize: '24px', fontWeight: 700, letterSpacing: '4px', margin: '8px 0 0' }}>{`Voucher code: ${code}`}</Text>
        </Section>
      )}
      <BookingFacts data={data} />
      <Text style={paragraph}>Cancellation: {data.terms}</Text>
      <BookingButton href={bookingUrl} />
    </MailLayout>
  );
}
