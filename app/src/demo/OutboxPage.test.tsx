import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { SAMPLE_MAILS } from '@spur/emails';
import { renderWithProviders } from '../test/render';
import OutboxPage from './OutboxPage';

const confirmed = { ...SAMPLE_MAILS.booking_confirmed, created_at: '2026-11-26T23:05:00.000Z' };
const cancelled = { ...SAMPLE_MAILS.booking_cancelled, created_at: '2026-11-26T23:40:00.000Z' };

describe('OutboxPage', () => {
  it('shows every queued mail rendered: recipient, time, subject, the HTML with the QR and the code, the text part', async () => {
    // The viewer in the default city's zone (Los Angeles).
    renderWithProviders(<OutboxPage readOutbox={async () => [cancelled, confirmed]} />, { now: new Date('2026-11-27T00:00:00.000Z') });
    expect(screen.getByRole('heading', { name: 'Outbox' })).toBeInTheDocument();
    expect(screen.getByText('The e-mails this demo would have sent. Nothing leaves your browser.')).toBeInTheDocument();
    const mail = await screen.findByRole('article', { name: 'Booking confirmed: Sunset kayak tour' });
    expect(within(mail).getByText('traveler@spur.example')).toBeInTheDocument();
    expect(within(mail).getByText('Nov 26, 3:05 PM')).toBeInTheDocument();
    expect(within(mail).getByText('To')).toBeInTheDocument();
    expect(within(mail).getByText('Sent')).toBeInTheDocument();
    expect(within(mail).getByText('Plain text')).toBeInTheDocument();
    const frame = within(mail).getByTitle('Mail: Booking confirmed: Sunset kayak tour');
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame.getAttribute('srcdoc')).toMatch(/alt="QR code of voucher K7QM-2XPA"[^>]+src="data:image\/png;base64,/);
    expect(within(mail).getByText(/Voucher code: K7QM-2XPA/, { selector: 'pre' })).toBeInTheDocument();
    // Newest first.
    expect(screen.getAllByRole('article').map((article) => article.getAttribute('aria-label'))).toEqual([
      'Booking cancelled: Sunset kayak tour',
      'Booking confirmed: Sunset kayak tour',
    ]);
  });

  it("renders each mail in its recipient's language", async () => {
    const spanish = { ...confirmed, key: 'booking_confirmed:es', locale: 'es' as const };
    renderWithProviders(<OutboxPage readOutbox={async () => [spanish]} />);
    const mail = await screen.findByRole('article', { name: 'Reserva confirmada: Sunset kayak tour' });
    expect(within(mail).getByText(/Código del cupón: K7QM-2XPA/, { selector: 'pre' })).toBeInTheDocument();
  });

  it('says so when nothing was sent yet', async () => {
    renderWithProviders(<OutboxPage readOutbox={async () => []} />);
    expect(await screen.findByText('No e-mails yet')).toBeInTheDocument();
    expect(screen.getByText('Book and pay for a deal: its confirmation, with the voucher, shows up here.')).toBeInTheDocument();
  });

  it('offers a retry when the outbox cannot be read', async () => {
    const readOutbox = vi.fn().mockRejectedValueOnce(new Error('storage')).mockResolvedValueOnce([]);
    renderWithProviders(<OutboxPage readOutbox={readOutbox} />);
    expect(await screen.findByText('The outbox could not be read.')).toBeInTheDocument();
    screen.getByRole('button', { name: /retry/i }).click();
    expect(await screen.findByText('No e-mails yet')).toBeInTheDocument();
  });
});
