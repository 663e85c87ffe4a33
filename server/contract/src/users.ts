import { LOCALES } from '@spur/i18n';
import { z } from './zod';
import { LIMITS, USER_TYPES } from './constants';
import { FIELD_NAMES, MESSAGES } from './messages';
import { email, optionalText } from './fields';

export const UserSchema = z.object({
  id: z.string(),
  email: z.string(),
  full_name: z.string().nullable(),
  phone_number: z.string().nullable(),
  user_type: z.enum(USER_TYPES),
  /**
   * The language of the person's e-mails (and the one the app offers them). Always answered;
   * optional so that a user made before languages (a fixture, a story) is still one: English.
   */
  locale: z.enum(LOCALES).optional(),
  created_at: z.string(),
});
export type User = z.infer<typeof UserSchema>;

const PHONE = /^\+?[\d\s().-]{7,}$/;

/** PUT /api/users/profile: edit name and phone, choose a language, or upgrade to business (never the reverse). */
export const ProfileUpdateSchema = z
  .object({
    full_name: optionalText(FIELD_NAMES.fullName, LIMITS.name).optional(),
    phone_number: optionalText(FIELD_NAMES.phoneNumber, LIMITS.phone)
      .refine((value) => value === '' || PHONE.test(value), { error: MESSAGES.validPhone })
      .optional(),
    user_type: z.enum(USER_TYPES, { error: MESSAGES.accountTypeChange }).optional(),
    locale: z.enum(LOCALES, { error: MESSAGES.validLocale }).optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    error: MESSAGES.nothingToUpdate,
  });
export type ProfileUpdate = z.input<typeof ProfileUpdateSchema>;

export const EmailPreferencesSchema = z.object({
  marketing_emails: z.boolean(),
  booking_updates: z.boolean(),
  /** Alerts (saved deals and saved alerts) by e-mail, to the account's address, when push is not on. */
  alert_emails: z.boolean(),
  /** Empty when no address is set. */
  marketing_email: z.string(),
  booking_email: z.string(),
});
export type EmailPreferences = z.infer<typeof EmailPreferencesSchema>;

/** An address or '' (none). The union's own error would be zod's generic "Invalid input". */
const optionalEmail = z.union([z.literal(''), email], { error: MESSAGES.validEmail });

/**
 * PUT /api/users/email-preferences. Switching a preference on sends its address too; switching
 * it off sends false and an empty address (SPEC §4).
 */
export const EmailPreferencesUpdateSchema = z
  .object({
    marketing_emails: z.boolean({ error: MESSAGES.fillAllFields }).optional(),
    marketing_email: optionalEmail.optional(),
    booking_updates: z.boolean({ error: MESSAGES.fillAllFields }).optional(),
    booking_email: optionalEmail.optional(),
    alert_emails: z.boolean({ error: MESSAGES.fillAllFields }).optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    error: MESSAGES.nothingToUpdate,
  })
  .refine((body) => body.marketing_emails !== true || Boolean(body.marketing_email), {
    error: MESSAGES.enterEmail,
    path: ['marketing_email'],
  })
  .refine((body) => body.booking_updates !== true || Boolean(body.booking_email), {
    error: MESSAGES.enterEmail,
    path: ['booking_email'],
  });
export type EmailPreferencesUpdate = z.input<typeof EmailPreferencesUpdateSchema>;
