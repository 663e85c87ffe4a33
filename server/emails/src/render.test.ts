import { describe, expect, it } from 'vitest';
import { renderMail } from './render';
import { SAMPLE_APP_URL, SAMPLE_MAILS } from './samples';

/** The HTML without React's text separators, as a mail client shows its text. */
const shown = (html: string) => html.replaceAll('<!-- -->', '');

describe('renderMail', () => {
  it('renders the confirmation with the QR and the code, the facts, the terms and the booking link', async () => {
    const mail = await renderMail(SAMPLE_MAILS.booking_confirmed, SAMPLE_APP_URL);
    expect(mail.subject).toBe('Booking confirmed: Sunset kayak tour');
    expect(mail.html).toMatch(/<img[^>]+alt="QR code of voucher K7QM-2XPA"[^>]+src="data:image\/png;base64,/);
    expect(mail.html).toContain('href="https://spur.example/booking-details/7d1c6a52-3f0e-4c8e-9d55-2f6f4b1e9a10"');
    expect(mail.html).toContain('href="https://www.openstreetmap.org/?mlat=37.7823&amp;mlon=-122.3874#map=17/37.7823/-122.3874"');
    for (const part of [shown(mail.html), mail.text]) {
      expect(part).toContain('Voucher code: K7QM-2XPA');
      expect(part).toContain('Sat, Nov 28, 4:30 PM PST');
      expect(part).toContain('Pier 40, San Francisco');
      expect(part).toContain('$45.00');
      expect(part).toContain('Free cancellation until 4:30 PM on Fri, Nov 27 · then 50% refund');
    }
    expect(mail.text).toContain('View your booking');
    expect(mail.text).toContain('https://spur.example/booking-details/7d1c6a52-3f0e-4c8e-9d55-2f6f4b1e9a10');
    expect(mail.text).not.toContain('<');
  });

  it('states the refund of a cancellation, or that there is none', async () => {
    const refunded = await renderMail(SAMPLE_MAILS.booking_cancelled, SAMPLE_APP_URL);
    expect(refunded.subject).toBe('Booking cancelled: Sunset kayak tour');
    expect(refunded.text).toContain('Refund: $22.50, back on the card you paid with within 5–10 business days.');
    const none = await renderMail({ ...SAMPLE_MAILS.booking_cancelled, data: { ...SAMPLE_MAILS.booking_cancelled.data, refundCents: 0 } }, SAMPLE_APP_URL);
    expect(none.text).toContain('No refund under the cancellation terms.');
    expect(none.text).not.toContain('business days');
  });

  it('tells a session cancelled by the business with its full refund', async () => {
    const mail = await renderMail(SAMPLE_MAILS.session_cancelled, SAMPLE_APP_URL);
    expect(mail.subject).toBe('Cancelled by Bay Adventures: Sunset kayak tour');
    expect(mail.text).toContain('Full refund: $45.00, back on the card you paid with within 5–10 business days.');
  });

  it('reminds within the hour with the voucher code', async () => {
    const mail = await renderMail(SAMPLE_MAILS.reminder, SAMPLE_APP_URL);
    expect(mail.subject).toBe('Starting within the hour: Sunset kayak tour');
    expect(mail.text).toContain('Your voucher code: K7QM-2XPA');
  });

  it('offers a waitlisted spot with the claim time and link, and the way to leave the line', async () => {
    const mail = await renderMail(SAMPLE_MAILS.waitlist_offer, SAMPLE_APP_URL);
    expect(mail.subject).toBe('A spot opened up: Sunset kayak tour');
    expect(mail.text).toContain('holding one spot for you until 3:10 PM PST');
    expect(mail.html).toContain('href="https://spur.example/waitlist-offers/7c9e6679-7425-40de-944b-e07fc1f90ae7"');
    expect(mail.text).toContain('Changed your mind? Leave the waitlist');
    expect(mail.html).toContain('href="https://spur.example/waitlist-offers/7c9e6679-7425-40de-944b-e07fc1f90ae7#leave"');
  });

  it("sends an alert with the notice's title and line, the deal's link and how to stop alert mails", async () => {
    const mail = await renderMail(SAMPLE_MAILS.alert, SAMPLE_APP_URL);
    expect(mail.subject).toBe('Price drop: Sunset kayak tour');
    for (const part of [shown(mail.html), mail.text]) {
      expect(part).toContain('Starts in 50 min · 0.8 mi away · $45 (was $60)');
      expect(part).toContain('See the deal');
      expect(part).toContain('You get this mail because of an alert or a deal you saved. To stop alert e-mails, turn them off in the e-mail preferences of');
    }
    expect(mail.html).toContain('href="https://spur.example/deals/3f6c2a1e-9b7d-4e58-a0c4-6d2e8f1b7a93"');
    expect(mail.html).toContain('href="https://spur.example/profile"');
    expect(mail.text).not.toContain('<');
  });
});

describe('renderMail in the recipient’s language', () => {
  const { booking_confirmed: confirmed, booking_cancelled: cancelled, waitlist_offer: offer } = SAMPLE_MAILS;

  it('writes a confirmation in Spanish: subject, texts, amount, the page’s language and links to the Spanish pages', async () => {
    // The data as the domain writes it for a Spanish reader (times and terms in Spanish).
    const data = { ...confirmed.data, when: 'sáb, 28 de nov, 4:30 p.m. PST', terms: 'Cancelación gratuita hasta vie, 27 de nov, 4:30 p.m. · después, reembolso del 50 %' };
    const mail = await renderMail({ ...confirmed, locale: 'es', data }, SAMPLE_APP_URL);
    expect(mail.subject).toBe('Reserva confirmada: Sunset kayak tour');
    expect(mail.html).toMatch(/<html[^>]+lang="es"/);
    expect(mail.html).toContain('alt="Código QR del cupón K7QM-2XPA"');
    expect(mail.html).toContain('href="https://spur.example/es/booking-details/7d1c6a52-3f0e-4c8e-9d55-2f6f4b1e9a10"');
    expect(shown(mail.html)).toContain('¡Su reserva está lista!');
    for (const part of [shown(mail.html), mail.text]) {
      expect(part).toContain('Muestre este cupón en Bay Adventures al llegar.');
      expect(part).toContain('Código del cupón: K7QM-2XPA');
      expect(part).toContain('Importe pagado:');
      expect(part).toContain('$45.00');
      expect(part).toContain('Cancelación: Cancelación gratuita hasta vie, 27 de nov');
      expect(part).toContain('Recibe este correo por una reserva hecha con esta dirección.');
    }
    expect(mail.text).toContain('Ver su reserva');
  });

  it('writes a cancellation and a waitlist offer in Simplified Chinese, dollars as US$', async () => {
    const refunded = await renderMail({ ...cancelled, locale: 'zh-Hans' }, SAMPLE_APP_URL);
    expect(refunded.subject).toBe('预订已取消：Sunset kayak tour');
    expect(refunded.html).toMatch(/<html[^>]+lang="zh-Hans"/);
    expect(refunded.text).toContain('退款：US$22.50，将在 5–10 个工作日内退回您付款所用的银行卡。');
    expect(refunded.html).toContain('href="https://spur.example/zh-Hans/booking-details/');
    const held = await renderMail({ ...offer, locale: 'zh-Hans', data: { ...offer.data, claimBy: '15:10 GMT-8' } }, SAMPLE_APP_URL);
    expect(held.subject).toBe('有名额空出：Sunset kayak tour');
    expect(held.text).toContain('我们为您保留一个名额，直到 15:10 GMT-8。');
    expect(shown(held.html)).toMatch(/改变主意了？<a[^>]+>退出候补名单<\/a>，名额将立即转给下一位。/);
    expect(held.html).toContain('href="https://spur.example/zh-Hans/waitlist-offers/7c9e6679-7425-40de-944b-e07fc1f90ae7#leave"');
  });
});
