import { describe, expect, it } from 'vitest';
import { toEmailPreferences, toUser } from './views';

const row = {
  id: 'u1',
  email: 'a@b.c',
  full_name: null,
  phone_number: '1',
  user_type: 'regular' as const,
  created_at: new Date('2026-11-01T12:00:00Z'),
  cognito_sub: 'secret',
  marketing_emails: true,
  booking_updates: false,
  alert_emails: true,
  marketing_email: 'm@b.c',
  booking_email: 'a@b.c',
};

describe('views', () => {
  it('show a user without internal fields, the creation time as ISO from either store', () => {
    expect(toUser({ ...row, locale: 'es' })).toEqual({ id: 'u1', email: 'a@b.c', full_name: null, phone_number: '1', user_type: 'regular', locale: 'es', created_at: '2026-11-01T12:00:00.000Z' });
    expect(toUser(row).locale).toBe('en');
    expect(toUser({ ...row, created_at: '2026-11-01T12:00:00.000Z' }).created_at).toBe('2026-11-01T12:00:00.000Z');
  });

  it('show exactly the four email preferences', () => {
    expect(toEmailPreferences(row)).toEqual({ marketing_emails: true, booking_updates: false, alert_emails: true, marketing_email: 'm@b.c', booking_email: 'a@b.c' });
  });
});
