/** Stored rows as the API shows them (both stores' rows have these fields; timestamps either kind). */
import type { EmailPreferences, User } from '@spur/contract';
import type { Instant } from './time';

const isoOf = (instant: Instant) => new Date(instant).toISOString();

/** The mock store keeps user_type as plain text; both stores only ever write the two types. */
export function toUser(row: Omit<User, 'created_at' | 'user_type'> & { user_type: string; created_at: Instant }): User {
  return {
    id: row.id,
    email: row.email,
    full_name: row.full_name,
    phone_number: row.phone_number,
    user_type: row.user_type as User['user_type'],
    locale: row.locale ?? 'en',
    created_at: isoOf(row.created_at),
  };
}

export function toEmailPreferences(row: EmailPreferences): EmailPreferences {
  return {
    marketing_emails: row.marketing_emails,
    booking_updates: row.booking_updates,
    alert_emails: row.alert_emails,
    marketing_email: row.marketing_email,
    booking_email: row.booking_email,
  };
}
