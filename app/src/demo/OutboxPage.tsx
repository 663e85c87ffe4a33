/**
 * The demo's Outbox (/demo/outbox, demo builds only, linked from the footer): every e-mail the
 * in-browser backend queued, newest first, rendered with the same templates as the server's
 * (@spur/emails), each with its recipient, time, HTML part and text part.
 */
import { MailX } from 'lucide-react';
import { EmptyState, ErrorState, MailPreview, Page, PageHeader, Spinner } from '@spur/ui-kit';
import styled from 'styled-components';
import { INTL_LOCALE, type Locale } from '@spur/i18n';
import { useCopy, useLocale } from '@spur/i18n/react';
import type { OutboxMail } from '@spur/mocks/browser';
import { useResource } from '../data/useResource';
import { useViewerTimeZone } from '../time/useNow';
import { OUTBOX_COPY } from './outboxCopy';

const List = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

interface ShownMail {
  key: string;
  to: string;
  sentAt: string;
  subject: string;
  html: string;
  text: string;
}

/** "Nov 26, 3:05 PM" in the viewer's zone (undefined: the browser's), in the page's language. */
const sentAt = (iso: string, zone: string | undefined, locale: Locale) =>
  new Intl.DateTimeFormat(INTL_LOCALE[locale], { timeZone: zone, month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' }).format(new Date(iso));

async function show(mails: OutboxMail[], zone: string | undefined, locale: Locale): Promise<ShownMail[]> {
  // The templates load with the page, never with the backend (its chunk stays small).
  const { renderMail } = await import('@spur/emails');
  return Promise.all(
    mails.map(async (mail) => ({ key: mail.key, to: mail.to, sentAt: sentAt(mail.created_at, zone, locale), ...(await renderMail(mail, window.location.origin)) })),
  );
}

export interface OutboxPageProps {
  /** Reads the demo backend's outbox (demoMode's `demoBackend.outbox`). */
  readOutbox: () => Promise<OutboxMail[]>;
}

export default function OutboxPage({ readOutbox }: OutboxPageProps) {
  const zone = useViewerTimeZone();
  const locale = useLocale();
  const copy = useCopy(OUTBOX_COPY);
  const outbox = useResource(async () => show(await readOutbox(), zone, locale), [zone, locale]);
  return (
    <Page as="main" paddingTop={8}>
      <PageHeader title={copy.title} subtitle={copy.subtitle} />
      {outbox.status === 'loading' && <Spinner label={copy.loading} />}
      {outbox.status === 'error' && <ErrorState title={copy.loadFailedTitle} message={copy.loadFailed} retryLabel={copy.retry} onRetry={outbox.retry} />}
      {outbox.status === 'success' && outbox.data.length === 0 && (
        <EmptyState icon={<MailX aria-hidden="true" />} title={copy.emptyTitle} description={copy.emptyText} />
      )}
      {outbox.status === 'success' && outbox.data.length > 0 && (
        <List>
          {outbox.data.map(({ key, ...mail }) => (
            <li key={key}>
              <MailPreview {...mail} />
            </li>
          ))}
        </List>
      )}
    </Page>
  );
}
