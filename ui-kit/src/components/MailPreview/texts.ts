import type { KitTexts } from '../../i18n/types';

/** What MailPreview says in English (`KIT_TEXTS.mailPreview`), without a `KitLocaleProvider` that gives texts. */
export const MAIL_PREVIEW_TEXTS: KitTexts['mailPreview'] = { to: 'To', sent: 'Sent', frame: (subject) => `Mail: ${subject}`, plainText: 'Plain text' };
