import { z } from './zod';
import { LIMITS } from './constants';
import { MESSAGES } from './messages';
import { email, requiredText } from './fields';

export const ContactMessageSchema = z.object({
  name: requiredText(MESSAGES.fillAllFields, 'Name', LIMITS.name),
  email,
  subject: requiredText(MESSAGES.fillAllFields, 'Subject', LIMITS.subject),
  message: requiredText(MESSAGES.fillAllFields, 'Message', LIMITS.message),
});
export type ContactMessage = z.input<typeof ContactMessageSchema>;

export const ContactResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
});
export type ContactResponse = z.infer<typeof ContactResponseSchema>;
