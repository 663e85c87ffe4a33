/** Texts of the demo's Outbox page (demo builds only, loaded with the page), in English: `useCopy(OUTBOX_COPY)` reads them in the page's language. */
import { defineCopy } from '@spur/i18n';

export const OUTBOX_COPY = defineCopy((t) => ({
  title: t('Outbox'),
  subtitle: t('The e-mails this demo would have sent. Nothing leaves your browser.'),
  loading: t('Loading...'),
  emptyTitle: t('No e-mails yet'),
  emptyText: t('Book and pay for a deal: its confirmation, with the voucher, shows up here.'),
  /** The title over the failure (the kit's default, in English). */
  loadFailedTitle: t('Something went wrong'),
  loadFailed: t('The outbox could not be read.'),
  retry: t('Retry'),
}));
