/** Texts of the demo's Outbox page (demo builds only, loaded with the page). */
export const OUTBOX_COPY = {
  title: 'Outbox',
  subtitle: 'The e-mails this demo would have sent. Nothing leaves your browser.',
  emptyTitle: 'No e-mails yet',
  emptyText: 'Book and pay for a deal: its confirmation, with the voucher, shows up here.',
  loadFailed: 'The outbox could not be read.',
} as const;
