/** The voucher's QR, the same symbol the booking page shows, as a PNG data URI (the mailer embeds it inline). */
import QRCode from 'qrcode';

export function voucherQrDataUri(code: string): Promise<string> {
  return QRCode.toDataURL(code, { errorCorrectionLevel: 'M', margin: 1, width: 200 });
}
