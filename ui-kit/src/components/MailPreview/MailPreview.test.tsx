import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../test/render';
import { MailPreview } from './MailPreview';

const mail = {
  subject: 'Booking confirmed: Sunset kayak tour',
  to: 'traveler@spur.example',
  sentAt: 'Nov 26, 3:05 PM',
  html: '<p>Voucher code: K7QM-2XPA</p>',
  text: 'Voucher code: K7QM-2XPA',
};

describe('MailPreview', () => {
  it('shows the subject, the recipient, the time, the HTML in a sandboxed frame and the text part', () => {
    renderWithTheme(<MailPreview {...mail} />);
    expect(screen.getByRole('article', { name: mail.subject })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: mail.subject })).toBeInTheDocument();
    expect(screen.getByText('To').nextElementSibling).toHaveTextContent('traveler@spur.example');
    expect(screen.getByText('Sent').nextElementSibling).toHaveTextContent('Nov 26, 3:05 PM');
    const frame = screen.getByTitle(`Mail: ${mail.subject}`);
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame).toHaveAttribute('srcdoc', mail.html);
    expect(screen.getByText('Plain text')).toBeInTheDocument();
    expect(screen.getByText('Voucher code: K7QM-2XPA', { selector: 'pre' })).toBeInTheDocument();
  });
});
