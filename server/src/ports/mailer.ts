/** Outgoing mail through nodemailer: SMTP when configured, otherwise a JSON transport that logs. */
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** The HTML part; its data-URI images (the voucher's QR) go out as inline attachments. */
  html?: string;
  replyTo?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export function createMailer(options: { smtpUrl: string | undefined; from: string }, logger: Logger): Mailer {
  const transport = options.smtpUrl
    ? nodemailer.createTransport(options.smtpUrl)
    : nodemailer.createTransport({ jsonTransport: true });
  return {
    async send(message) {
      // Many mail clients block data: images; an inline (cid:) attachment shows everywhere.
      const info = await transport.sendMail({ from: options.from, attachDataUrls: true, ...message });
      if (!options.smtpUrl) logger.info({ mail: JSON.parse(String(info.message)) }, 'mail (no SMTP configured)');
    },
  };
}
