/** @spur/emails: Spur's transactional mails, written once with React Email. */
export { renderMail, type RenderedMail } from './render';
export { SAMPLE_APP_URL, SAMPLE_MAILS } from './samples';
