/**
 * The local stack's mail catcher: an SMTP sink (smtp-server, mailparser) that keeps the mails the
 * server sends, in memory, and a small web page listing them, newest first: subject, recipient,
 * time, the HTML part rendered (in a sandboxed frame, its inline images shown) and the text part.
 * `GET /api/mails` answers the same as JSON (e2e reads it).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** The most mails kept (the oldest go first). */
const KEEP = 200;

export interface CaughtMail {
  id: number;
  subject: string;
  to: string;
  receivedAt: string;
  html: string;
  text: string;
}

export interface MailCatcher {
  /** Where the server sends: smtp://127.0.0.1:<port>. */
  smtpUrl: string;
  /** The page listing the mails. */
  webUrl: string;
  mails: CaughtMail[];
  close(): Promise<void>;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

function page(mails: CaughtMail[]): string {
  const items = mails
    .map(
      (mail) => `<article aria-label="${escapeHtml(mail.subject)}">
  <h2>${escapeHtml(mail.subject)}</h2>
  <p>To <strong>${escapeHtml(mail.to)}</strong> · ${escapeHtml(new Date(mail.receivedAt).toLocaleString('en-US'))}</p>
  <iframe title="Mail: ${escapeHtml(mail.subject)}" sandbox="" srcdoc="${escapeHtml(mail.html)}"></iframe>
  <details><summary>Plain text</summary><pre>${escapeHtml(mail.text)}</pre></details>
</article>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Spur mail catcher</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 2rem auto; max-width: 720px; color: #1f2933; }
  article { border: 1px solid #e4e7eb; border-radius: 8px; padding: 1rem; margin: 1rem 0; }
  iframe { width: 100%; height: 720px; border: 1px solid #e4e7eb; }
  pre { white-space: pre-wrap; background: #f5f7fa; padding: 0.75rem; }
</style></head>
<body><h1>Spur mail catcher</h1>
<p>Every e-mail the local stack sent, newest first (kept in memory until it stops). Reload to see new ones.</p>
${items || '<p>No e-mails yet.</p>'}
</body></html>`;
}

export async function startMailCatcher(options: { smtpPort: number; webPort: number }): Promise<MailCatcher> {
  const mails: CaughtMail[] = [];
  let nextId = 1;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (parsed) => {
          const to = Array.isArray(parsed.to) ? parsed.to.map((address) => address.text).join(', ') : (parsed.to?.text ?? '');
          // The parser inlines cid: images as data: URIs, so the page shows the QR as sent.
          const html = typeof parsed.html === 'string' ? parsed.html : (parsed.textAsHtml ?? '');
          mails.unshift({ id: nextId++, subject: parsed.subject ?? '', to, receivedAt: (parsed.date ?? new Date()).toISOString(), html, text: parsed.text ?? '' });
          mails.length = Math.min(mails.length, KEEP);
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve, reject) => {
    smtp.server.once('error', reject);
    smtp.listen(options.smtpPort, '127.0.0.1', resolve);
  });

  const web: Server = createServer((request, response) => {
    if (request.url === '/api/mails') {
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(mails));
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page(mails));
  });
  try {
    await new Promise<void>((resolve, reject) => {
      web.once('error', reject);
      web.listen(options.webPort, '127.0.0.1', resolve);
    });
  } catch (error) {
    await new Promise((resolve) => smtp.close(() => resolve(undefined)));
    throw error;
  }

  const port = (server: { address(): AddressInfo | string | null }) => (server.address() as AddressInfo).port;
  return {
    smtpUrl: `smtp://127.0.0.1:${port(smtp.server)}`,
    webUrl: `http://127.0.0.1:${port(web)}`,
    mails,
    async close() {
      web.closeAllConnections();
      await new Promise((resolve) => web.close(() => resolve(undefined)));
      await new Promise((resolve) => smtp.close(() => resolve(undefined)));
    },
  };
}
