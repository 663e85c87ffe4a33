import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as ApiModule from '../../api';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_TIME_ZONE, MESSAGES, type CheckIn } from '@spur/contract';
import * as api from '../../api';
import { ApiError } from '../../api/errors';
import { renderWithProviders } from '../../test/render';
import { CheckInDialog } from './CheckInDialog';
import { setDashboardClock } from './clock';

vi.mock('../../api', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiModule>()),
  checkIn: vi.fn(),
}));

const mocked = vi.mocked(api);
const NOW = new Date('2026-11-20T20:00:00Z');

const answer = (overrides: Partial<CheckIn> = {}): CheckIn => ({
  result: 'checked_in',
  booking_id: 'b1',
  guest_name: 'Jordan Reyes',
  deal_id: 'd1',
  deal_title: 'Sunset Harbor Cruise',
  session_id: 's1',
  session_starts_at: '2026-11-21T01:30:00Z',
  time_zone: DEFAULT_TIME_ZONE,
  party_size: 1,
  checked_in_at: '2026-11-20T20:00:00Z',
  ...overrides,
});

function open() {
  setDashboardClock(() => NOW.getTime());
  renderWithProviders(<CheckInDialog open onOpenChange={() => undefined} />);
  return within(screen.getByRole('dialog', { name: 'Check in a guest' }));
}

async function type(dialog: ReturnType<typeof open>, code: string) {
  await userEvent.type(dialog.getByRole('textbox', { name: 'Voucher code' }), code);
  await userEvent.click(dialog.getByRole('button', { name: 'Check in' }));
}

afterEach(() => mocked.checkIn.mockReset());

describe('CheckInDialog', () => {
  it('checks the typed code in and shows the guest, deal, session (venue time) and party', async () => {
    mocked.checkIn.mockResolvedValue(answer());
    const dialog = open();
    await type(dialog, 'abcd-2345');
    expect(mocked.checkIn).toHaveBeenCalledWith({ code: 'abcd-2345' });
    const shown = within(await dialog.findByRole('alert'));
    expect(shown.getByText('Checked in')).toBeInTheDocument();
    expect(shown.getByText('Jordan Reyes')).toBeInTheDocument();
    expect(shown.getByText('Sunset Harbor Cruise')).toBeInTheDocument();
    expect(shown.getByText('Today · 5:30 PM')).toBeInTheDocument();
    expect(shown.getByText('1 person')).toBeInTheDocument();
  });

  it('already checked in: says at what time; Next guest clears the field', async () => {
    mocked.checkIn.mockResolvedValue(answer({ result: 'already_checked_in', checked_in_at: '2026-11-20T19:45:00Z' }));
    const dialog = open();
    await type(dialog, 'ABCD2345');
    expect(within(await dialog.findByRole('alert')).getByText('Checked in at Today · 11:45 AM.')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Next guest' }));
    expect(dialog.queryByRole('alert')).not.toBeInTheDocument();
    expect(dialog.getByRole('textbox', { name: 'Voucher code' })).toHaveValue('');
  });

  it('another day: warns, and "Check in anyway" sends the acceptance', async () => {
    mocked.checkIn.mockResolvedValueOnce(answer({ result: 'other_day', checked_in_at: null, session_starts_at: '2026-11-23T01:30:00Z' }));
    mocked.checkIn.mockResolvedValueOnce(answer({ session_starts_at: '2026-11-23T01:30:00Z' }));
    const dialog = open();
    await type(dialog, 'ABCD2345');
    const warning = within(await dialog.findByRole('alert'));
    expect(warning.getByText('Booked for another day')).toBeInTheDocument();
    expect(warning.getByText('Sunday, November 22 · 5:30 PM')).toBeInTheDocument();
    await userEvent.click(warning.getByRole('button', { name: 'Check in anyway' }));
    expect(mocked.checkIn).toHaveBeenLastCalledWith({ code: 'ABCD2345', accept_other_day: true });
    expect(within(await dialog.findByRole('alert')).getByText('Checked in')).toBeInTheDocument();
  });

  it.each([
    [404, MESSAGES.voucherNotValid, 'Not valid'],
    [409, MESSAGES.voucherCancelled, 'Cancelled'],
    [403, MESSAGES.voucherOtherBusiness, 'Not your deal'],
    [429, MESSAGES.tooManyRequests, 'Too many attempts'],
    [400, MESSAGES.voucherCodeShape, 'Check the code'],
  ])('a %i refusal reads "%s" under its headline', async (status, message, headline) => {
    mocked.checkIn.mockRejectedValue(new ApiError(message, { status }));
    const dialog = open();
    await type(dialog, 'ABCD2345');
    const refused = within(await dialog.findByRole('alert'));
    expect(refused.getByText(headline)).toBeInTheDocument();
    expect(refused.getByText(message)).toBeInTheDocument();
  });
});
