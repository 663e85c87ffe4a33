// @jsxRuntime automatic (the server runs this under tsx, which reads no tsconfig of this package)
/**
 * One queued mail → its subject, HTML part and plain-text part, in the mail's language (its
 * recipient's: `QueuedMail.locale`), links to the app's pages in that language too. The server
 * renders when it delivers from the outbox; the demo's Outbox page renders the in-browser
 * backend's mails.
 */
import { render } from '@react-email/render';
import type { QueuedMail } from '@spur/domain';
import { DEFAULT_LOCALE, isLocale, loadCatalog, localize, localizedPath, type Locale, type Messages } from '@spur/i18n';
import { LocaleProvider } from '@spur/i18n/react';
import type { ReactElement } from 'react';
import { Alert } from './Alert';
import { BookingCancelled } from './BookingCancelled';
import { BookingConfirmed } from './BookingConfirmed';
import { MAIL_COPY } from './copy';
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

/** The translations of the mails, loaded when a mail in their language is first rendered (a chunk of their own in a browser build). */
const CATALOGS: Record<Exclude<Locale, 'en'>, () => Promise<{ default: Messages }>> = {
  es: () => import('./locales/es.json', { with: { type: 'json' } }),
  'zh-Hans': () => import('./locales/zh-Hans.json', { with: { type: 'json' } }),
};
const loaded = new Map<Locale, Promise<void>>();

function loadMailCatalog(locale: Locale): Promise<void> {
  if (locale === 'en') return Promise.resolve();
  let loading = loaded.get(locale);
  if (!loading) {
    loading = CATALOGS[locale]().then((catalog) => loadCatalog(locale, catalog.default));
    loaded.set(locale, loading);
  }
  return loading;
}

async function compose(mail: QueuedMail, locale: Locale, appUrl: string): Promise<{ subject: string; element: ReactElement }> {
  const origin = appUrl.replace(/\/+$/, '');
  const page = (path: string) => origin + localizedPath(locale, path);
  const subject = localize(MAIL_COPY, locale).subject;
  switch (mail.kind) {
    case 'booking_confirmed': {
      const { data } = mail;
      const qrDataUri = data.voucherCode ? await voucherQrDataUri(data.voucherCode) : null;
      return { subject: subject.bookingConfirmed(data.dealTitle), element: <BookingConfirmed data={data} bookingUrl={page(data.bookingPath)} qrDataUri={qrDataUri} /> };
    }
    case 'booking_cancelled':
      return { subject: subject.bookingCancelled(mail.data.dealTitle), element: <BookingCancelled data={mail.data} bookingUrl={page(mail.data.bookingPath)} /> };
    case 'session_cancelled':
      return {
        subject: subject.sessionCancelled(mail.data.businessName, mail.data.dealTitle),
        element: <SessionCancelled data={mail.data} bookingUrl={page(mail.data.bookingPath)} />,
      };
    case 'reminder':
      return { subject: subject.reminder(mail.data.dealTitle), element: <Reminder data={mail.data} bookingUrl={page(mail.data.bookingPath)} /> };
    case 'waitlist_offer':
      return { subject: subject.waitlistOffer(mail.data.dealTitle), element: <WaitlistOffer data={mail.data} claimUrl={page(mail.data.claimPath)} leaveUrl={page(mail.data.leavePath)} /> };
    case 'alert':
      return { subject: mail.data.title, element: <Alert data={mail.data} dealUrl={page(mail.data.url)} preferencesUrl={page(PROFILE_PATH)} /> };
  }
}

/** Renders `mail` with its links on `appUrl` (the app's origin); a mail queued before languages is English. */
export async function renderMail(mail: QueuedMail, appUrl: string): Promise<RenderedMail> {
  const locale = isLocale(mail.locale) ? mail.locale : DEFAULT_LOCALE;
  await loadMailCatalog(locale);
  const { subject, element } = await compose(mail, locale, appUrl);
  const inLocale = <LocaleProvider locale={locale}>{element}</LocaleProvider>;
  const [html, text] = await Promise.all([render(inLocale), render(inLocale, { plainText: true })]);
  return { subject, html, text };
}
