// @jsxRuntime automatic (the server runs this under tsx, which reads no tsconfig of this package)
/**
 * One queued mail → its subject, HTML part and plain-text part. The server renders when it
 * delivers from the outbox; the demo's Outbox page renders the in-browser backend's mails.
 */
import { render } from '@react-email/render';
import type { QueuedMail } from '@spur/domain';
import type { ReactElement } from 'react';
import { Alert } from './Alert';
import { BookingCancelled } from './BookingCancelled';
import { BookingConfirmed } from './BookingConfirmed';
import { voucherQrDataUri } from './qr';
import { Reminder } from './Reminder';
import { SessionCancelled } from './SessionCancelled';
import { WaitlistOffer } from './WaitlistOffer';

/** The app's profile, where the e-mail preferences are. */
const PROFILE_PATH = '/profile';

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

async function compose(mail: QueuedMail, appUrl: string): Promise<{ subject: string; element: ReactElement }> {
  const origin = appUrl.replace(/\/+$/, '');
  switch (mail.kind) {
    case 'booking_confirmed': {
      const { data } = mail;
      const qrDataUri = data.voucherCode ? await voucherQrDataUri(data.voucherCode) : null;
      return {
        subject: `Booking confirmed: ${data.dealTitle}`,
        element: <BookingConfirmed data={data} bookingUrl={origin + data.bookingPath} qrDataUri={qrDataUri} />,
      };
    }
    case 'booking_cancelled':
      return { subject: `Booking cancelled: ${mail.data.dealTitle}`, element: <BookingCancelled data={mail.data} bookingUrl={origin + mail.data.bookingPath} /> };
    case 'session_cancelled':
      return {
        subject: `Cancelled by ${mail.data.businessName}: ${mail.data.dealTitle}`,
        element: <SessionCancelled data={mail.data} bookingUrl={origin + mail.data.bookingPath} />,
      };
    case 'reminder':
      return { subject: `Starting within the hour: ${mail.data.dealTitle}`, element: <Reminder data={mail.data} bookingUrl={origin + mail.data.bookingPath} /> };
    case 'waitlist_offer':
      return { subject: `A spot opened up: ${mail.data.dealTitle}`, element: <WaitlistOffer data={mail.data} claimUrl={origin + mail.data.claimPath} leaveUrl={origin + mail.data.leavePath} /> };
    case 'alert':
      return { subject: mail.data.title, element: <Alert data={mail.data} dealUrl={origin + mail.data.url} preferencesUrl={`${origin}${PROFILE_PATH}`} /> };
  }
}

/** Renders `mail` with its links on `appUrl` (the app's origin). */
export async function renderMail(mail: QueuedMail, appUrl: string): Promise<RenderedMail> {
  const { subject, element } = await compose(mail, appUrl);
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return { subject, html, text };
}
