import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailCatcher, type CaughtMail, type MailCatcher } from './mailCatcher';

let catcher: MailCatcher;
beforeAll(async () => {
  catcher = await startMailCatcher({ smtpPort: 0, webPort: 0 });
});
afterAll(() => catcher.close());

// A 1×1 PNG, sent as the server sends the voucher's QR: a data URI turned into an inline attachment.
const PIXEL = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

describe('the mail catcher', () => {
  it('lists what it received, newest first, on its page and as JSON, the inline images shown', async () => {
    const transport = nodemailer.createTransport(catcher.smtpUrl);
    const send = (subject: string) =>
      transport.sendMail({
        from: 'Spur <no-reply@spur.test>',
        to: 'traveler@spur.example',
        subject,
        text: 'Voucher code: K7QM-2XPA',
        html: `<p>Voucher code: K7QM-2XPA</p><img alt="QR" src="${PIXEL}">`,
        attachDataUrls: true,
      });
    await send('Booking confirmed: <Sunset> kayak');
    await send('Booking cancelled: Sunset kayak');

    const mails = (await (await fetch(`${catcher.webUrl}/api/mails`)).json()) as CaughtMail[];
    expect(mails.map((mail) => mail.subject)).toEqual(['Booking cancelled: Sunset kayak', 'Booking confirmed: <Sunset> kayak']);
    expect(mails[0]).toMatchObject({ to: 'traveler@spur.example', text: 'Voucher code: K7QM-2XPA' });
    expect(mails[0]!.html).toContain('src="data:image/png;base64,');

    const page = await (await fetch(catcher.webUrl)).text();
    expect(page).toContain('<h1>Spur mail catcher</h1>');
    // Escaped: a subject is text, never markup.
    expect(page).toContain('<h2>Booking confirmed: &lt;Sunset&gt; kayak</h2>');
    expect(page).toContain('To <strong>traveler@spur.example</strong>');
    expect(page).toContain('sandbox="" srcdoc="&lt;p&gt;Voucher code: K7QM-2XPA&lt;/p&gt;');
    expect(page).toContain('<pre>Voucher code: K7QM-2XPA</pre>');
  });
});
