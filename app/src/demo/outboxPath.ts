/** The demo's Outbox page (demo builds only): the e-mails the in-browser backend would have sent. */
export const DEMO_OUTBOX_PATH = '/demo/outbox';
