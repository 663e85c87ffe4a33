import { z } from './zod';
import { LIMITS } from './constants';
import { FIELD_NAMES, MESSAGES } from './messages';
import { email, requiredText } from './fields';

export const ContactMessageSchema = z.object({
  name: requiredText(MESSAGES.fillAllFields, FIELD_NAMES.name, LIMITS.name),
  email,
  subject: requiredText(MESSAGES.fillAllFields, FIELD_NAMES.subject, LIMITS.subject),
  message: requiredText(MESSAGES.fillAllFields, FIELD_NAMES.message, LIMITS.message),
});
export type ContactMessage = z.input<typeof ContactMessageSchema>;

export const ContactResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
});
export type ContactResponse = z.infer<typeof ContactResponseSchema>;
